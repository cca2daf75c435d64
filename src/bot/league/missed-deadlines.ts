// Issue 23: a league's rule for a seat whose person keeps missing deadlines. Each deadline a
// person lets pass is counted in the game's record; when one reaches the league's number,
// its rule applies once: "defaults" (the seat plays on by the default moves, as K-80 does at
// every deadline), "computer" (a computer player takes the seat until its person acts
// again), or "forfeit" (a computer player finishes the seat and its person is placed last).
import type { MissedDeadlineRule } from '../../league/index';
import type { GameRecord } from '../../store/index';
import { DEFAULT_LEVEL } from '../computer-seats';
import { handedOver } from '../seat-handover';

export interface MissedRule {
  rule: MissedDeadlineRule;
  count: number;
}

export interface Counted {
  record: GameRecord;
  /** The seats whose count reached the league's number now, and the rule applied to each. */
  applied: { seat: number; rule: MissedDeadlineRule }[];
}

/** The record with one more missed deadline for each of `seats`, and the league's rule applied. */
export function countMissed(record: GameRecord, seats: readonly number[], rule: MissedRule | null): Counted {
  const missed = record.seats.map((_, i) => (record.missed?.[i] ?? 0) + (seats.includes(i) ? 1 : 0));
  let next: GameRecord = { ...record, missed };
  const applied: Counted['applied'] = [];
  if (!rule) return { record: next, applied };
  for (const seat of seats) {
    // Once, when the count is reached: a seat already handed over is not handed over again.
    if (missed[seat] !== rule.count) continue;
    applied.push({ seat, rule: rule.rule });
    if (rule.rule === 'defaults') continue;
    next = handedOver(next, seat, DEFAULT_LEVEL);
    if (rule.rule === 'forfeit') next = { ...next, forfeits: [...new Set([...(next.forfeits ?? []), seat])] };
  }
  return { record: next, applied };
}
