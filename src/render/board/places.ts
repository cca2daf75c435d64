// Where each city's pieces sit around its K-1 point. The point itself is geographic; the
// card (name, routes, goods, offices) and the fleet (cogs, guild master) are set beside it,
// on land or open sea, placed by hand so that no card hides another city.
import { cityPoint } from '../map/projection';

export const CARD = { w: 166, h: 100 } as const;

interface Place {
  /** Card's top-left corner, relative to the city's point. */
  card: { dx: number; dy: number };
  /** Centre of the row of cogs, relative to the city's point (in open water). */
  fleet: { dx: number; dy: number };
}

const PLACES: Place[] = [
  /* 0 Visby */ { card: { dx: -186, dy: -48 }, fleet: { dx: 44, dy: 6 } },
  /* 1 Stockholm */ { card: { dx: -184, dy: -70 }, fleet: { dx: 42, dy: 20 } },
  /* 2 Åbo */ { card: { dx: -96, dy: -124 }, fleet: { dx: -10, dy: 34 } },
  /* 3 Reval */ { card: { dx: -46, dy: 26 }, fleet: { dx: -10, dy: -26 } },
  /* 4 Riga */ { card: { dx: -42, dy: 22 }, fleet: { dx: -40, dy: -22 } },
  /* 5 Danzig */ { card: { dx: -46, dy: 24 }, fleet: { dx: 6, dy: -32 } },
  /* 6 Stralsund */ { card: { dx: 12, dy: 30 }, fleet: { dx: 36, dy: -22 } },
  /* 7 Lübeck */ { card: { dx: -56, dy: 26 }, fleet: { dx: 26, dy: -30 } },
  /* 8 Copenhagen */ { card: { dx: -143, dy: -104 }, fleet: { dx: 44, dy: 26 } },
];

export function cardRect(city: number): { x: number; y: number; w: number; h: number } {
  const p = cityPoint(city);
  const { dx, dy } = PLACES[city].card;
  return { x: Math.round(p.x + dx), y: Math.round(p.y + dy), w: CARD.w, h: CARD.h };
}

export function fleetCentre(city: number): { x: number; y: number } {
  const p = cityPoint(city);
  const { dx, dy } = PLACES[city].fleet;
  return { x: p.x + dx, y: p.y + dy };
}
