// A canvas for the board or one of its cached layers: BOARD_SCALE pixels per board unit, so
// every drawing function works in board units whatever the image size.
import { Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import { BOARD, BOARD_SCALE } from '../layout';

export interface BoardCanvas {
  canvas: Canvas;
  ctx: SKRSContext2D;
}

export function boardCanvas(): BoardCanvas {
  const canvas = new Canvas(Math.round(BOARD.w * BOARD_SCALE), Math.round(BOARD.h * BOARD_SCALE));
  const ctx = canvas.getContext('2d');
  ctx.scale(BOARD_SCALE, BOARD_SCALE);
  return { canvas, ctx };
}

/** Lays a cached layer (made by boardCanvas) over the board, pixel for pixel. */
export function drawLayer(ctx: SKRSContext2D, layer: Canvas): void {
  ctx.drawImage(layer, 0, 0, BOARD.w, BOARD.h);
}

/**
 * Lays the first, opaque layer on a new canvas. On an empty canvas 'copy' gives the same
 * pixels as the usual blending, and skips the blend.
 */
export function drawBaseLayer(ctx: SKRSContext2D, layer: Canvas): void {
  ctx.globalCompositeOperation = 'copy';
  drawLayer(ctx, layer);
  ctx.globalCompositeOperation = 'source-over';
}
