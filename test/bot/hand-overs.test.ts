// Issue 38: hand-overs are visible and the review is the person's own. A seat handed to a
// computer player opens a stretch of the action log that its return closes (seat-handover.ts,
// store/stand-ins.ts); the final post and the exported record say how many of the seat's
// decisions the computer player made, and the review leaves them out, as it does a deadline's
// default moves.
import { describe, expect, it } from 'vitest';
import { playRandomGame, reviewGame, seatNames, REVIEW_SEARCH } from '../../src/ai/index';
import { publicView } from '../../src/engine/index';
import { givenBack, handedOver } from '../../src/bot/seat-handover';
import { endLines } from '../../src/bot/end-lines';
import { madeBy, notThePersons, standInCounts, type GameRecord } from '../../src/store/index';
import { exportGame } from '../../src/verify/index';
import { finishedRecord } from '../verify/finished-game';

const QUICK = { ...REVIEW_SEARCH, iterations: 20 };

/** A finished record whose seat 1 was handed over after `from` actions and given back after `to`. */
function handedRecord(from: number, to: number): GameRecord {
  const record = finishedRecord(38, 3);
  const human = {
    ...record,
    seats: record.seats.map((s, i) => (i === 1 ? { kind: 'human' as const, userId: 'u1', name: s.name } : s)),
  };
  const at = (n: number, r: GameRecord) => ({ ...r, actions: record.actions.slice(0, n) });
  const opened = handedOver(at(from, human), 1, 'normal');
  const closed = givenBack(at(to, opened), 1);
  return { ...closed, actions: record.actions };
}

describe('issue 38: who made each decision of a seat', () => {
  it('a hand-over opens a stretch and the return closes it: the seat’s actions in it are the computer’s', () => {
    const record = handedRecord(20, 60);
    expect(record.standIns).toEqual([{ seat: 1, level: 'normal', from: 20, to: 60 }]);
    const by = madeBy(record);
    record.actions.forEach((a, i) => {
      const inside = a.player === 1 && i >= 20 && i < 60;
      expect(by[i]).toBe(inside ? 'computer' : 'person');
    });
    const [count] = standInCounts(record);
    const inStretch = record.actions.filter((a, i) => a.player === 1 && i >= 20 && i < 60).length;
    expect(count).toEqual({
      seat: 1,
      decisions: inStretch,
      of: record.actions.filter((a) => a.player === 1).length,
    });
    expect(inStretch).toBeGreaterThan(0);
  });

  it('a deadline’s default move is not the person’s either', () => {
    const record = { ...handedRecord(20, 20), defaulted: [3] };
    expect(notThePersons(record, record.actions[3].player)).toContain(3);
  });

  it('control: without a hand-over, every action is its seat’s person’s', () => {
    const record = finishedRecord(38, 3);
    expect(madeBy(record).every((b) => b === 'person')).toBe(true);
    expect(standInCounts(record)).toEqual([]);
  });

  it('the final post says which seat a computer played and for how many decisions (control: none without)', () => {
    const record = handedRecord(20, 60);
    const state = record.state!;
    const [count] = standInCounts(record);
    const lines = endLines(record, state, publicView(state));
    const name = state.players[1].name;
    expect(lines).toContain(
      `🤖 A computer player made ${count.decisions} of the ${count.of} decisions in ${name}’s seat.`,
    );
    const plain = finishedRecord(38, 3);
    expect(endLines(plain, plain.state!, publicView(plain.state!)).some((l) => l.startsWith('🤖'))).toBe(
      false,
    );
  });

  it('the exported record names the seat a computer played, and how much of it (control: the others not)', () => {
    const record = handedRecord(20, 60);
    const exported = exportGame(record);
    const [count] = standInCounts(record);
    expect(exported?.seats[1].computerPlayed).toEqual({ decisions: count.decisions, of: count.of });
    expect(exported?.seats[0].computerPlayed).toBeUndefined();
  });
});

describe('issue 38: the review counts only the decisions the person made', () => {
  const game = playRandomGame({ seed: 3801, players: 2, check: false });
  const spec = { seed: 3801, players: seatNames(2) };
  const mine = game.actions.flatMap((a, i) => (a.player === 0 ? [i] : []));

  it('a stand-in’s decisions are left out of the count and of what is looked at again', () => {
    const all = reviewGame({ spec, actions: game.actions, player: 0, seed: 1 }, QUICK);
    const half = mine.slice(Math.floor(mine.length / 2));
    const own = reviewGame({ spec, actions: game.actions, player: 0, seed: 1, notTheirs: half }, QUICK);
    expect(own.decisions).toBeLessThan(all.decisions);
    expect(own.decisions).toBeGreaterThan(0);
    const none = reviewGame({ spec, actions: game.actions, player: 0, seed: 1, notTheirs: mine }, QUICK);
    expect(none).toMatchObject({ decisions: 0, examined: 0, items: [] });
  });

  it('in parts (as the pool runs it on its threads) it looks at the same decisions as in one', () => {
    const one = reviewGame({ spec, actions: game.actions, player: 0, seed: 1 }, QUICK);
    const parts = [0, 1].map((index) =>
      reviewGame({ spec, actions: game.actions, player: 0, seed: 1, part: { index, of: 2 } }, QUICK),
    );
    expect(parts.map((p) => p.examined)).toEqual([one.examined, one.examined]);
    expect(parts[0].decisions).toBe(one.decisions);
  });

  it('a review with no time left still answers at once, with shorter searches', () => {
    const t0 = performance.now();
    const review = reviewGame({ spec, actions: game.actions, player: 0, seed: 1, budgetMs: 0 });
    expect(review.examined).toBeGreaterThan(0);
    expect(performance.now() - t0).toBeLessThan(5000);
  });
});
