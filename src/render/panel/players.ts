// One row per player in turn order: order chit, colour and letter, name, DP, offices, bonus
// chits, raid markers, and goods and marker counts (the holdings themselves when open).
import type { Goods, PlayerSummary, SharedView } from '../../engine/view';
import {
  centredText,
  fit,
  roundRect,
  textAt,
  textEnd,
  textRight,
  textWidth,
  type Ctx,
} from '../draw/context';
import { goodsRow } from '../draw/goods';
import {
  OFFICE_PIECES,
  cogIcon,
  officeIcon,
  officeOutline,
  orderChitPlate,
  playerBadge,
  raidFlag,
} from '../draw/players';
import { PANEL } from '../layout';
import { PLAYER_STYLE, THEME } from '../theme';
import { chitTileWord, cityWord, say, sayCount } from '../draw/words';
import { blockingWaits } from './labels';
import { PAD } from './status';
import { fitName } from '../draw/names';

const ROW = 62;
const OPEN_ROW = 86;

export function drawPlayers(ctx: Ctx, view: SharedView, y: number): number {
  const waiting = new Set(blockingWaits(view).map((a) => a.player));
  for (const index of view.order) {
    const player = view.players[index];
    const h = player.goods ? OPEN_ROW : ROW;
    rowBackground(ctx, player, y, h, waiting.has(index));
    firstLine(ctx, view, player, y + 17);
    secondLine(ctx, player, y + 44);
    if (player.goods) holdingsLine(ctx, player, player.goods, y + 69);
    y += h + 4;
  }
  return y;
}

function rowBackground(ctx: Ctx, player: PlayerSummary, y: number, h: number, active: boolean): void {
  roundRect(ctx, PANEL.x + 8, y, PANEL.w - 16, h, 6);
  ctx.fillStyle = active ? THEME.rowActive : THEME.row;
  ctx.fill();
  if (active) {
    ctx.lineWidth = 2;
    ctx.strokeStyle = THEME.highlight;
    ctx.stroke();
  }
  // A stripe in the player's colour ties the row to their pieces on the map.
  ctx.beginPath();
  ctx.roundRect(PANEL.x + 8, y, 6, h, [6, 0, 0, 6]);
  ctx.fillStyle = PLAYER_STYLE[player.color].fill;
  ctx.fill();
}

function firstLine(ctx: Ctx, view: SharedView, player: PlayerSummary, y: number): void {
  let x = PANEL.x + PAD + 6;
  if (player.orderChit !== null)
    orderChitPlate(
      ctx,
      player.orderChit,
      { x, y, size: 22, font: 16 },
      { plate: THEME.panelText, figure: THEME.panel },
    );
  x += 28;
  playerBadge(ctx, player.color, x + 12, y, 24);
  const dp = say(ctx, 'board.dp', { dp: player.dp });
  textRight(ctx, dp, PANEL.x + PANEL.w - PAD, y, 18, THEME.panelText, true);
  let right = PANEL.x + PANEL.w - PAD - textWidth(ctx, dp, 18, true) - 10;
  // K-80: a seat that missed a deadline says so, beside this round's bid or a finished turn.
  const notes = [player.absent ? say(ctx, 'board.absent') : null, bidText(ctx, view, player.index)]
    .concat(hadTurn(view, player.index) ? [say(ctx, 'board.turnDone')] : [])
    .filter(Boolean)
    .join(' · ');
  const noteW = notes ? textWidth(ctx, notes, 15) + 8 : 0;
  // Where the cog lies, named, with a small cog: the map's plate shows it, the row says it.
  // Where the row is short of room the bid comes first (the phone row does the same), so a
  // bid of three markers is never cut to "bid 6+1…".
  if (player.cog !== null) {
    const city = cityWord(ctx, player.cog);
    const nameNeed = Math.min(60, textWidth(ctx, player.name, 18, true));
    if (right - textWidth(ctx, city, 15) - 30 - (x + 30) - noteW >= nameNeed) {
      right -= textWidth(ctx, city, 15);
      textAt(ctx, city, right, y, 15, THEME.panelMuted);
      cogIcon(ctx, player.color, right - 12, y + 1, 20);
      right -= 30;
    }
  }
  const nameMax = Math.max(40, right - (x + 30) - noteW);
  const name = fitName(ctx, player.name, nameMax, 18, true);
  const end = textEnd(ctx, name.text, x + 30, y, name.size, THEME.panelText, true);
  if (notes) textAt(ctx, fit(ctx, notes, right - end - 8, 15, false), end + 8, y, 15, THEME.panelMuted);
}

/** Whether the player has had their turn this round (K-27: turns go in order). */
function hadTurn(view: SharedView, player: number): boolean {
  if (view.phase.kind !== 'turn') return false;
  return view.order.indexOf(player) < view.order.indexOf(view.phase.player);
}

/** This round's public bid (K-22) while it still matters; during the secret start choice, only whether one picked. */
export function bidText(ctx: Ctx, view: SharedView, player: number): string | null {
  if (view.phase.kind === 'startChoice')
    return view.phase.picked.includes(player) ? say(ctx, 'board.picked') : null;
  if (view.phase.kind !== 'bidding' && view.phase.kind !== 'guildMaster') return null;
  const bid = view.bids.find((b) => b.player === player);
  if (!bid) return null;
  return bid.markers
    ? say(ctx, 'board.bid', { markers: [...bid.markers].sort((a, b) => b - a).join('+') })
    : say(ctx, 'board.passed');
}

function secondLine(ctx: Ctx, player: PlayerSummary, y: number): void {
  let x = PANEL.x + PAD + 10;
  officeIcon(ctx, player.color, x + 9, y, 18);
  x =
    textEnd(ctx, say(ctx, 'board.times', { count: player.offices }), x + 20, y, 16, THEME.panelText, true) +
    4;
  // The offices still in the player's supply, as on the table (a fifth is allowed and wins).
  for (let i = player.offices; i < OFFICE_PIECES; i++, x += 12)
    officeOutline(ctx, x + 6, y, 10, THEME.panelMuted);
  x += 8;
  x = raidFlags(ctx, player, x, y) + 8;
  for (const chit of player.chits) x = chitTile(ctx, chitTileWord(ctx, chit), x, y) + 4;
  const right = PANEL.x + PANEL.w - PAD;
  const holdings = fit(
    ctx,
    say(ctx, 'board.holdings', {
      goods: sayCount(ctx, 'board.goodsCount', player.goodsCount),
      markers: sayCount(ctx, 'board.markerCount', player.markerCount),
    }),
    right - x - 6,
    16,
    false,
  );
  textRight(ctx, holdings, right, y, 16, THEME.panelMuted);
}

/** Raid markers in hand in full colour; the one set aside for the guild master faded. */
function raidFlags(ctx: Ctx, player: PlayerSummary, x: number, y: number): number {
  for (let i = 0; i < player.raidsInHand + player.raidSetAside; i++) {
    ctx.globalAlpha = i < player.raidsInHand ? 1 : 0.35;
    raidFlag(ctx, player.color, x + 10, y, 20);
    ctx.globalAlpha = 1;
    x += 18;
  }
  return x;
}

/** A bonus chit's small tile ("3:1", "+1", "2×", "SP"), from x, centred on y; returns its right edge. */
export function chitTile(ctx: Ctx, label: string, x: number, y: number, size = 13): number {
  const w = chitTileWidth(ctx, label, size);
  const h = Math.round(size * 1.55);
  roundRect(ctx, x, y - h / 2, w, h, 4);
  ctx.fillStyle = THEME.guildMaster;
  ctx.fill();
  centredText(ctx, label, x + w / 2, y, size, THEME.ink);
  return x + w;
}

export function chitTileWidth(ctx: Ctx, label: string, size = 13): number {
  return textWidth(ctx, label, size, true) + Math.round(size * 0.6);
}

/** Open holdings (K-60 option): the goods by kind and the markers themselves. */
function holdingsLine(ctx: Ctx, player: PlayerSummary, goods: Goods, y: number): void {
  const x = PANEL.x + PAD + 10;
  const after = goodsRow(ctx, goods, x, y, {
    icon: 13,
    text: 15,
    colour: THEME.panelText,
    gap: 6,
    zeros: true,
  });
  const list = markerList(ctx, player.markers ?? []);
  textAt(
    ctx,
    fit(ctx, list, PANEL.x + PANEL.w - PAD - after - 8, 15, false),
    after + 8,
    y,
    15,
    THEME.panelText,
  );
}

/** "0 3×2 5 8": each value held, with its count when more than one. */
function markerList(ctx: Ctx, counts: readonly number[]): string {
  const parts = counts.flatMap((n, value) =>
    n === 0 ? [] : [n === 1 ? `${value}` : `${value}${say(ctx, 'board.times', { count: n })}`],
  );
  return parts.length > 0 ? parts.join(' ') : say(ctx, 'board.noMarkers');
}
