// The parts of the board that never change — each city's pin, card, header with number,
// name and good, empty slots, and the key — drawn once into a cached transparent layer laid
// over the route arrows.
import type { Canvas } from '@napi-rs/canvas';
import { CITY_COUNT, cityGood } from '../../engine/view';
import { roundRect, centredText, fit, textAt, type Ctx, fillAndStroke } from '../draw/context';
import { goodIcon } from '../draw/goods';
import { cityWord, say, useLocale } from '../draw/words';
import { cityPoint } from '../map/projection';
import { GOOD_STYLE, THEME } from '../theme';
import { boardCanvas } from './board-canvas';
import { legend } from './legend';
import { cardRect } from './places';

export const PIN_RADIUS = 13;
export const SQUARE = { size: 27, y: 31, x: [6, 37] } as const;
export const OFFICE = { y: 64, w: 75, h: 30, x: [6, 85] } as const;
export const HEADER_H = 26;

// One layer per language: the city names and the key are words.
const cached = new Map<string, Canvas>();

export function cityFrames(locale: string): Canvas {
  const done = cached.get(locale);
  if (done) return done;
  const canvas = drawCityFrames(locale);
  cached.set(locale, canvas);
  return canvas;
}

/** The layer drawn afresh, uncached: the goldens record its words (the key's figures among them). */
export function drawCityFrames(locale: string): Canvas {
  const { canvas, ctx } = boardCanvas();
  useLocale(ctx, locale);
  for (let city = 0; city < CITY_COUNT; city++) leaderLine(ctx, city);
  for (let city = 0; city < CITY_COUNT; city++) {
    cityCard(ctx, city);
    cityPin(ctx, city);
  }
  legend(ctx);
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
  // The name stops short of the good's icon at the right, however long a language's name is.
  const name = fit(
    ctx,
    say(ctx, 'board.city', { number: city, city: cityWord(ctx, city) }),
    w - 34,
    18,
    true,
  );
  textAt(ctx, name, x + 7, y + HEADER_H / 2, 18, style.text, true);
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
