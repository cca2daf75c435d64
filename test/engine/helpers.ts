// Small builders for rule tests: a game past its start picks, a player's turn, and edits that
// move pieces between the reserve and the board or a hand, so the box's totals still hold.
import { expect } from 'vitest';
import {
  apply,
  applyAction,
  blockingDecisions,
  concreteActions,
  legalActions,
  newGame,
  noGoods,
  type Action,
  type GameOptions,
  type GameState,
  type Goods,
} from '../../src/engine';

export const NAMES = ['Red', 'Green', 'Blue', 'Yellow'];
export const RED = 0;
export const GREEN = 1;
export const BLUE = 2;
export const YELLOW = 3;

export function seats(count: number) {
  return NAMES.slice(0, count).map((name, i) => ({ id: `p${i}`, name }));
}

/** A new game's state from a spec that must be accepted. */
export function started(spec: Parameters<typeof newGame>[0]): GameState {
  const game = newGame(spec);
  if (!game.ok) throw new Error(`newGame refused: ${game.error.code} ${JSON.stringify(game.error.data)}`);
  return game.state;
}

export function fresh(count = 4, seed = 1, options: Partial<GameOptions> = {}): GameState {
  return started({ seed, players: seats(count), options });
}

/** Applies an action that must be accepted; returns the new state. */
export function ok(state: GameState, action: Action): GameState {
  const result = apply(state, action);
  if (!result.ok)
    throw new Error(`${action.type} rejected: ${result.error.code} ${JSON.stringify(result.error.data)}`);
  return result.state;
}

/** Applies an action that must be refused with `code`, and checks the state stayed as it was. */
export function refused(state: GameState, action: unknown, code: string): Record<string, unknown> {
  const before = structuredClone(state);
  const result = apply(state, action);
  expect(result.ok).toBe(false);
  if (result.ok) throw new Error('accepted');
  expect(result.error.code).toBe(code);
  expect(state).toEqual(before);
  return result.error.data as Record<string, unknown>;
}

/** A game in its first round's bidding, each player's start office in `picks` (distinct cities). */
export function startedGame(
  count = 4,
  seed = 1,
  picks = [1, 3, 5, 7],
  options: Partial<GameOptions> = {},
): GameState {
  let state = fresh(count, seed, options);
  for (let p = 0; p < count; p++) state = ok(state, { type: 'chooseStart', player: p, marker: picks[p] });
  return state;
}

/** Sets the phase to `player`'s turn, before any move, the cog's city as the start city. */
export function atTurn(state: GameState, player: number): GameState {
  const s = structuredClone(state);
  const index = s.order.indexOf(player);
  const startCity = s.players[player].cog as number;
  s.phase = {
    kind: 'turn',
    index,
    turn: { player, startCity, moves: 0, acting: false, actionsUsed: [], raid: null },
  };
  return s;
}

/** Like atTurn, but as if the cog had already sailed here from `from` (K-44 allows a trade). */
export function arrived(state: GameState, player: number, city: number, from: number): GameState {
  const s = atTurn(placeCog(state, player, city), player);
  if (s.phase.kind === 'turn') {
    s.phase.turn.startCity = from;
    s.phase.turn.moves = 1;
  }
  return s;
}

export function placeCog(state: GameState, player: number, city: number): GameState {
  const s = structuredClone(state);
  s.players[player].cog = city;
  return s;
}

/** Sets a pile (a cog, a city, an office) to exactly `goods`, trading the difference with the reserve. */
export function setPile(state: GameState, pile: Goods, goods: Partial<Goods>): void {
  for (const g of ['ore', 'fur', 'amber', 'salt'] as const) {
    const want = goods[g] ?? 0;
    state.reserve.goods[g] += pile[g] - want;
    pile[g] = want;
  }
}

export function setGoods(state: GameState, player: number, goods: Partial<Goods>): GameState {
  const s = structuredClone(state);
  setPile(s, s.players[player].goods, goods);
  return s;
}

export function setCityGoods(state: GameState, city: number, goods: Partial<Goods>): GameState {
  const s = structuredClone(state);
  setPile(s, s.cities[city].goods, goods);
  return s;
}

/** Sets a hand to exactly `values` (with repeats), trading the difference with the reserve. */
export function setHand(state: GameState, player: number, values: number[]): GameState {
  const s = structuredClone(state);
  const hand = s.players[player].markers;
  for (let v = 0; v < 9; v++) s.reserve.markers[v] += hand[v];
  s.players[player].markers = [0, 0, 0, 0, 0, 0, 0, 0, 0];
  for (const v of values) {
    s.players[player].markers[v] += 1;
    s.reserve.markers[v] -= 1;
  }
  return s;
}

/** Sets a city's two route markers (face up unless told), trading with the reserve. */
export function setSquares(
  state: GameState,
  city: number,
  values: [number, number],
  faceUp: [boolean, boolean] = [true, true],
  knownBy: number[][] = [[], []],
): GameState {
  const s = structuredClone(state);
  const squares = s.cities[city].squares;
  squares.forEach((sq, i) => {
    s.reserve.markers[sq.value] += 1;
    s.reserve.markers[values[i]] -= 1;
    squares[i] = { value: values[i], faceUp: faceUp[i], knownBy: knownBy[i] };
  });
  return s;
}

/** Adds an office of `owner` in `city` holding `goods` (from the reserve). */
export function addOffice(
  state: GameState,
  city: number,
  owner: number,
  goods: Partial<Goods> = {},
): GameState {
  const s = structuredClone(state);
  const office = { owner, goods: { ore: 0, fur: 0, amber: 0, salt: 0 } };
  setPile(s, office.goods, goods);
  s.cities[city].offices.push(office);
  return s;
}

export function goods(partial: Partial<Goods>): Goods {
  return { ore: 0, fur: 0, amber: 0, salt: 0, ...partial };
}

export function turnOf(state: GameState) {
  if (state.phase.kind !== 'turn') throw new Error(`not a turn: ${state.phase.kind}`);
  return state.phase.turn;
}

/** A small seeded generator for the walk (mulberry32). */
export function randomSource(seed: number): (n: number) => number {
  let a = seed >>> 0;
  return (n) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

export const valuesOf = (counts: number[]) => counts.flatMap((c, v) => Array<number>(c).fill(v));

/** A trade one player might force through: every marker as a gift, the whole hold, or whole hands swapped. */
export function bigTrade(state: GameState, from: number, to: number, kind: number): Action {
  const all = (p: number) => ({
    goods: { ...state.players[p].goods },
    markers: valuesOf(state.players[p].markers),
  });
  const none = { goods: noGoods(), markers: [] };
  const give = kind === 0 ? { goods: noGoods(), markers: all(from).markers } : all(from);
  const receive = kind === 2 ? all(to) : none;
  return { type: 'offerTrade', player: from, to, give, receive };
}

/** Pairs of players whose cogs could trade now. */
function partners(state: GameState): [number, number][] {
  const out: [number, number][] = [];
  for (let a = 0; a < state.players.length; a++)
    for (let b = 0; b < state.players.length; b++)
      if (legalActions(state, a).some((l) => l.type === 'offerTrade' && l.partners.includes(b)))
        out.push([a, b]);
  return out;
}

export interface RandomPlay {
  seed: number;
  players: number;
  steps: number;
  /** Mix in big trades between players whose cogs meet: all markers, the whole hold, whole hands. */
  trades?: boolean;
  options?: Partial<GameOptions>;
}

/** Random legal play by whoever the game waits for; calls `visit` with every state reached. */
export function randomPlay(
  { seed, players, steps, trades = false, options = {} }: RandomPlay,
  visit: (s: GameState) => void,
): void {
  const rand = randomSource(seed);
  let state = started({ seed, players: seats(players), options });
  visit(state);
  for (let i = 0; i < steps && state.phase.kind !== 'ended'; i++) {
    const pairs = trades && rand(4) === 0 ? partners(state) : [];
    let next: GameState | null = null;
    if (pairs.length > 0) {
      const [from, to] = pairs[rand(pairs.length)];
      const offered = applyAction(state, bigTrade(state, from, to, rand(3)));
      if (offered.ok) {
        const id = offered.state.nextOfferId - 1;
        const accepted = applyAction(offered.state, { type: 'acceptTrade', player: to, offer: id });
        next = accepted.ok ? accepted.state : offered.state;
      }
    }
    if (next === null) {
      const actor = blockingDecisions(state)[0].player;
      const options = concreteActions(state, actor, 8);
      const action = options[rand(options.length)];
      const result = applyAction(state, action);
      if (!result.ok)
        throw new Error(`listed action refused: ${JSON.stringify(action)} → ${result.error.code}`);
      next = result.state;
    }
    state = next;
    visit(state);
  }
}
