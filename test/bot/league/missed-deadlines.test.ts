// Issue 23: a league's rule for a seat whose person keeps missing deadlines: counted per
// seat in the game's record; when a count reaches the league's number the rule applies once.
import { describe, expect, it } from 'vitest';
import { playRandomGame } from '../../../src/ai/index';
import type { GameState } from '../../../src/engine/index';
import { countMissed } from '../../../src/bot/league/missed-deadlines';
import { isForfeited } from '../../../src/bot/seat-handover';
import type { GameRecord } from '../../../src/store/index';
import { recordOf } from '../post-fixtures';

function record(): GameRecord {
  let first: GameState | null = null;
  playRandomGame({ seed: 5, players: 3, check: false, onState: (s) => (first ??= s) });
  if (!first) throw new Error('no state');
  return recordOf(first);
}

describe('missed deadlines in a league game (issue 23)', () => {
  it('each missed deadline counts for its seat only', () => {
    const once = countMissed(record(), [1], null).record;
    expect(once.missed).toEqual([0, 1, 0]);
    expect(countMissed(once, [1, 2], null).record.missed).toEqual([0, 2, 1]);
  });

  it('a casual game (no rule) counts and changes no seat', () => {
    const counted = countMissed(record(), [0], null);
    expect(counted.applied).toEqual([]);
    expect(counted.record.seats).toEqual(record().seats);
  });

  it('"computer": at the league’s number a computer player stands in for the seat, its person kept', () => {
    const rule = { rule: 'computer' as const, count: 2 };
    const first = countMissed(record(), [1], rule);
    expect(first.applied).toEqual([]);
    expect(first.record.seats[1]).not.toHaveProperty('standIn');
    const second = countMissed(first.record, [1], rule);
    expect(second.applied).toEqual([{ seat: 1, rule: 'computer' }]);
    expect(second.record.seats[1]).toEqual({ ...record().seats[1], standIn: 'normal' });
    expect(second.record.forfeits).toBeUndefined();
  });

  it('"forfeit": the seat is noted forfeited (placed last when the game ends) and a computer finishes it', () => {
    const counted = countMissed(record(), [2], { rule: 'forfeit', count: 1 });
    expect(counted.applied).toEqual([{ seat: 2, rule: 'forfeit' }]);
    expect(counted.record.forfeits).toEqual([2]);
    expect(counted.record.seats[2]).toMatchObject({ standIn: 'normal' });
  });

  it('"defaults": the rule is announced and the seat stays its person’s, playing on by the default moves', () => {
    const counted = countMissed(record(), [0], { rule: 'defaults', count: 1 });
    expect(counted.applied).toEqual([{ seat: 0, rule: 'defaults' }]);
    expect(counted.record.seats).toEqual(record().seats);
  });

  it('the rule applies once: a later missed deadline counts on and applies nothing again', () => {
    const rule = { rule: 'forfeit' as const, count: 1 };
    const after = countMissed(countMissed(record(), [2], rule).record, [2], rule);
    expect(after.applied).toEqual([]);
    expect(after.record.missed).toEqual([0, 0, 2]);
    expect(after.record.forfeits).toEqual([2]);
  });

  it('"forfeit": only the forfeited seat is closed to its person (acting, Act, seat given back)', () => {
    const counted = countMissed(record(), [2], { rule: 'forfeit', count: 1 });
    expect([0, 1, 2].map((seat) => isForfeited(counted.record, seat))).toEqual([false, false, true]);
    // Control: "computer" hands the seat over too, but its person may take it back.
    const computer = countMissed(record(), [2], { rule: 'computer', count: 1 });
    expect(isForfeited(computer.record, 2)).toBe(false);
  });
});

describe('a seat the rule hands to a computer is assisted for good (issue 37)', () => {
  it('"computer" and "forfeit" note the seat assisted; "defaults" (no computer plays it) does not', () => {
    for (const rule of ['computer', 'forfeit'] as const)
      expect(countMissed(record(), [1], { rule, count: 1 }).record.assisted).toEqual([1]);
    // Control: default moves are no computer player's.
    expect(countMissed(record(), [1], { rule: 'defaults', count: 1 }).record.assisted).toBeUndefined();
  });
});
