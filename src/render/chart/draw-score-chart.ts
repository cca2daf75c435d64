// The chart on a finished game's final post (issue 21): each player's VP round by round, and
// their DP below it, so the game's course reads at a glance. Drawn from the scores of the
// rounds only, after the game is over: nothing in it was ever hidden at that point. Every text
// is at least 16 px, so it still reads at the 360 px a phone shows an image 820 px wide.
import { Canvas } from '@napi-rs/canvas';
import type { Color } from '../../engine/view';
import { fit, textAt, textRight, centredText, type Ctx } from '../draw/context';
import { playerBadge } from '../draw/players';
import { say, useLocale } from '../draw/words';
import { PLAYER_STYLE, THEME } from '../theme';

export interface ScoreChart {
  /** The round each column of points was taken at the end of. */
  rounds: number[];
  /** In seat order. */
  players: { name: string; color: Color; vp: number[]; dp: number[] }[];
}

export const CHART = { w: 820, left: 70, right: 52, legendRow: 38 } as const;
const TEXT = 16;
/** A line style per seat besides its colour and letter, so lines tell apart without colour vision. */
const DASHES: number[][] = [[], [16, 7], [5, 6], [16, 6, 5, 6]];

interface Plot {
  top: number;
  height: number;
  max: number;
  title: string;
}

export function drawScoreChart(chart: ScoreChart, locale = 'en'): Canvas {
  const legendRows = Math.ceil(chart.players.length / 2);
  const vpTop = 62 + legendRows * CHART.legendRow + 50;
  const vp: Plot = { top: vpTop, height: 250, max: niceMax(chart.players.flatMap((p) => p.vp)), title: '' };
  const dpTop = vp.top + vp.height + 78;
  const dp: Plot = {
    top: dpTop,
    height: 140,
    max: Math.max(5, ...chart.players.flatMap((p) => p.dp)),
    title: '',
  };
  const canvas = new Canvas(CHART.w, dp.top + dp.height + 56);
  const ctx = canvas.getContext('2d');
  useLocale(ctx, locale);
  ctx.fillStyle = THEME.panel;
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  textAt(ctx, say(ctx, 'chart.title'), CHART.left - 40, 30, 24, THEME.panelText, true);
  legend(ctx, chart, 62);
  vp.title = say(ctx, 'chart.vp');
  dp.title = say(ctx, 'chart.dp');
  plot(ctx, chart, vp, (p) => p.vp);
  plot(ctx, chart, dp, (p) => p.dp);
  roundAxis(ctx, chart, dp.top + dp.height + 34);
  return canvas;
}

/** Two players to a row: badge, name and final VP. */
function legend(ctx: Ctx, chart: ScoreChart, top: number): void {
  const column = (CHART.w - 60) / 2;
  chart.players.forEach((p, i) => {
    const x = 30 + (i % 2) * column;
    const y = top + Math.floor(i / 2) * CHART.legendRow + CHART.legendRow / 2;
    playerBadge(ctx, p.color, x + 14, y, 28);
    const final = say(ctx, 'chart.final', { vp: p.vp.at(-1) ?? 0, dp: p.dp.at(-1) ?? 0 });
    const end = x + column - 16;
    textRight(ctx, final, end, y, 18, THEME.panelMuted);
    const room = column - 60 - ctx.measureText(final).width - 12;
    textAt(ctx, fit(ctx, p.name, room, 18, true), x + 36, y, 18, THEME.panelText, true);
  });
}

function xOf(chart: ScoreChart, i: number): number {
  const span = CHART.w - CHART.left - CHART.right;
  return chart.rounds.length < 2
    ? CHART.left + span / 2
    : CHART.left + (span * i) / (chart.rounds.length - 1);
}

function plot(
  ctx: Ctx,
  chart: ScoreChart,
  at: Plot,
  series: (p: ScoreChart['players'][number]) => number[],
): void {
  textAt(ctx, at.title, CHART.left - 40, at.top - 22, 18, THEME.panelText, true);
  const yOf = (v: number) => at.top + at.height - (at.height * v) / at.max;
  for (const v of ticks(at.max)) {
    ctx.strokeStyle = 'rgba(255,255,255,0.12)';
    ctx.lineWidth = 1;
    ctx.beginPath();
    ctx.moveTo(CHART.left, yOf(v));
    ctx.lineTo(CHART.w - CHART.right + 10, yOf(v));
    ctx.stroke();
    textRight(ctx, String(v), CHART.left - 10, yOf(v), TEXT, THEME.panelMuted);
  }
  chart.players.forEach((p, seat) => {
    const values = series(p);
    ctx.save();
    ctx.strokeStyle = PLAYER_STYLE[p.color].fill;
    ctx.lineWidth = 4;
    ctx.lineJoin = 'round';
    ctx.setLineDash(DASHES[seat % DASHES.length]);
    ctx.beginPath();
    values.forEach((v, i) =>
      i === 0 ? ctx.moveTo(xOf(chart, i), yOf(v)) : ctx.lineTo(xOf(chart, i), yOf(v)),
    );
    ctx.stroke();
    ctx.restore();
  });
  // Each line ends in its player's badge; lines ending on the same figure would hide each
  // other's, so the badges are pushed apart.
  const ends = chart.players.map((p) => yOf(series(p).at(-1) ?? 0));
  const x = xOf(chart, chart.rounds.length - 1) + 20;
  spread(ends, 29, at.top + at.height + 8).forEach((y, seat) =>
    playerBadge(ctx, chart.players[seat].color, x, y, 28),
  );
}

/**
 * The positions, in the same order, moved so that no two are closer than `gap`: pushed down,
 * and back up where that would pass `bottom`.
 */
export function spread(ys: readonly number[], gap: number, bottom: number): number[] {
  const order = ys.map((y, i) => ({ y, i })).sort((a, b) => a.y - b.y || a.i - b.i);
  for (let k = 1; k < order.length; k++) order[k].y = Math.max(order[k].y, order[k - 1].y + gap);
  for (let k = order.length - 1; k >= 0; k--)
    order[k].y = Math.min(order[k].y, k === order.length - 1 ? bottom : order[k + 1].y - gap);
  const out: number[] = [];
  for (const o of order) out[o.i] = o.y;
  return out;
}

function roundAxis(ctx: Ctx, chart: ScoreChart, y: number): void {
  const every = Math.max(1, Math.ceil((chart.rounds.length * 34) / (CHART.w - CHART.left - CHART.right)));
  chart.rounds.forEach((r, i) => {
    if (i % every === 0 || i === chart.rounds.length - 1)
      centredText(ctx, String(r), xOf(chart, i), y, TEXT, THEME.panelMuted, false);
  });
  textAt(ctx, say(ctx, 'chart.round'), 8, y, TEXT, THEME.panelMuted);
}

/** The top of the scale: a round figure above the highest score. */
function niceMax(values: number[]): number {
  const top = Math.max(10, ...values);
  const step = top > 100 ? 50 : top > 40 ? 20 : 10;
  return Math.ceil(top / step) * step;
}

function ticks(max: number): number[] {
  const step = max <= 6 ? 1 : max <= 50 ? 10 : max <= 100 ? 20 : max <= 250 ? 50 : 100;
  const out: number[] = [];
  for (let v = 0; v <= max; v += step) out.push(v);
  return out;
}
