// Issue 13: a city with five or more pieces (cogs, guild master, END marker, raid markers)
// used to stretch its harbour plate in one row, off the map or over other cities. Plates now
// take two rows, then slide, move farther out or to another side, then shrink, so that none
// covers a card, a pin or another plate, and no piece's letter runs into a word.
import { describe, expect, it } from 'vitest';
import { CITY_COUNT, publicView } from '../../src/engine/index';
import { drawBoard } from '../../src/render/index';
import { placePlates, type Rect } from '../../src/render/board/harbour-layout';
import { cardRect } from '../../src/render/board/places';
import { PIN_RADIUS } from '../../src/render/board/city-frame';
import { MAP } from '../../src/render/layout';
import { cityPoint } from '../../src/render/map/projection';
import { overlaps, recordText, type DrawnText } from './drawn-text';
import { crowdedCityState, midGameState } from './fixtures';

/** Nine pieces in two rows (END, guild master, three raid markers; four cogs): the plate's full size. */
const CROWDED = { w: 4 * 42 + 8, h: 44 + 40 };
/** The most another city can hold then: the cogs are all in the crowded one, so raid markers. */
const ONE_ROW = { w: 3 * 28 + 8, h: 44 };

const meets = (a: Rect, b: Rect) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** What a plate covers of the board: the cards and pins it meets, the map's edge it crosses, the plates it meets. */
function collisions(plates: Map<number, Rect>): string[] {
  const found: string[] = [];
  const list = [...plates];
  for (const [city, plate] of list) {
    const inside =
      plate.x >= MAP.x && plate.y >= MAP.y && plate.x + plate.w <= MAP.w && plate.y + plate.h <= MAP.h;
    if (!inside) found.push(`${city}: off the map`);
    for (let other = 0; other < CITY_COUNT; other++) {
      if (meets(plate, cardRect(other))) found.push(`${city}: card ${other}`);
      const p = cityPoint(other);
      const pin = { x: p.x - PIN_RADIUS, y: p.y - PIN_RADIUS, w: 2 * PIN_RADIUS, h: 2 * PIN_RADIUS };
      if (meets(plate, pin)) found.push(`${city}: pin ${other}`);
    }
    for (const [city2, plate2] of list)
      if (city2 > city && meets(plate, plate2)) found.push(`${city}: plate ${city2}`);
  }
  return found;
}

describe('render: harbour plates stay clear of cards, pins and each other', () => {
  for (let city = 0; city < CITY_COUNT; city++) {
    it(`city ${city} crowded (nine pieces) beside a plate of three raid markers at every other city`, () => {
      const requests = Array.from({ length: CITY_COUNT }, (_, c) => ({
        city: c,
        ...(c === city ? CROWDED : ONE_ROW),
      }));
      const plates = placePlates(requests);
      expect(collisions(plates)).toEqual([]);
      // Shrunk only as far as needed, never below the smallest readable scale.
      expect((plates.get(city) as { scale: number }).scale).toBeGreaterThanOrEqual(0.72);
    });
  }

  it('the check finds a plate that covers a card (it can fail)', () => {
    // Reval's crowded plate in one row on its own side runs off the map and over its card.
    const p = cityPoint(3);
    const naive = { x: p.x + 20, y: p.y - 22, w: 9 * 36, h: 44 };
    expect(collisions(new Map([[3, naive]])).length).toBeGreaterThan(0);
  });
});

describe('render: a crowded city on the board', () => {
  // The cached layer (cards, city names, the key) is drawn once: its words are taken from the
  // first drawing and checked against each crowded board's pieces.
  const first = recordText(() => drawBoard(publicView(midGameState())));
  const again = recordText(() => drawBoard(publicView(midGameState())));
  const cached: DrawnText[] = first.filter(
    (d) => !again.some((e) => e.text === d.text && e.box[0] === d.box[0] && e.box[1] === d.box[1]),
  );

  it('the cached layer is found (the check below sees city names)', () => {
    expect(cached.map((d) => d.text)).toContain('3 Reval');
  });

  for (let city = 0; city < CITY_COUNT; city++) {
    it(`city ${city} with every cog, the guild master, END and three raid markers: no text overlaps another, city names included`, () => {
      const drawn = recordText(() => drawBoard(publicView(crowdedCityState(city))));
      expect(overlaps([...cached, ...drawn])).toEqual([]);
    });
  }
});
