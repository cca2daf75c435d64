// The four market pairs (K-21) and the reserve's goods and marker counts.
import { CHITS, type SharedView } from '../../engine/view';
import { roundRect, textEnd, textRight, type Ctx } from '../draw/context';
import { goodsRow } from '../draw/goods';
import { markerSquare } from '../draw/markers';
import { PANEL } from '../layout';
import { THEME } from '../theme';
import { chitTileWord, say, sayCount } from '../draw/words';
import { chitTile } from './players';
import { PAD } from './status';

const SQ = 25;

export function drawMarket(ctx: Ctx, view: SharedView, y: number): number {
  const x0 = PANEL.x + PAD;
  // Pieces start at a fixed column, or after the label where a language's word is longer.
  let x = Math.max(x0 + 62, textEnd(ctx, say(ctx, 'board.market'), x0, y + SQ / 2, 16, THEME.panelMuted) + 8);
  for (let i = 0; i < 4; i++) {
    const pair = view.market[i] ?? null;
    if (pair) {
      markerSquare(ctx, pair[0], x, y, SQ);
      markerSquare(ctx, pair[1], x + SQ + 3, y, SQ);
    } else emptyPair(ctx, x, y);
    x += 2 * SQ + 3 + 17;
  }
  return y + SQ + 12;
}

function emptyPair(ctx: Ctx, x: number, y: number): void {
  roundRect(ctx, x, y, 2 * SQ + 3, SQ, 4);
  ctx.setLineDash([4, 3]);
  ctx.lineWidth = 1.2;
  ctx.strokeStyle = 'rgba(255,255,255,0.3)';
  ctx.stroke();
  ctx.setLineDash([]);
}

export function drawReserve(ctx: Ctx, view: SharedView, y: number): number {
  const x0 = PANEL.x + PAD;
  const after = textEnd(ctx, say(ctx, 'board.reserve'), x0, y + 10, 16, THEME.panelMuted) + 8;
  goodsRow(ctx, view.reserve.goods, Math.max(x0 + 68, after), y + 10, {
    icon: 14,
    text: 16,
    colour: THEME.panelText,
    gap: 9,
    zeros: true,
  });
  textRight(
    ctx,
    sayCount(ctx, 'board.reserveMarkers', view.reserve.markerCount),
    PANEL.x + PANEL.w - PAD,
    y + 10,
    16,
    THEME.panelText,
  );
  return y + 30;
}

/** The bonus chits still to be had at the guild master (K-41b), two of each at the start. */
export function drawChitSupply(ctx: Ctx, view: SharedView, y: number): number {
  const x0 = PANEL.x + PAD;
  let x = Math.max(x0 + 124, textEnd(ctx, say(ctx, 'board.chitsLeft'), x0, y + 10, 16, THEME.panelMuted) + 8);
  for (const chit of CHITS) {
    const left = view.chitSupply[chit] ?? 0;
    ctx.globalAlpha = left > 0 ? 1 : 0.35;
    x = chitTile(ctx, chitTileWord(ctx, chit), x, y + 10) + 3;
    x = textEnd(ctx, say(ctx, 'board.times', { count: left }), x, y + 10, 15, THEME.panelText, true) + 8;
    ctx.globalAlpha = 1;
  }
  return y + 30;
}
