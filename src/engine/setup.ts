// A new game from a seed (K-10 … K-12). The start-office choice (K-13) is the first phase;
// see start.ts.
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
} from './constants';
import { goodsOf, noGoods, type Goods } from './goods';
import { Play } from './play';
import { seedRng } from './random';
import { drawMarker, returnMarkers } from './reserve';
import { DEFAULT_OPTIONS, type City, type GameOptions, type GameState, type Player } from './state';
import type { GameEvent } from './events';

export interface NewPlayer {
  id: string;
  name: string;
}

export interface NewGame {
  seed: number;
  /** In seat order, which is the order they joined (K-81). */
  players: NewPlayer[];
  options?: Partial<GameOptions>;
}

export function newGame(spec: NewGame): { state: GameState; events: GameEvent[] } {
  if (spec.players.length < 2 || spec.players.length > 4) throw new RangeError('Kogge is for 2–4 players');
  const options = { ...DEFAULT_OPTIONS, ...spec.options };
  // K-72.1: with conflicts, goods and markers are always hidden.
  if (options.conflicts) options.holdings = 'hidden';
  const state = emptyState(spec.seed, options, spec.players);
  const play = new Play(state);
  placeGuildMaster(play);
  placeBoardMarkers(play);
  play.finish();
  return { state, events: play.events };
}

function emptyState(seed: number, options: GameOptions, seats: NewPlayer[]): GameState {
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
function placeGuildMaster(play: Play): void {
  const value = drawMarker(play) as number;
  returnMarkers(play, [value]);
  play.state.guildMaster = { city: value, startCity: value, steps: 0 };
}

/**
 * K-12: a shuffled 0–8 set, one per city, then a second marker per city from the whole
 * reserve, redrawn until both differ from the city's number and from each other. Memory
 * (K-73): all face down and no constraints.
 */
function placeBoardMarkers(play: Play): void {
  const { state } = play;
  const memory = state.options.memory;
  const firsts = [0, 1, 2, 3, 4, 5, 6, 7, 8];
  for (const v of firsts) state.reserve.markers[v] -= 1;
  do play.rng.shuffle(firsts);
  while (!memory && firsts.some((v, city) => v === city));
  const seconds: number[] = [];
  for (let city = 0; city < CITY_COUNT; city++) {
    let second = drawMarker(play) as number;
    while (!memory && (second === city || second === firsts[city])) {
      returnMarkers(play, [second]);
      second = drawMarker(play) as number;
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
