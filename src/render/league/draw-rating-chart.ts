// Issue 23: a member's rating over time, for /league player: their display rating before
// their first rated game and after each one since, as one line. 820 px wide with every text
// at least 18 px, so it reads at a phone's 360 px. Drawn from numbers the bot computed.
import { Canvas } from '@napi-rs/canvas';
import { fit, textAt, textRight, type Ctx } from '../draw/context';
import { say, sayCount, useLocale } from '../draw/words';
import { THEME } from '../theme';

export interface RatingChartImage {
  title: string;
  /** The rating before the first rated game, then after each: at least two points. */
  ratings: number[];
}

const W = 820;
const H = 380;
const PLOT = { left: 90, right: W - 30, top: 80, bottom: H - 60 } as const;
const TEXT = 18;

export function drawRatingChart(chart: RatingChartImage, locale = 'en'): Canvas {
  const canvas = new Canvas(W, H);
  const ctx = canvas.getContext('2d');
  useLocale(ctx, locale);
  ctx.fillStyle = THEME.panel;
  ctx.fillRect(0, 0, W, H);
  textAt(ctx, fit(ctx, chart.title, W - 48, 24, true), 24, 36, 24, THEME.panelText, true);
  const [low, high] = range(chart.ratings);
  const y = (rating: number) => PLOT.bottom - ((rating - low) / (high - low)) * (PLOT.bottom - PLOT.top);
  const x = (i: number) =>
    PLOT.left + (chart.ratings.length < 2 ? 0 : (i / (chart.ratings.length - 1)) * (PLOT.right - PLOT.left));
  axes(ctx, low, high, y, chart.ratings.length);
  ctx.strokeStyle = THEME.highlight;
  ctx.lineWidth = 4;
  ctx.beginPath();
  chart.ratings.forEach((rating, i) => (i === 0 ? ctx.moveTo(x(i), y(rating)) : ctx.lineTo(x(i), y(rating))));
  ctx.stroke();
  ctx.fillStyle = THEME.highlight;
  chart.ratings.forEach((rating, i) => {
    ctx.beginPath();
    ctx.arc(x(i), y(rating), 5, 0, Math.PI * 2);
    ctx.fill();
  });
  return canvas;
}

/** Low and high ends of the axis: whole tens around the ratings, at least 40 apart. */
function range(ratings: readonly number[]): [number, number] {
  const low = Math.floor((Math.min(...ratings) - 5) / 10) * 10;
  const high = Math.ceil((Math.max(...ratings) + 5) / 10) * 10;
  return high - low >= 40 ? [low, high] : [low - 20, high + 20];
}

function axes(ctx: Ctx, low: number, high: number, y: (rating: number) => number, games: number): void {
  ctx.strokeStyle = THEME.row;
  ctx.lineWidth = 2;
  for (const rating of [low, Math.round((low + high) / 2), high]) {
    ctx.beginPath();
    ctx.moveTo(PLOT.left, y(rating));
    ctx.lineTo(PLOT.right, y(rating));
    ctx.stroke();
    textRight(ctx, String(rating), PLOT.left - 12, y(rating), TEXT, THEME.panelMuted);
  }
  textAt(ctx, say(ctx, 'league.image.chart.start'), PLOT.left - 10, PLOT.bottom + 32, TEXT, THEME.panelMuted);
  const last = sayCount(ctx, 'league.image.chart.games', games - 1);
  textRight(ctx, last, PLOT.right, PLOT.bottom + 32, TEXT, THEME.panelMuted);
}
