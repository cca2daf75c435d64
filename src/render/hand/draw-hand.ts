// The hand image, shown only to its player (ephemeral): their route markers by value, goods
// by kind, bonus chits, raid markers, the face-down routes they know and their VP now.
import { Canvas } from '@napi-rs/canvas';
import { GOODS, markerTotal, noGoods, totalGoods, type PlayerView } from '../../engine/view';
import { goodsText } from '../../i18n/index';
import { centredText, fit, roundRect, textAt, textEnd, textRight, type Ctx } from '../draw/context';
import { goodIcon, goodsRow } from '../draw/goods';
import { knownMarkerSquare, markerSquare } from '../draw/markers';
import { playerBadge, raidFlag } from '../draw/players';
import { drawOffers, offersHeight } from './offers';
import { chitWord, cityWord, goodWord, localeFor, say, sayCount, useLocale } from '../draw/words';
import { PLAYER_STYLE, THEME } from '../theme';

export const HAND = { w: 820, h: 340 } as const;
const LEFT = 22;
const RIGHT = 468;
/** Right-column entries (bonus chits, known routes) sit two to a row. */
const ROW = 34;
/** Where the left column (markers, goods) ends; the right column may run longer. */
const LEFT_END = 318;

/**
 * Where the sections that can grow go: bonus chits and known routes take the rows they need
 * (a Memory game can reveal many routes to one player), the raid piles' row and the open
 * trade offers follow below, and the image is as tall as that.
 */
function layout(view: PlayerView): {
  raids: number;
  known: number;
  piles: number;
  offers: number;
  height: number;
} {
  const rows = (n: number) => Math.max(1, Math.ceil(n / 2));
  const raids = 104 + rows(view.players[view.viewer].chits.length) * ROW + 46;
  const known = raids + 78;
  const end = Math.max(LEFT_END, known + rows(view.known.length) * ROW);
  const piles = end + 16;
  const offers = view.raidPiles ? piles + 28 : end;
  const height = view.myOffers.length > 0 ? offers + offersHeight(view) : Math.max(HAND.h, offers + 12);
  return { raids, known, piles, offers, height };
}

/** One player's hand in their language (a Discord locale; English where a word has no translation). */
export function drawHand(view: PlayerView, locale = 'en'): Canvas {
  const at = layout(view);
  const canvas = new Canvas(HAND.w, at.height);
  const ctx = canvas.getContext('2d');
  useLocale(ctx, locale);
  ctx.fillStyle = THEME.paper;
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  header(ctx, view);
  markers(ctx, view, 104);
  goods(ctx, view, 240);
  officeGoods(ctx, view, 302);
  chits(ctx, view, 104);
  raids(ctx, view, at.raids);
  known(ctx, view, at.known);
  raidPiles(ctx, view, at.piles);
  drawOffers(ctx, view, LEFT, at.offers, HAND.w - 2 * LEFT);
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
  // Room up to the VP's note at the right; on a phone every word here is at least 7 px.
  textAt(
    ctx,
    fit(ctx, subtitle(ctx, view), HAND.w - LEFT - 190 - (LEFT + 42), 16, false),
    LEFT + 42,
    49,
    16,
    THEME.panelMuted,
  );
  textRight(ctx, say(ctx, 'hand.vp', { vp: view.vpNow }), HAND.w - LEFT, 26, 30, THEME.highlight, true);
  textRight(
    ctx,
    say(ctx, view.phase.kind === 'ended' ? 'hand.vp.final' : 'hand.vp.now'),
    HAND.w - LEFT,
    50,
    16,
    THEME.panelMuted,
  );
}

function subtitle(ctx: Ctx, view: PlayerView): string {
  const me = view.players[view.viewer];
  const parts = [say(ctx, 'hand.dp', { dp: me.dp }), sayCount(ctx, 'hand.offices', me.offices)];
  if (me.cog !== null) parts.push(say(ctx, 'hand.cog', { city: cityWord(ctx, me.cog) }));
  if (me.orderChit !== null) parts.push(say(ctx, 'hand.order', { order: me.orderChit }));
  if (view.startPick !== null)
    parts.push(say(ctx, 'hand.startPick', { value: view.startPick, city: cityWord(ctx, view.startPick) }));
  return parts.join(' · ');
}

function sectionTitle(ctx: Ctx, title: string, x: number, y: number): void {
  textAt(ctx, title, x, y, 17, THEME.ink, true);
}

/** Route markers grouped by value: one square per value, the count beneath. */
function markers(ctx: Ctx, view: PlayerView, y: number): void {
  const counts = view.hand.markers;
  sectionTitle(ctx, sayCount(ctx, 'hand.markers', markerTotal(counts)), LEFT, y - 22);
  const size = 40;
  for (let v = 0; v < 9; v++) {
    const x = LEFT + v * (size + 7);
    const n = counts[v] ?? 0;
    ctx.globalAlpha = n > 0 ? 1 : 0.22;
    markerSquare(ctx, v, x, y, size);
    ctx.globalAlpha = 1;
    centredText(
      ctx,
      n > 0 ? say(ctx, 'board.times', { count: n }) : '–',
      x + size / 2,
      y + size + 16,
      17,
      n > 0 ? THEME.ink : THEME.muted,
      n > 0,
    );
  }
}

function goods(ctx: Ctx, view: PlayerView, y: number): void {
  const total = GOODS.reduce((n, g) => n + view.hand.goods[g], 0);
  sectionTitle(ctx, sayCount(ctx, 'hand.goods', total), LEFT, y - 22);
  GOODS.forEach((good, i) => {
    const x = LEFT + i * 106;
    const n = view.hand.goods[good];
    ctx.globalAlpha = n > 0 ? 1 : 0.3;
    goodIcon(ctx, good, x + 16, y + 18, 28);
    textAt(ctx, `${n}`, x + 38, y + 12, 24, THEME.ink, true);
    textAt(ctx, goodWord(ctx, good), x + 38, y + 34, 16, THEME.muted);
    ctx.globalAlpha = 1;
  });
}

/** Goods in the player's offices count in their VP (K-51) though not on the cog: say so. */
function officeGoods(ctx: Ctx, view: PlayerView, y: number): void {
  const held = noGoods();
  for (const city of view.cities)
    for (const office of city.offices)
      if (office.owner === view.viewer) for (const g of GOODS) held[g] += office.goods[g];
  if (totalGoods(held) === 0) return;
  const text = say(ctx, 'hand.officeGoods', { goods: goodsText(held, localeFor(ctx)) });
  textAt(ctx, fit(ctx, text, RIGHT - LEFT - 16, 16, false), LEFT, y, 16, THEME.muted);
}

function chits(ctx: Ctx, view: PlayerView, y: number): void {
  const mine = view.players[view.viewer].chits;
  sectionTitle(ctx, say(ctx, 'hand.chits'), RIGHT, y - 22);
  if (mine.length === 0) {
    const none = view.phase.kind === 'ended' ? 'hand.chits.noneAtEnd' : 'hand.chits.none';
    textAt(ctx, say(ctx, none), RIGHT, y + 14, 16, THEME.muted);
    return;
  }
  mine.forEach((chit, i) => {
    const x = RIGHT + (i % 2) * 168;
    const cy = y + Math.floor(i / 2) * ROW;
    roundRect(ctx, x, cy, 160, 28, 6);
    ctx.fillStyle = THEME.guildMaster;
    ctx.fill();
    centredText(ctx, fit(ctx, chitWord(ctx, chit), 152, 16, true), x + 80, cy + 14, 16, THEME.ink);
  });
}

function raids(ctx: Ctx, view: PlayerView, y: number): void {
  const me = view.players[view.viewer];
  sectionTitle(ctx, say(ctx, 'hand.raids'), RIGHT, y - 22);
  let x = RIGHT + 12;
  for (let i = 0; i < me.raidsInHand; i++, x += 34) raidFlag(ctx, me.color, x + 4, y + 8, 40);
  const text =
    me.raidSetAside > 0
      ? sayCount(ctx, 'hand.raids.setAside', me.raidsInHand, { aside: me.raidSetAside })
      : sayCount(ctx, 'hand.raids.inHand', me.raidsInHand);
  textAt(ctx, fit(ctx, text, HAND.w - LEFT - x - 4, 16, false), x + 4, y + 8, 16, THEME.ink);
}

/** K-45a: while a raid on this player's cog is open, the two piles (victim and raider). */
function raidPiles(ctx: Ctx, view: PlayerView, y: number): void {
  if (!view.raidPiles) return;
  const style = { icon: 14, text: 17, colour: THEME.ink, gap: 6 };
  let x = textEnd(ctx, say(ctx, 'hand.raidPiles'), LEFT, y, 17, THEME.ink, true) + 12;
  view.raidPiles.forEach((pile, i) => {
    x = textEnd(ctx, say(ctx, 'hand.raidPile', { number: i + 1 }), x, y, 17, THEME.muted, true) + 6;
    x = goodsRow(ctx, pile, x, y, style) + 18;
  });
}

/** Face-down board markers this player placed or looked at (K-43, K-73). */
function known(ctx: Ctx, view: PlayerView, y: number): void {
  sectionTitle(ctx, say(ctx, 'hand.known'), RIGHT, y - 22);
  if (view.known.length === 0) {
    textAt(ctx, say(ctx, 'hand.known.none'), RIGHT, y + 14, 16, THEME.muted);
    return;
  }
  view.known.forEach((k, i) => {
    const x = RIGHT + (i % 2) * 168;
    const cy = y + Math.floor(i / 2) * ROW;
    knownMarkerSquare(ctx, k.value, x + 2, cy + 2, 26);
    textAt(
      ctx,
      fit(
        ctx,
        say(ctx, k.square === 0 ? 'hand.square.0' : 'hand.square.1', { city: cityWord(ctx, k.city) }),
        126,
        16,
        false,
      ),
      x + 36,
      cy + 15,
      16,
      THEME.ink,
    );
  });
}
