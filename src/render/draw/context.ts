// The canvas context type every drawing function takes, and small helpers they share.
import type { SKRSContext2D } from '@napi-rs/canvas';
import { font } from '../fonts';

export type Ctx = SKRSContext2D;

export function roundRect(ctx: Ctx, x: number, y: number, w: number, h: number, r: number): void {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
}

/** Text centred on (x, y), both ways. */
export function centredText(ctx: Ctx, text: string, x: number, y: number, size: number, colour: string, bold = true): void {
  ctx.font = font(size, bold);
  ctx.fillStyle = colour;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, x, y + size * 0.04);
}

/** Text starting at x, vertically centred on y; returns the x just after it. */
export function textAt(ctx: Ctx, text: string, x: number, y: number, size: number, colour: string, bold = false): number {
  ctx.font = font(size, bold);
  ctx.fillStyle = colour;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, x, y + size * 0.04);
  return x + ctx.measureText(text).width;
}

/** Text ending at x, vertically centred on y. */
export function textRight(ctx: Ctx, text: string, x: number, y: number, size: number, colour: string, bold = false): void {
  ctx.font = font(size, bold);
  ctx.fillStyle = colour;
  ctx.textAlign = 'right';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, x, y + size * 0.04);
}

export function textWidth(ctx: Ctx, text: string, size: number, bold = false): number {
  ctx.font = font(size, bold);
  return ctx.measureText(text).width;
}
