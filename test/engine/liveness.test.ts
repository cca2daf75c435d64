// Never stuck (issue 10): trades between players may happen at any time (K-46), so any action
// can leave the player owing a decision without a way to make it. After every action the
// round's automatic steps are re-checked; whoever the game waits for can always answer, and
// a deadline's default (K-80) is always accepted.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyTimeout,
  blockingDecisions,
  isBlocking,
  pendingDecisions,
  concreteActions,
  noGoods,
  type ActionType,
  type DecisionKind,
  type GameState,
} from '../../src/engine';
import { bigTrade, ok, randomPlay, seats, started, valuesOf } from './helpers';

/** The action that answers each kind of blocking decision. */
const ANSWERS: Record<Exclude<DecisionKind, 'tradeOffer'>, ActionType> = {
  startChoice: 'chooseStart',
  bid: 'bid',
  guildMaster: 'moveGuildMaster',
  turn: 'endTurn',
  raidSplit: 'splitGoods',
  raidPickPile: 'takePile',
  raidDestination: 'moveRaider',
  // The advanced rules' prompts (K-70, K-72, K-73).
  startSwap: 'startSwap',
  tax: 'payTax',
  challenge: 'declineConflict',
  conflictBid: 'conflictBid',
  conflictDemand: 'demandGoods',
  conflictPush: 'pushLoser',
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

describe('never stuck (K-22, K-46, K-80)', () => {
  it('K-22 K-46 seed 1, two players: a gift of every marker makes the bidder pass; applyTimeout answers', () => {
    let state = started({ seed: 1, players: seats(2) });
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
    let state = started({ seed: 1, players: seats(2) });
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
    const state = started({ seed: 1, players: seats(2) });
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
          randomPlay({ seed, players, steps: 600, trades: true }, (state) => {
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

it('the blocking decisions are exactly the pending ones isBlocking keeps (the panel filters the view with it)', () => {
  let compared = 0;
  randomPlay({ seed: 31, players: 3, steps: 500, trades: true }, (state) => {
    expect(pendingDecisions(state).filter(isBlocking)).toEqual(blockingDecisions(state));
    if (state.offers.length > 0) compared += 1;
  });
  expect(compared).toBeGreaterThan(0);
});
