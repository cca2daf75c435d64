// Issue 38: the shapes that point at a place on the map (the last move, the panel's lettered
// choices): a ring round a pin or a cog, an outline round a card, a square or an office, and a
// letter badge. Each outline lies on a white casing edged in ink, so it reads on sea, land,
// card and a piece of its own colour.
import { CITY_COUNT } from '../../engine/view';
import { centredText, roundRect, textWidth, type Ctx } from '../draw/context';
import { MAP } from '../layout';
import { cityPoint } from '../map/projection';
import { THEME } from '../theme';
import { OFFICE, PIN_RADIUS, SQUARE } from './city-frame';
import { stepBadgeCentre, STEP_BADGE_RADIUS, type Rect } from './harbour-layout';
import { LEGEND_BOX, TRACK_BOX, TRACK_BOX_MAX_H } from './legend';
import { cardRect } from './places';

/** A mark's outline: `colour` over a white casing, edged in ink so that it reads on its own colour too. */
export interface Outline {
  colour: string;
  width: number;
  dash?: number[];
}

function stroke(ctx: Ctx, line: Outline): void {
  ctx.setLineDash(line.dash ?? []);
  ctx.lineWidth = line.width + 6;
  ctx.strokeStyle = THEME.ink;
  ctx.stroke();
  ctx.lineWidth = line.width + 3.5;
  ctx.strokeStyle = '#ffffff';
  ctx.stroke();
  ctx.lineWidth = line.width;
  ctx.strokeStyle = line.colour;
  ctx.stroke();
  ctx.setLineDash([]);
}

/** A ring round a point (a pin: PIN_RADIUS plus the room wanted). */
export function ring(ctx: Ctx, x: number, y: number, radius: number, line: Outline): void {
  ctx.beginPath();
  ctx.arc(x, y, radius, 0, Math.PI * 2);
  stroke(ctx, line);
}

/** An outline round a rectangle, `pad` units outside it. */
export function outline(ctx: Ctx, r: Rect, pad: number, line: Outline, corner = 6): void {
  roundRect(ctx, r.x - pad, r.y - pad, r.w + 2 * pad, r.h + 2 * pad, corner + pad);
  stroke(ctx, line);
}

/** One of a city card's two route squares. */
export function squareRect(city: number, square: number): Rect {
  const card = cardRect(city);
  return { x: card.x + SQUARE.x[square], y: card.y + SQUARE.y, w: SQUARE.size, h: SQUARE.size };
}

/** One of a city card's two office slots. */
export function officeRect(city: number, slot: number): Rect {
  const card = cardRect(city);
  return { x: card.x + OFFICE.x[slot], y: card.y + OFFICE.y, w: OFFICE.w, h: OFFICE.h };
}

/** A letter badge's size: `big` on the sea beside a pin or an arrow, small on a card's square. */
export const BADGE = { big: { radius: 18, font: 25 }, small: { radius: 12, font: 17 } } as const;

/**
 * A letter (or a few, "A B") in a dark badge, centred on (x, y): dark, so it reads on every
 * colour of the map, with the highlight's gold letter the moving cog's routes are drawn in.
 */
export function letterBadge(ctx: Ctx, text: string, x: number, y: number, size: keyof typeof BADGE): void {
  const { radius, font } = BADGE[size];
  const w = Math.max(0, textWidth(ctx, text, font, true) - font * 0.7);
  roundRect(ctx, x - radius - w / 2, y - radius, 2 * radius + w, 2 * radius, radius);
  ctx.fillStyle = THEME.ink;
  ctx.fill();
  ctx.lineWidth = 2.5;
  ctx.strokeStyle = '#ffffff';
  ctx.stroke();
  centredText(ctx, text, x, y, font, THEME.highlight, true);
}

/** What a badge beside a pin must not cover: cards, pins, step badges, the key, and the plates drawn. */
function taken(plates: readonly Rect[]): Rect[] {
  const parts: Rect[] = [...plates];
  const pin = PIN_RADIUS + 5;
  for (let city = 0; city < CITY_COUNT; city++) {
    const card = cardRect(city);
    parts.push({ x: card.x - 2, y: card.y - 2, w: card.w + 4, h: card.h + 4 });
    const p = cityPoint(city);
    parts.push({ x: p.x - pin, y: p.y - pin, w: 2 * pin, h: 2 * pin });
    const b = stepBadgeCentre(city);
    const r = STEP_BADGE_RADIUS + 1;
    parts.push({ x: b.x - r, y: b.y - r, w: 2 * r, h: 2 * r });
  }
  parts.push({ ...LEGEND_BOX }, { x: TRACK_BOX.x, y: TRACK_BOX.y, w: TRACK_BOX.w, h: TRACK_BOX_MAX_H });
  return parts;
}

const overlaps = (a: Rect, b: Rect) =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** Directions round a pin, the diagonals first: they keep clear of the pin's own card and plate best. */
const AROUND = [-3, -1, 3, 1, 2, -2, 0, 4].map((i) => (i * Math.PI) / 4 - Math.PI / 2);

/**
 * Where a big badge beside a point goes: the first direction round it, at `distance`, that
 * covers none of the board's parts (nor `also`, badges placed before) and stays on the map; the
 * least crowded one where every direction covers something.
 */
export function besidePoint(
  p: { x: number; y: number },
  distance: number,
  plates: readonly Rect[],
  also: readonly Rect[] = [],
): { x: number; y: number } {
  const parts = [...taken(plates), ...also];
  const r = BADGE.big.radius + 2;
  let best = { x: p.x, y: p.y - distance };
  let fewest = Infinity;
  for (const d of [distance, distance + 14]) {
    for (const angle of AROUND) {
      const c = { x: p.x + Math.cos(angle) * d, y: p.y + Math.sin(angle) * d };
      const box = { x: c.x - r, y: c.y - r, w: 2 * r, h: 2 * r };
      if (box.x < MAP.x || box.y < MAP.y || box.x + box.w > MAP.x + MAP.w || box.y + box.h > MAP.y + MAP.h)
        continue;
      const hits = parts.filter((part) => overlaps(box, part)).length;
      if (hits === 0) return c;
      if (hits < fewest) [best, fewest] = [c, hits];
    }
  }
  return best;
}

/** A badge's box, for the badges placed after it. */
export function badgeBox(c: { x: number; y: number }): Rect {
  const r = BADGE.big.radius + 2;
  return { x: c.x - r, y: c.y - r, w: 2 * r, h: 2 * r };
}
