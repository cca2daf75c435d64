// Never stuck (issue 10): trades between players may happen at any time (K-46), so any action
// can leave the player owing a decision without a way to make it. After every action the
// round's automatic steps are re-checked; whoever the game waits for can always answer, and
// a deadline's default (K-80) is always accepted.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  applyTimeout,
  blockingDecisions,
  concreteActions,
  legalActions,
  newGame,
  noGoods,
  type Action,
  type ActionType,
  type DecisionKind,
  type GameState,
} from '../../src/engine';
import { ok, seats } from './helpers';

/** The action that answers each kind of blocking decision. */
const ANSWERS: Record<Exclude<DecisionKind, 'tradeOffer'>, ActionType> = {
  startChoice: 'chooseStart',
  bid: 'bid',
  guildMaster: 'moveGuildMaster',
  turn: 'endTurn',
  raidSplit: 'splitGoods',
  raidPickPile: 'takePile',
  raidDestination: 'moveRaider',
};

/** Why the game is stuck in `state`, or null when everyone it waits for can answer. */
function stuck(state: GameState): string | null {
  if (state.phase.kind === 'ended') return null;
  const waiting = blockingDecisions(state);
  if (waiting.length === 0) return `nobody to wait for in phase ${state.phase.kind}`;
  for (const { player, decision } of waiting) {
    if (decision === 'tradeOffer') continue;
    const answer = ANSWERS[decision];
    if (!concreteActions(state, player, 5).some((a) => a.type === answer))
      return `player ${player} owes ${decision} but has no ${answer} listed`;
  }
  let timeout: ReturnType<typeof applyTimeout>;
  try {
    timeout = applyTimeout(state);
  } catch (error) {
    return `applyTimeout threw: ${(error as Error).message}`;
  }
  if (timeout === null) return 'applyTimeout found nothing to decide';
  if (!timeout.ok) return `the default was refused: ${timeout.error.code}`;
  return null;
}

/** A small seeded generator for the walk (mulberry32). */
function randomSource(seed: number): (n: number) => number {
  let a = seed >>> 0;
  return (n) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

const valuesOf = (counts: number[]) => counts.flatMap((c, v) => Array<number>(c).fill(v));

/** A trade one player might force through: every marker as a gift, the whole hold, or whole hands swapped. */
function bigTrade(state: GameState, from: number, to: number, kind: number): Action {
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

/** Random play with big trades mixed in; calls `visit` with every state reached. */
function walk(seed: number, players: number, steps: number, visit: (s: GameState) => void): void {
  const rand = randomSource(seed);
  let state = newGame({ seed, players: seats(players) }).state;
  visit(state);
  for (let i = 0; i < steps && state.phase.kind !== 'ended'; i++) {
    const pairs = rand(4) === 0 ? partners(state) : [];
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

describe('never stuck (K-22, K-46, K-80)', () => {
  it('K-22 K-46 seed 1, two players: a gift of every marker makes the bidder pass; applyTimeout answers', () => {
    let state = newGame({ seed: 1, players: seats(2) }).state;
    state = ok(state, { type: 'chooseStart', player: 0, marker: 3 });
    state = ok(state, { type: 'chooseStart', player: 1, marker: 3 });
    expect(state.phase).toEqual({ kind: 'bidding', next: 0 });
    expect(state.order[0]).toBe(0);
    state = ok(state, bigTrade(state, 0, 1, 0));
    state = ok(state, { type: 'acceptTrade', player: 1, offer: 1 });
    expect(state.players[0].markers.every((c) => c === 0)).toBe(true);
    expect(state.bids[0]).toEqual({ player: 0, markers: null });
    expect(state.log.some((e) => e.type === 'passed' && e.player === 0 && e.reason === 'noMarkers')).toBe(
      true,
    );
    expect(blockingDecisions(state)).toEqual([{ player: 1, decision: 'bid' }]);
    expect(stuck(state)).toBeNull();
  });

  it('K-22 K-46 a bidder left holding only bids already made passes (onlyRepeats)', () => {
    let state = newGame({ seed: 1, players: seats(2) }).state;
    state = ok(state, { type: 'chooseStart', player: 0, marker: 3 });
    state = ok(state, { type: 'chooseStart', player: 1, marker: 3 });
    // Player 0 keeps one 8 and bids it; player 1 gives away all but one 8 and must pass.
    const keep = (p: number) =>
      valuesOf(state.players[p].markers).filter((v, i, all) => v !== 8 || all.indexOf(8) !== i);
    state = ok(state, {
      type: 'offerTrade',
      player: 0,
      to: 1,
      give: { goods: noGoods(), markers: keep(0) },
      receive: { goods: noGoods(), markers: [] },
    });
    state = ok(state, { type: 'acceptTrade', player: 1, offer: 1 });
    state = ok(state, { type: 'bid', player: 0, markers: [8] });
    expect(blockingDecisions(state)).toEqual([{ player: 1, decision: 'bid' }]);
    state = ok(state, {
      type: 'offerTrade',
      player: 1,
      to: 0,
      give: { goods: noGoods(), markers: keep(1) },
      receive: { goods: noGoods(), markers: [] },
    });
    state = ok(state, { type: 'acceptTrade', player: 0, offer: 2 });
    expect(state.log.some((e) => e.type === 'passed' && e.player === 1 && e.reason === 'onlyRepeats')).toBe(
      true,
    );
    expect(state.phase.kind).toBe('guildMaster');
    expect(stuck(state)).toBeNull();
  });

  it('the stuck check itself catches a bidder with no bid (control)', () => {
    const state = newGame({ seed: 1, players: seats(2) }).state;
    const planted = structuredClone(state);
    planted.phase = { kind: 'bidding', next: 0 };
    planted.order = [0, 1];
    planted.players[0].markers = [0, 0, 0, 0, 0, 0, 0, 0, 0];
    planted.players[0].cog = 3;
    planted.players[1].cog = 3;
    expect(stuck(planted)).toMatch(/owes bid/);
  });

  it('in every state of random play with gifts and whole hands traded, whoever is awaited can answer', () => {
    let trades = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.integer({ min: 2, max: 4 }),
        (seed, players) => {
          walk(seed, players, 600, (state) => {
            const last = state.log[state.log.length - 1];
            if (last?.type === 'tradeAccepted') trades += 1;
            expect(stuck(state)).toBeNull();
          });
        },
      ),
      { numRuns: 25 },
    );
    expect(trades).toBeGreaterThan(20);
  });
});
