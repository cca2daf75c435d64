// Where each city's pieces sit around its K-1 point. The point itself is geographic; the
// card (name, routes, goods, offices) and the fleet (cogs, guild master) are set beside it,
// on land or open sea, placed by hand so that no card hides another city.
import { cityPoint } from '../map/projection';

export const CARD = { w: 166, h: 100 } as const;

/** Which side of its pin a city's harbour plate (cogs, guild master, raid markers) lies on. */
export type Side = 'right' | 'left' | 'above';

interface Place {
  /** Card's top-left corner, relative to the city's point. */
  card: { dx: number; dy: number };
  /** The side of the pin away from the card and other cities, in open water or bare land. */
  harbour: Side;
}

const PLACES: Place[] = [
  /* 0 Visby */ { card: { dx: -186, dy: -48 }, harbour: 'right' },
  /* 1 Stockholm */ { card: { dx: -184, dy: -70 }, harbour: 'right' },
  /* 2 Åbo */ { card: { dx: -96, dy: -124 }, harbour: 'right' },
  /* 3 Reval */ { card: { dx: -46, dy: 26 }, harbour: 'right' },
  /* 4 Riga */ { card: { dx: -42, dy: 22 }, harbour: 'left' },
  /* 5 Danzig */ { card: { dx: -46, dy: 24 }, harbour: 'right' },
  /* 6 Stralsund */ { card: { dx: 12, dy: 30 }, harbour: 'right' },
  /* 7 Lübeck */ { card: { dx: -56, dy: 26 }, harbour: 'above' },
  /* 8 Copenhagen */ { card: { dx: -143, dy: -104 }, harbour: 'right' },
];

export function cardRect(city: number): { x: number; y: number; w: number; h: number } {
  const p = cityPoint(city);
  const { dx, dy } = PLACES[city].card;
  return { x: Math.round(p.x + dx), y: Math.round(p.y + dy), w: CARD.w, h: CARD.h };
}

/** A harbour plate's height for one row of pieces (harbour-layout.ts places the plates). */
export const HARBOUR_H = 44;

export function harbourSide(city: number): Side {
  return PLACES[city].harbour;
}
