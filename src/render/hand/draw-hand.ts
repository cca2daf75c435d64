// The hand image, shown only to its player (ephemeral): their route markers by value, goods
// by kind, bonus chits, raid markers, the face-down routes they know and their VP now.
import { Canvas } from '@napi-rs/canvas';
import { CITY_NAMES, GOODS, type PlayerView } from '../../engine/index';
import { centredText, fit, roundRect, textAt, textEnd, textRight, type Ctx } from '../draw/context';
import { goodIcon, goodsRow } from '../draw/goods';
import { totalOf } from '../draw/marker-counts';
import { knownMarkerSquare, markerSquare } from '../draw/markers';
import { playerBadge, raidFlag } from '../draw/players';
import { registerFonts } from '../fonts';
import { chitName } from '../../i18n/index';
import { PLAYER_STYLE, THEME } from '../theme';

export const HAND = { w: 820, h: 340 } as const;
const LEFT = 22;
const RIGHT = 468;

export function drawHand(view: PlayerView): Canvas {
  registerFonts();
  const canvas = new Canvas(HAND.w, HAND.h);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = THEME.paper;
  ctx.fillRect(0, 0, HAND.w, HAND.h);
  header(ctx, view);
  markers(ctx, view, 104);
  goods(ctx, view, 240);
  chits(ctx, view, 104);
  raids(ctx, view, 184);
  known(ctx, view, 262);
  raidPiles(ctx, view, 312);
  return canvas;
}

function header(ctx: Ctx, view: PlayerView): void {
  const me = view.players[view.viewer];
  const style = PLAYER_STYLE[me.color];
  ctx.fillStyle = THEME.panel;
  ctx.fillRect(0, 0, HAND.w, 62);
  ctx.fillStyle = style.fill;
  ctx.fillRect(0, 62, HAND.w, 5);
  playerBadge(ctx, me.color, LEFT + 16, 31, 34);
  textAt(ctx, fit(ctx, me.name, 360, 26, true), LEFT + 42, 24, 26, THEME.panelText, true);
  textAt(ctx, subtitle(view), LEFT + 42, 49, 15, THEME.panelMuted);
  textRight(ctx, `${view.vpNow} VP`, HAND.w - LEFT, 26, 30, THEME.highlight, true);
  textRight(ctx, view.phase.kind === 'ended' ? 'final score' : 'if the game ended now', HAND.w - LEFT, 50, 14, THEME.panelMuted);
}

function subtitle(view: PlayerView): string {
  const me = view.players[view.viewer];
  const parts = [`${me.dp} DP`, `${me.offices} office${me.offices === 1 ? '' : 's'}`];
  if (me.cog !== null) parts.push(`cog in ${CITY_NAMES[me.cog]}`);
  if (me.orderChit !== null) parts.push(`order ${me.orderChit}`);
  if (view.startPick !== null) parts.push(`start pick ${view.startPick} (${CITY_NAMES[view.startPick]})`);
  return parts.join(' · ');
}

function sectionTitle(ctx: Ctx, title: string, x: number, y: number): void {
  textAt(ctx, title, x, y, 17, THEME.ink, true);
}

/** Route markers grouped by value: one square per value, the count beneath. */
function markers(ctx: Ctx, view: PlayerView, y: number): void {
  const counts = view.hand.markers;
  sectionTitle(ctx, `Route markers (${totalOf(counts)})`, LEFT, y - 22);
  const size = 40;
  for (let v = 0; v < 9; v++) {
    const x = LEFT + v * (size + 7);
    const n = counts[v] ?? 0;
    ctx.globalAlpha = n > 0 ? 1 : 0.22;
    markerSquare(ctx, v, x, y, size);
    ctx.globalAlpha = 1;
    centredText(ctx, n > 0 ? `×${n}` : '–', x + size / 2, y + size + 16, 17, n > 0 ? THEME.ink : THEME.muted, n > 0);
  }
}

function goods(ctx: Ctx, view: PlayerView, y: number): void {
  const total = GOODS.reduce((n, g) => n + view.hand.goods[g], 0);
  sectionTitle(ctx, `Goods on your cog (${total})`, LEFT, y - 22);
  GOODS.forEach((good, i) => {
    const x = LEFT + i * 106;
    const n = view.hand.goods[good];
    ctx.globalAlpha = n > 0 ? 1 : 0.3;
    goodIcon(ctx, good, x + 16, y + 18, 28);
    textAt(ctx, `${n}`, x + 38, y + 12, 24, THEME.ink, true);
    textAt(ctx, good, x + 38, y + 34, 14, THEME.muted);
    ctx.globalAlpha = 1;
  });
}

function chits(ctx: Ctx, view: PlayerView, y: number): void {
  const mine = view.players[view.viewer].chits;
  sectionTitle(ctx, 'Bonus chits', RIGHT, y - 22);
  if (mine.length === 0) {
    textAt(ctx, 'none yet', RIGHT, y + 14, 16, THEME.muted);
    return;
  }
  mine.forEach((chit, i) => {
    const x = RIGHT + (i % 2) * 168;
    const cy = y + Math.floor(i / 2) * 34;
    roundRect(ctx, x, cy, 160, 28, 6);
    ctx.fillStyle = THEME.guildMaster;
    ctx.fill();
    centredText(ctx, chitName(chit), x + 80, cy + 14, 15, THEME.ink);
  });
}

function raids(ctx: Ctx, view: PlayerView, y: number): void {
  const me = view.players[view.viewer];
  sectionTitle(ctx, 'Raid markers', RIGHT, y - 22);
  let x = RIGHT + 12;
  for (let i = 0; i < me.raidsInHand; i++, x += 26) raidFlag(ctx, me.color, x, y + 8, 28);
  const text = `${me.raidsInHand} in hand${me.raidSetAside > 0 ? `, ${me.raidSetAside} set aside (guild master trade)` : ''}`;
  textAt(ctx, text, x + 4, y + 8, 15, THEME.ink);
}

/** K-45a: while a raid on this player's cog is open, the two piles (victim and raider). */
function raidPiles(ctx: Ctx, view: PlayerView, y: number): void {
  if (!view.raidPiles) return;
  const style = { icon: 14, text: 17, colour: THEME.ink, gap: 6 };
  let x = textEnd(ctx, 'Raid piles:', LEFT, y, 17, THEME.ink, true) + 12;
  view.raidPiles.forEach((pile, i) => {
    x = textEnd(ctx, `${i + 1})`, x, y, 17, THEME.muted, true) + 6;
    x = goodsRow(ctx, pile, x, y, style) + 18;
  });
}

/** Face-down board markers this player placed or looked at (K-43, K-73). */
function known(ctx: Ctx, view: PlayerView, y: number): void {
  sectionTitle(ctx, 'Face-down routes you know', RIGHT, y - 22);
  if (view.known.length === 0) {
    textAt(ctx, 'none', RIGHT, y + 14, 16, THEME.muted);
    return;
  }
  view.known.slice(0, 8).forEach((k, i) => {
    const x = RIGHT + (i % 2) * 168;
    const cy = y + Math.floor(i / 2) * 34;
    knownMarkerSquare(ctx, k.value, x + 2, cy + 2, 26);
    textAt(ctx, `${CITY_NAMES[k.city]} ${k.square === 0 ? 'left' : 'right'}`, x + 36, cy + 15, 15, THEME.ink);
  });
}
