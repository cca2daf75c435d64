// The game's vocabularies and numbers (rulings K-1 … K-5), as `as const` tuples with
// their union types, so every other file speaks of cities, goods and colours by name.

/** K-1: cities 0–8, clockwise from Visby to Copenhagen; their names are words (src/i18n). */
export const CITY_COUNT = 9;
export type CityId = number;

/** K-1: positions for drawing (latitude N, longitude E). */
export const CITY_POSITIONS: readonly { lat: number; lon: number }[] = [
  { lat: 57.64, lon: 18.3 },
  { lat: 59.33, lon: 18.07 },
  { lat: 60.45, lon: 22.27 },
  { lat: 59.44, lon: 24.75 },
  { lat: 56.95, lon: 24.11 },
  { lat: 54.35, lon: 18.65 },
  { lat: 54.31, lon: 13.09 },
  { lat: 53.87, lon: 10.69 },
  { lat: 55.68, lon: 12.57 },
];

/** K-2: the four goods. */
export const GOODS = ['ore', 'fur', 'amber', 'salt'] as const;
export type Good = (typeof GOODS)[number];

/** K-2: pieces of each good in the box (66 in all). */
export const GOOD_SUPPLY: Readonly<Record<Good, number>> = { ore: 25, fur: 18, amber: 13, salt: 10 };

/** K-2: victory points per good. */
export const GOOD_VP: Readonly<Record<Good, number>> = { ore: 1, fur: 3, amber: 5, salt: 7 };

/** K-3: the good a city produces, which is also the colour of route markers of its number. */
const CITY_GOODS: readonly Good[] = ['ore', 'ore', 'ore', 'fur', 'fur', 'amber', 'amber', 'salt', 'salt'];
export function cityGood(city: CityId): Good {
  return CITY_GOODS[city];
}
/** K-3: a route marker's colour is the good of the city with its number. */
export const markerGood = cityGood;
/** K-3: the marker values of one colour (used by the guild master's 1:1 trades). */
const VALUES_OF: Readonly<Record<Good, readonly number[]>> = {
  ore: [0, 1, 2],
  fur: [3, 4],
  amber: [5, 6],
  salt: [7, 8],
};
export function markerValuesOf(good: Good): readonly number[] {
  return VALUES_OF[good];
}

/** K-4: route markers by value, 90 in all. */
export const MARKER_SUPPLY: readonly number[] = [14, 13, 12, 11, 10, 9, 8, 7, 6];
export const MARKER_VALUES = [0, 1, 2, 3, 4, 5, 6, 7, 8] as const;

/** K-5: player colours, in the order seats take them. */
export const COLORS = ['red', 'green', 'blue', 'yellow'] as const;
export type Color = (typeof COLORS)[number];

/** K-5: the four bonus chits, two of each. */
export const CHITS = ['threeToOne', 'extraMarker', 'moveTwo', 'secretPassage'] as const;
export type Chit = (typeof CHITS)[number];
export const CHIT_SUPPLY = 2;

/** K-5: raid markers per player (one in hand, one set aside for the guild master). */
export const RAID_MARKERS_PER_PLAYER = 2;

/** K-26: the guild master's steps that end the game (two laps). */
export const GAME_END_STEPS = 18;
/** K-50: development points that win at once. */
export const WINNING_DP = 5;
/** K-21: pairs offered in the market each round. */
export const MARKET_PAIRS = 4;

/** K-51: victory points. */
export const VP = { office: 10, chit: 20, raidInHand: 10 } as const;

/** The schema version of the stored game state; bump it with a migration in src/store. */
export const SCHEMA_VERSION = 1;
