// Goods pieces: each kind has its own shape as well as its colour (K-2), so they tell apart
// without colour vision.
import { GOODS, type Good, type Goods } from '../../engine/view';
import { GOOD_STYLE } from '../theme';
import { forgetFont, textEnd, textWidth, type Ctx, fillAndStroke } from './context';

/** One good's piece, centred on (x, y), about `size` across. */
export function goodIcon(ctx: Ctx, good: Good, x: number, y: number, size: number): void {
  const style = GOOD_STYLE[good];
  const r = size / 2;
  ctx.beginPath();
  switch (style.shape) {
    case 'square':
      ctx.rect(x - r * 0.85, y - r * 0.85, r * 1.7, r * 1.7);
      break;
    case 'circle':
      ctx.arc(x, y, r * 0.95, 0, Math.PI * 2);
      break;
    case 'diamond':
      ctx.moveTo(x, y - r * 1.1);
      ctx.lineTo(x + r, y);
      ctx.lineTo(x, y + r * 1.1);
      ctx.lineTo(x - r, y);
      ctx.closePath();
      break;
    case 'triangle':
      ctx.moveTo(x, y - r * 1.05);
      ctx.lineTo(x + r * 1.1, y + r * 0.85);
      ctx.lineTo(x - r * 1.1, y + r * 0.85);
      ctx.closePath();
      break;
  }
  fillAndStroke(ctx, style.fill, style.edge, Math.max(1.2, size / 10));
}

export interface GoodsRowStyle {
  icon: number;
  text: number;
  colour: string;
  gap: number;
  /** Show kinds with a count of 0 too (dimmed), so columns line up in tables. */
  zeros?: boolean;
}

/** Goods as "icon count" pairs from x, centred on y; returns the x after the last one. */
export function goodsRow(ctx: Ctx, goods: Goods, x: number, y: number, style: GoodsRowStyle): number {
  let at = x;
  for (const good of GOODS) {
    const n = goods[good];
    if (n === 0 && !style.zeros) continue;
    ctx.globalAlpha = n === 0 ? 0.35 : 1;
    goodIcon(ctx, good, at + style.icon / 2, y, style.icon);
    at = textEnd(ctx, String(n), at + style.icon + 2, y, style.text, style.colour, true) + style.gap;
    ctx.globalAlpha = 1;
  }
  return at;
}

export function goodsRowWidth(ctx: Ctx, goods: Goods, style: GoodsRowStyle): number {
  let w = 0;
  for (const good of GOODS) {
    if (goods[good] === 0 && !style.zeros) continue;
    w += style.icon + 2 + textWidth(ctx, String(goods[good]), style.text, true) + style.gap;
  }
  return Math.max(0, w - style.gap);
}

/** Smaller and smaller styles of one colour, for goodsRowFitted. */
export function shrinkingStyles(
  colour: string,
  sizes: [icon: number, text: number, gap: number][],
): GoodsRowStyle[] {
  return sizes.map(([icon, text, gap]) => ({ icon, text, colour, gap }));
}

/**
 * Goods in the largest style that fits `room`; past the smallest, cut at the edge. A pile
 * can hold all four kinds with two-digit counts, which no fixed size fits.
 */
export function goodsRowFitted(
  ctx: Ctx,
  goods: Goods,
  x: number,
  y: number,
  room: number,
  styles: GoodsRowStyle[],
): void {
  const style = styles.find((s) => goodsRowWidth(ctx, goods, s) <= room);
  if (style) {
    goodsRow(ctx, goods, x, y, style);
    return;
  }
  const smallest = styles[styles.length - 1];
  ctx.save();
  ctx.beginPath();
  ctx.rect(x, y - smallest.text, room, smallest.text * 2);
  ctx.clip();
  goodsRow(ctx, goods, x, y, smallest);
  ctx.restore();
  forgetFont(ctx);
}
