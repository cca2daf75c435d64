// Where each harbour plate goes for one state. A plate first tries its city's own side (places.ts);
// a crowded one (five or more pieces, in two rows) may not fit there — off the map, over a
// card, a pin or another plate — and then slides along that side or tries the others, so no
// piece covers a city's card, name or another city's pieces.
import { CITY_COUNT } from '../../engine/view';
import { MAP } from '../layout';
import { cityPoint } from '../map/projection';
import { PIN_RADIUS } from './city-frame';
import { LEGEND_BOX, TRACK_BOX, TRACK_BOX_MAX_H } from './legend';
import { cardRect, harbourSide, type Side } from './places';

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Room between a pin's centre and its plate: the usual, then farther out where it is crowded. */
const GAPS = [20, 40, 60] as const;
/** Kept clear of the map's edge. */
const EDGE = 4;
type PlateSide = Side | 'below';
const SIDES: readonly PlateSide[] = ['right', 'left', 'above', 'below'];

/** A plate's place, and the scale its pieces are drawn at there (1 unless it had to shrink). */
export interface Plate extends Rect {
  scale: number;
}

/** Smaller and smaller, where even the farther places are taken: a crowded city between close pins. */
const SCALES = [1, 0.85, 0.72] as const;
const SMALLEST = SCALES[SCALES.length - 1];

/**
 * Plates for the cities asked, in city order, each at full size `w` × `h` if it fits
 * anywhere near its pin, smaller otherwise; each avoids the board's fixed parts and the
 * plates placed before it.
 */
export function placePlates(requests: { city: number; w: number; h: number }[]): Map<number, Plate> {
  const fixed = fixedParts();
  const plates: Rect[] = [];
  const placed = new Map<number, Plate>();
  // The biggest plate first: it has the fewest places to go.
  const biggestFirst = [...requests].sort((a, b) => b.w * b.h - a.w * a.h || a.city - b.city);
  for (const { city, w, h } of biggestFirst) {
    const plate = firstFree(city, w, h, [...fixed, ...plates]) ??
      // Nowhere free of the other plates: at least clear of the cards and pins.
      firstFree(city, w, h, fixed) ?? {
        ...at(city, harbourSide(city), w * SMALLEST, h * SMALLEST, 0),
        scale: SMALLEST,
      };
    placed.set(city, plate);
    plates.push(plate);
  }
  return new Map([...placed].sort(([a], [b]) => a - b));
}

function firstFree(city: number, w: number, h: number, taken: Rect[]): Plate | undefined {
  for (const scale of SCALES) {
    const free = candidates(city, w * scale, h * scale).find((r) => fits(r, taken));
    if (free) return { ...free, scale };
  }
  return undefined;
}

/**
 * The city's own place first, then its own side slid along and a little farther out (the tie
 * line still shows whose it is), then the other sides the same way.
 */
function candidates(city: number, w: number, h: number): Rect[] {
  const own = harbourSide(city);
  const sides: PlateSide[] = [own, ...SIDES.filter((s) => s !== own)];
  return sides.flatMap((side) =>
    GAPS.flatMap((gap) => slides(side, w, h).map((shift) => at(city, side, w, h, shift, gap))),
  );
}

/** Shifts along a side that keep the pin alongside the plate. */
function slides(side: PlateSide, w: number, h: number): number[] {
  const length = side === 'right' || side === 'left' ? h : w;
  const steps = [0];
  for (let d = 8; d <= length / 2 - 10; d += 8) steps.push(-d, d);
  return steps;
}

function at(city: number, side: PlateSide, w: number, h: number, shift: number, gap: number = GAPS[0]): Rect {
  const p = cityPoint(city);
  switch (side) {
    case 'right':
      return { x: p.x + gap, y: p.y - h / 2 + shift, w, h };
    case 'left':
      return { x: p.x - gap - w, y: p.y - h / 2 + shift, w, h };
    case 'above':
      return { x: p.x - w / 2 + shift, y: p.y - gap - h, w, h };
    case 'below':
      return { x: p.x - w / 2 + shift, y: p.y + gap, w, h };
  }
}

function fits(r: Rect, taken: Rect[]): boolean {
  const inside =
    r.x >= MAP.x + EDGE &&
    r.y >= MAP.y + EDGE &&
    r.x + r.w <= MAP.x + MAP.w - EDGE &&
    r.y + r.h <= MAP.y + MAP.h - EDGE;
  return inside && !taken.some((t) => meets(r, t));
}

function meets(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/** Where the gold "1"/"2" step badge of a city goes: above its pin, or left of it where the plate is above. */
export function stepBadgeCentre(city: number): { x: number; y: number } {
  const p = cityPoint(city);
  return harbourSide(city) === 'above'
    ? { x: p.x - PIN_RADIUS - 8, y: p.y - 6 }
    : { x: p.x, y: p.y - PIN_RADIUS - 9 };
}
export const STEP_BADGE_RADIUS = 10;

/** What a plate must never cover: cards, pins with the guild master's ring, step badges, the key. */
function fixedParts(): Rect[] {
  const parts: Rect[] = [];
  const ring = PIN_RADIUS + 5;
  const badge = STEP_BADGE_RADIUS + 1;
  for (let city = 0; city < CITY_COUNT; city++) {
    const card = cardRect(city);
    parts.push({ x: card.x - 2, y: card.y - 2, w: card.w + 4, h: card.h + 4 });
    const p = cityPoint(city);
    parts.push({ x: p.x - ring, y: p.y - ring, w: 2 * ring, h: 2 * ring });
    const b = stepBadgeCentre(city);
    parts.push({ x: b.x - badge, y: b.y - badge, w: 2 * badge, h: 2 * badge });
  }
  parts.push({ ...LEGEND_BOX });
  parts.push({ x: TRACK_BOX.x, y: TRACK_BOX.y, w: TRACK_BOX.w, h: TRACK_BOX_MAX_H });
  return parts;
}
