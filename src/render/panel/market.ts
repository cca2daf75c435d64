// The four market pairs (K-21) and the reserve's goods and marker counts.
import { CHITS, type PublicView } from '../../engine/index';
import { roundRect, textAt, textEnd, textRight, type Ctx } from '../draw/context';
import { goodsRow } from '../draw/goods';
import { markerSquare } from '../draw/markers';
import { PANEL } from '../layout';
import { THEME } from '../theme';
import { CHIT_TILES } from './labels';
import { chitTile } from './players';
import { PAD } from './status';

const SQ = 25;

export function drawMarket(ctx: Ctx, view: PublicView, y: number): number {
  const x0 = PANEL.x + PAD;
  textAt(ctx, 'Market', x0, y + SQ / 2, 16, THEME.panelMuted);
  let x = x0 + 62;
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

export function drawReserve(ctx: Ctx, view: PublicView, y: number): number {
  const x0 = PANEL.x + PAD;
  textAt(ctx, 'Reserve', x0, y + 10, 16, THEME.panelMuted);
  goodsRow(ctx, view.reserve.goods, x0 + 68, y + 10, { icon: 14, text: 16, colour: THEME.panelText, gap: 9, zeros: true });
  textRight(ctx, `${view.reserve.markerCount} markers`, PANEL.x + PANEL.w - PAD, y + 10, 16, THEME.panelText);
  return y + 30;
}

/** The bonus chits still to be had at the guild master (K-41b), two of each at the start. */
export function drawChitSupply(ctx: Ctx, view: PublicView, y: number): number {
  const x0 = PANEL.x + PAD;
  textAt(ctx, 'Bonus chits left', x0, y + 10, 16, THEME.panelMuted);
  let x = x0 + 124;
  for (const chit of CHITS) {
    const left = view.chitSupply[chit] ?? 0;
    ctx.globalAlpha = left > 0 ? 1 : 0.35;
    x = chitTile(ctx, CHIT_TILES[chit], x, y + 10) + 3;
    x = textEnd(ctx, `×${left}`, x, y + 10, 15, THEME.panelText, true) + 8;
    ctx.globalAlpha = 1;
  }
  return y + 30;
}
