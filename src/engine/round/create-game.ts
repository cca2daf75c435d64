// A new game from a seed (K-10 … K-12), from a spec already checked (round/setup.ts checks
// one that comes from outside with zod). The start-office choice (K-13) is the first phase;
// see rules/choose-start.ts and round/start-choice.ts. No zod here: the computer players'
// worker creates games too (the review replays one) and loads no schema (engine/play.ts).
import {
  CHITS,
  CHIT_SUPPLY,
  CITY_COUNT,
  COLORS,
  GOOD_SUPPLY,
  MARKER_SUPPLY,
  SCHEMA_VERSION,
  cityGood,
  type Chit,
} from '../vocabulary/constants';
import { goodsOf, noGoods, type Goods } from '../vocabulary/goods';
import { Draft } from '../rules/draft';
import { seedRng } from '../vocabulary/random';
import type { Seed } from '../vocabulary/seed';
import { drawMarker, returnMarkers } from '../rules/common/reserve';
import { refusal, type EngineError } from '../vocabulary/errors';
import { DEFAULT_OPTIONS } from '../vocabulary/default-options';
import type { City, GameOptions, GameState, Player } from '../vocabulary/state';
import type { GameEvent } from '../vocabulary/events';

/** A seat of a new game: who sits there. */
export interface NewPlayer {
  id: string;
  name: string;
}

/** What a new game needs (round/setup.ts's NewGameSchema checks it when it comes from outside). */
export interface GameSpec {
  seed: Seed;
  /** In seat order, which is the order they joined (K-81). */
  players: NewPlayer[];
  options?: Partial<GameOptions>;
}

/** Kogge is for two to four players (K-5). */
const MIN_PLAYERS = 2;
const MAX_PLAYERS = 4;

export type NewGameResult =
  | { ok: true; state: GameState; events: GameEvent[] }
  | { ok: false; error: EngineError<'MALFORMED_GAME' | 'PLAYER_COUNT' | 'RULE_NOT_AVAILABLE'> };

/** A new game from a well-formed spec, or a typed refusal of its player count. */
export function createGame(spec: GameSpec): NewGameResult {
  const count = spec.players.length;
  if (count < MIN_PLAYERS || count > MAX_PLAYERS)
    return { ok: false, error: refusal('PLAYER_COUNT', { count, min: MIN_PLAYERS, max: MAX_PLAYERS }) };
  const options = { ...DEFAULT_OPTIONS, ...spec.options };
  // K-72.1: with conflicts, goods and markers are always hidden.
  if (options.conflicts) options.holdings = 'hidden';
  const state = emptyState(spec.seed, options, spec.players);
  const draft = new Draft(state);
  placeGuildMaster(draft);
  placeBoardMarkers(draft);
  draft.finish();
  return { ok: true, state, events: draft.events };
}

function emptyState(seed: Seed, options: GameOptions, seats: NewPlayer[]): GameState {
  const reserveGoods: Goods = { ...GOOD_SUPPLY };
  const reserveMarkers = [...MARKER_SUPPLY];
  // K-10: three goods of its own kind on each city.
  const cities: City[] = Array.from({ length: CITY_COUNT }, (_, id) => {
    reserveGoods[cityGood(id)] -= 3;
    return {
      goods: goodsOf(cityGood(id), 3),
      squares: [blankSquare(), blankSquare()],
      offices: [],
      raids: [],
    };
  });
  const players = seats.map((seat, index) =>
    startingPlayer(seat, index, options, reserveGoods, reserveMarkers),
  );
  const chitSupply = Object.fromEntries(CHITS.map((c) => [c, CHIT_SUPPLY])) as Record<Chit, number>;
  return {
    schemaVersion: SCHEMA_VERSION,
    version: 0,
    seed,
    options,
    round: 0,
    players,
    order: players.map((_, i) => i),
    cities,
    reserve: { goods: reserveGoods, markers: reserveMarkers },
    market: [],
    bids: [],
    chitSupply,
    guildMaster: { city: 0, startCity: 0, steps: 0 },
    phase: {
      kind: 'startChoice',
      picks: players.map(() => null),
      choosing: players.map(() => true),
      previous: players.map(() => null),
      repicks: 0,
    },
    offers: [],
    nextOfferId: 1,
    rng: seedRng(seed),
    log: [],
  };
}

function blankSquare() {
  return { value: 0, faceUp: true, knownBy: [] as number[] };
}

/** K-10: markers 0–8 and 2 ore and 1 fur (Memory: 2 fur), all out of the box's supply. */
function startingPlayer(
  seat: NewPlayer,
  index: number,
  options: GameOptions,
  goods: Goods,
  markers: number[],
): Player {
  const hold = noGoods();
  hold.ore = 2;
  hold.fur = options.memory ? 2 : 1;
  goods.ore -= hold.ore;
  goods.fur -= hold.fur;
  for (let v = 0; v < markers.length; v++) markers[v] -= 1;
  return {
    id: seat.id,
    name: seat.name,
    color: COLORS[index],
    cog: null,
    goods: hold,
    markers: [1, 1, 1, 1, 1, 1, 1, 1, 1],
    raidsInHand: 1,
    raidSetAside: 1,
    chits: [],
    autoCollect: true,
    absent: false,
  };
}

/** K-11: a drawn marker places the guild master and the game-end marker, then goes back. */
function placeGuildMaster(draft: Draft): void {
  const value = drawMarker(draft) as number;
  returnMarkers(draft, [value]);
  draft.state.guildMaster = { city: value, startCity: value, steps: 0 };
}

/**
 * K-12: a shuffled 0–8 set, one per city, then a second marker per city from the whole
 * reserve, redrawn until both differ from the city's number and from each other. Memory
 * (K-73): all face down and no constraints.
 */
function placeBoardMarkers(draft: Draft): void {
  const { state } = draft;
  const memory = state.options.memory;
  const firsts = [0, 1, 2, 3, 4, 5, 6, 7, 8];
  for (const v of firsts) state.reserve.markers[v] -= 1;
  do draft.rng.shuffle(firsts);
  while (!memory && firsts.some((v, city) => v === city));
  const seconds: number[] = [];
  for (let city = 0; city < CITY_COUNT; city++) {
    let second = drawMarker(draft) as number;
    while (!memory && (second === city || second === firsts[city])) {
      returnMarkers(draft, [second]);
      second = drawMarker(draft) as number;
    }
    seconds.push(second);
  }
  state.cities.forEach((city, id) => {
    city.squares = [
      { value: firsts[id], faceUp: !memory, knownBy: [] },
      { value: seconds[id], faceUp: !memory, knownBy: [] },
    ];
  });
}
