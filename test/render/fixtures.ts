// Fixed game states for the golden images. Each is a new game whose board, hands and phase
// are then set field by field, so a golden changes only when the picture does, not when
// the engine's random draws or its random player change.
import {
  GameStateSchema,
  newGame,
  type GameOptions,
  type GameState,
  type PublicEvent,
} from '../../src/engine/index';

const NAMES = ['Ada', 'Bert', 'Cleo', 'Dirk'];

type Goods = { ore: number; fur: number; amber: number; salt: number };
const g = (ore = 0, fur = 0, amber = 0, salt = 0): Goods => ({ ore, fur, amber, salt });
const counts = (values: number[]): number[] =>
  values.reduce((c, v) => (c[v]++, c), [0, 0, 0, 0, 0, 0, 0, 0, 0]);

function base(players: number, options: Partial<GameOptions> = {}): GameState {
  const seats = NAMES.slice(0, players).map((name, i) => ({ id: `p${i}`, name }));
  const game = newGame({ seed: 1, players: seats, options });
  if (!game.ok) throw new Error(game.error.code);
  return game.state;
}

/** Both squares of every city, face up unless listed in `down` as "city:square". */
function squares(
  state: GameState,
  values: [number, number][],
  down: string[] = [],
  knownBy: Record<string, number[]> = {},
): void {
  state.cities.forEach((city, id) => {
    city.squares = [0, 1].map((sq) => ({
      value: values[id][sq],
      faceUp: !down.includes(`${id}:${sq}`),
      knownBy: knownBy[`${id}:${sq}`] ?? [],
    })) as GameState['cities'][number]['squares'];
  });
}

const ROUTES: [number, number][] = [
  [1, 4],
  [5, 2],
  [3, 1],
  [0, 7],
  [6, 2],
  [2, 4],
  [8, 7],
  [3, 8],
  [7, 1],
];

function log(state: GameState, events: PublicEvent[]): void {
  state.log = events as unknown as GameState['log'];
}

function check(state: GameState): GameState {
  return GameStateSchema.parse(state) as GameState;
}

/** Four players just after the start offices: round 1's auction is open. */
export function startState(): GameState {
  const s = base(4);
  squares(s, ROUTES);
  const starts = [2, 4, 5, 7];
  s.players.forEach((p, i) => {
    p.cog = starts[i];
    p.markers = counts([0, 1, 2, 3, 4, 5, 6, 7, 8].filter((v) => v !== starts[i]));
    s.cities[starts[i]].offices = [{ owner: i, goods: g() }];
  });
  s.round = 1;
  s.version = 5;
  s.order = [0, 1, 2, 3];
  s.guildMaster = { city: 3, startCity: 3, steps: 0 };
  s.market = [
    [0, 3],
    [5, 5],
    [1, 8],
    [2, 6],
  ];
  s.bids = [{ player: 0, markers: [4, 0] }];
  s.phase = { kind: 'bidding', next: 1 };
  log(s, [
    { type: 'startRevealed', picks: starts.map((city, player) => ({ player, city })), repick: [] },
    { type: 'orderSet', order: [0, 1, 2, 3] },
    { type: 'roundStarted', round: 1 },
    {
      type: 'marketDrawn',
      pairs: [
        [0, 3],
        [5, 5],
        [1, 8],
        [2, 6],
      ],
    },
    { type: 'bid', player: 0, markers: [4, 0] },
  ]);
  return check(s);
}

/** Round 6, a turn under way: face-down routes, raid markers, offices with goods, chits. */
export function midGameState(): GameState {
  const s = base(4);
  squares(s, ROUTES, ['1:1', '5:0', '6:1'], { '1:1': [2], '5:0': [0] });
  s.round = 6;
  s.version = 148;
  s.order = [2, 0, 3, 1];
  s.guildMaster = { city: 6, startCity: 3, steps: 7 };
  const where = [4, 1, 4, 8];
  s.players.forEach((p, i) => (p.cog = where[i]));
  Object.assign(s.players[0], {
    goods: g(1, 2, 1, 0),
    markers: counts([0, 0, 3, 5, 8]),
    chits: ['threeToOne'],
    raidsInHand: 0,
  });
  Object.assign(s.players[1], { goods: g(4, 0, 0, 1), markers: counts([1, 2, 2, 6]), chits: [] });
  Object.assign(s.players[2], {
    goods: g(0, 1, 2, 2),
    markers: counts([4, 7, 7]),
    chits: ['moveTwo', 'extraMarker'],
    raidSetAside: 0,
    raidsInHand: 2,
  });
  Object.assign(s.players[3], {
    goods: g(2, 0, 0, 0),
    markers: counts([0, 1, 3, 4, 5, 6, 8]),
    chits: [],
    raidsInHand: 0,
    absent: true,
  });
  s.chitSupply = { threeToOne: 1, extraMarker: 1, moveTwo: 1, secretPassage: 2 };
  s.cities[2].offices = [
    { owner: 0, goods: g(2) },
    { owner: 2, goods: g(1) },
  ];
  s.cities[4].offices = [{ owner: 1, goods: g(0, 3) }];
  s.cities[5].offices = [{ owner: 2, goods: g() }];
  s.cities[7].offices = [
    { owner: 3, goods: g(0, 0, 0, 2) },
    { owner: 3, goods: g() },
  ];
  s.cities[0].offices = [{ owner: 0, goods: g(1) }];
  s.cities[6].raids = [0];
  s.cities[8].raids = [3];
  s.cities[3].goods = g(2, 5, 1, 0);
  s.cities[6].goods = g(0, 0, 6, 1);
  s.cities[1].goods = g(7, 0, 0, 0);
  s.market = [null, [3, 4], null, [0, 7]];
  s.phase = {
    kind: 'turn',
    index: 1,
    turn: { player: 0, startCity: 3, moves: 2, acting: false, actionsUsed: [], raid: null },
  };
  log(s, [
    { type: 'guildMasterMoved', player: 2, from: 5, to: 6, steps: 1, passed: 1, total: 7 },
    { type: 'guildMasterSupplied', city: 6, good: 'amber', count: 2 },
    { type: 'turnStarted', player: 2, city: 5 },
    { type: 'routeChanged', player: 2, city: 5, square: 0, taken: 2 },
    { type: 'turnEnded', player: 2 },
    { type: 'turnStarted', player: 0, city: 3 },
    { type: 'sailed', player: 0, from: 3, route: 1, leadsTo: 8, revealed: false, blocked: false, paid: 0 },
    { type: 'sailed', player: 0, from: 8, route: 0, leadsTo: 4, revealed: false, blocked: false, paid: 1 },
  ]);
  return check(s);
}

/**
 * K-45: a raid on a cog, waiting for its victim to move the raider's cog: the board's
 * "Waiting" line says the longest decision of the base game ("move the raider's cog").
 */
export function raidDestinationState(): GameState {
  const s = midGameState();
  s.phase = {
    kind: 'turn',
    index: 1,
    turn: {
      player: 0,
      startCity: 3,
      moves: 2,
      acting: true,
      actionsUsed: [],
      raid: {
        raider: 0,
        city: 4,
        target: { kind: 'cog', victim: 2 },
        stage: 'destination',
        piles: null,
        mover: 2,
      },
    },
  };
  return check(s);
}

/** The Memory variant (K-73): every board marker face down; two seen by their players. */
export function memoryState(): GameState {
  const s = base(3, { memory: true });
  const all = ROUTES.flatMap((_, id) => [`${id}:0`, `${id}:1`]);
  squares(s, ROUTES, all, { '4:0': [0], '4:1': [0], '0:0': [1], '0:1': [1] });
  const starts = [4, 0, 6];
  s.players.forEach((p, i) => {
    p.cog = starts[i];
    s.cities[starts[i]].offices = [{ owner: i, goods: g() }];
  });
  s.round = 2;
  s.version = 31;
  s.order = [1, 0, 2];
  s.guildMaster = { city: 1, startCity: 8, steps: 2 };
  s.market = [
    [1, 2],
    [4, 6],
    [0, 0],
    [3, 8],
  ];
  s.phase = { kind: 'guildMaster' };
  log(s, [
    { type: 'bid', player: 1, markers: [6] },
    { type: 'bid', player: 0, markers: [3, 3] },
    { type: 'passed', player: 2, reason: 'onlyRepeats' },
    { type: 'produced', city: 3, good: 'fur', toCity: 4, toOffices: [] },
    { type: 'orderSet', order: [1, 0, 2] },
  ]);
  return check(s);
}

/** Game over by the guild master (K-26), one winner. */
export function endState(): GameState {
  const s = midGameState();
  s.guildMaster = { city: 3, startCity: 3, steps: 18 };
  s.round = 11;
  s.version = 297;
  const scores = [
    { player: 0, dp: 4, vp: 83, offices: 3, chits: 1, raidsInHand: 0, goodsVp: 23 },
    { player: 1, dp: 1, vp: 41, offices: 1, chits: 0, raidsInHand: 1, goodsVp: 21 },
    { player: 2, dp: 4, vp: 92, offices: 2, chits: 2, raidsInHand: 2, goodsVp: 12 },
    { player: 3, dp: 2, vp: 38, offices: 2, chits: 0, raidsInHand: 0, goodsVp: 18 },
  ];
  s.phase = { kind: 'ended', reason: 'guildMaster', winners: [2], scores };
  log(s, [
    { type: 'orderSet', order: [2, 0, 3, 1] },
    { type: 'guildMasterMoved', player: 2, from: 1, to: 3, steps: 2, passed: 2, total: 18 },
    { type: 'gameEnded', reason: 'guildMaster', winners: [2], scores },
  ]);
  return check(s);
}

/** Open holdings (K-60 option): the panel lists every player's goods and markers. */
export function openHoldingsState(): GameState {
  const s = midGameState();
  s.options.holdings = 'open';
  return check(s);
}

/** Two open trade offers (K-46) in Riga: Cleo to Ada, and Ada's gift to Cleo. */
export function offersState(): GameState {
  const s = midGameState();
  s.offers = [
    { id: 1, from: 2, to: 0, give: { goods: g(0, 1), markers: [7] }, receive: { goods: g(1), markers: [] } },
    { id: 2, from: 0, to: 2, give: { goods: g(0, 0, 1), markers: [] }, receive: { goods: g(), markers: [] } },
  ];
  return check(s);
}

/**
 * A crowded hand: four bonus chits, ten face-down routes known in a Memory game, and an open
 * trade offer, so every growing section of the hand needs more than its usual room.
 */
export function crowdedHandState(): GameState {
  const s = memoryState();
  s.players[0].chits = ['threeToOne', 'extraMarker', 'moveTwo', 'secretPassage'];
  s.cities.forEach((city, id) =>
    city.squares.forEach((square) => (square.knownBy = id < 5 ? [0] : square.knownBy)),
  );
  s.players[1].cog = s.players[0].cog;
  s.offers = [
    {
      id: 1,
      from: 1,
      to: 0,
      give: { goods: g(1), markers: [2, 2] },
      receive: { goods: g(0, 1), markers: [] },
    },
  ];
  return check(s);
}

/**
 * A crowded city: every cog, the guild master, the END marker and three raid markers in Reval
 * (nine pieces), beside the plates of Stralsund and Copenhagen with their raid markers.
 */
export function crowdedCityState(city = 3): GameState {
  const s = midGameState();
  s.players.forEach((p) => (p.cog = city));
  s.guildMaster = { city, startCity: city, steps: 9 };
  s.cities[city].raids = [1, 2, 3];
  return check(s);
}

/** The advanced game with every rule on (K-70 … K-73): Memory's routes all face down. */
export function advancedState(): GameState {
  const s = midGameState();
  Object.assign(s.options, { taxes: true, officeTrading: true, conflicts: true, memory: true });
  squares(
    s,
    ROUTES,
    ROUTES.flatMap((_, id) => [`${id}:0`, `${id}:1`]),
  );
  return check(s);
}

/** Same counts, other contents: what an onlooker must not be able to tell apart. */
export function otherSecrets(state: GameState): GameState {
  const s = structuredClone(state);
  const ada = s.players[0];
  ada.goods = { ore: ada.goods.salt, fur: ada.goods.amber, amber: ada.goods.fur, salt: ada.goods.ore };
  ada.markers = [...ada.markers].reverse();
  const bert = s.players[1];
  bert.goods = {
    ore: 0,
    fur: 0,
    amber: 0,
    salt: bert.goods.ore + bert.goods.fur + bert.goods.amber + bert.goods.salt,
  };
  bert.markers = [0, 0, 0, 0, 0, 0, 0, 0, bert.markers.reduce((a, b) => a + b, 0)];
  // K-46: who offered whom is public, the terms are the two players' business.
  for (const offer of s.offers)
    [offer.give, offer.receive] = [
      offer.receive,
      { goods: { ore: 3, fur: 0, amber: 0, salt: 1 }, markers: [8, 8] },
    ];
  for (const city of s.cities) {
    for (const square of city.squares) {
      if (square.faceUp) continue;
      square.value = (square.value + 4) % 9;
      square.knownBy = square.knownBy.length > 0 ? [] : [1];
    }
  }
  return s;
}

/** Every board position above by name, for the checks that draw them all (phone, words, figures). */
export const BOARD_FIXTURES = {
  startState,
  midGameState,
  raidDestinationState,
  memoryState,
  endState,
  openHoldingsState,
  offersState,
  crowdedCityState,
  advancedState,
};
