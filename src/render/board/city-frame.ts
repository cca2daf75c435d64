// The parts of the board that never change — each city's pin, card, header with number,
// name and good, empty slots, and the key — drawn once into a cached transparent layer laid
// over the route arrows.
import type { Canvas } from '@napi-rs/canvas';
import { CITY_NAMES, cityGood } from '../../engine/index';
import { roundRect, centredText, textAt, type Ctx, fillAndStroke } from '../draw/context';
import { goodIcon } from '../draw/goods';
import { cityPoint } from '../map/projection';
import { GOOD_STYLE, THEME } from '../theme';
import { boardCanvas } from './board-canvas';
import { legend } from './legend';
import { cardRect } from './places';

export const PIN_RADIUS = 13;
export const SQUARE = { size: 27, y: 31, x: [6, 37] } as const;
export const OFFICE = { y: 64, w: 75, h: 30, x: [6, 85] } as const;
export const HEADER_H = 26;

let cached: Canvas | null = null;

export function cityFrames(): Canvas {
  if (cached) return cached;
  const { canvas, ctx } = boardCanvas();
  for (let city = 0; city < CITY_NAMES.length; city++) leaderLine(ctx, city);
  for (let city = 0; city < CITY_NAMES.length; city++) {
    cityCard(ctx, city);
    cityPin(ctx, city);
  }
  legend(ctx);
  cached = canvas;
  return canvas;
}

function leaderLine(ctx: Ctx, city: number): void {
  const p = cityPoint(city);
  const r = cardRect(city);
  const tx = Math.min(Math.max(p.x, r.x + 10), r.x + r.w - 10);
  const ty = Math.min(Math.max(p.y, r.y + 10), r.y + r.h - 10);
  ctx.beginPath();
  ctx.moveTo(p.x, p.y);
  ctx.lineTo(tx, ty);
  ctx.lineWidth = 2;
  ctx.strokeStyle = THEME.cardEdge;
  ctx.stroke();
}

function cityPin(ctx: Ctx, city: number): void {
  const p = cityPoint(city);
  const style = GOOD_STYLE[cityGood(city)];
  ctx.beginPath();
  ctx.arc(p.x, p.y, PIN_RADIUS, 0, Math.PI * 2);
  fillAndStroke(ctx, style.fill, THEME.ink, 2.5);
  centredText(ctx, String(city), p.x, p.y, 17, style.text);
}

function cityCard(ctx: Ctx, city: number): void {
  const { x, y, w, h } = cardRect(city);
  const style = GOOD_STYLE[cityGood(city)];
  ctx.save();
  ctx.shadowColor = 'rgba(0,0,0,0.25)';
  ctx.shadowBlur = 6;
  ctx.shadowOffsetY = 2;
  roundRect(ctx, x, y, w, h, 8);
  ctx.fillStyle = THEME.card;
  ctx.fill();
  ctx.restore();
  // Header band in the city's colour (the board's cities are coloured by their good).
  ctx.beginPath();
  ctx.roundRect(x, y, w, HEADER_H, [8, 8, 0, 0]);
  ctx.fillStyle = style.fill;
  ctx.fill();
  textAt(ctx, `${city} ${CITY_NAMES[city]}`, x + 7, y + HEADER_H / 2, 18, style.text, true);
  roundRect(ctx, x, y, w, h, 8);
  ctx.lineWidth = 2;
  ctx.strokeStyle = THEME.cardEdge;
  ctx.stroke();
  goodIcon(ctx, cityGood(city), x + w - 14, y + HEADER_H / 2, 15);
  for (const ox of OFFICE.x) emptyOffice(ctx, x + ox, y + OFFICE.y);
}

function emptyOffice(ctx: Ctx, x: number, y: number): void {
  roundRect(ctx, x, y, OFFICE.w, OFFICE.h, 5);
  ctx.setLineDash([4, 3]);
  ctx.lineWidth = 1.5;
  ctx.strokeStyle = '#9a8d72';
  ctx.stroke();
  ctx.setLineDash([]);
}
