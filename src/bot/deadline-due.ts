// K-80: when the decision a game awaits is due, read from its stored record alone (the
// deadline timers in deadlines.ts and the turn post's "decide by" line share it).
import { blockingDecisions, type GameState } from '../engine/index';
import type { GameRecord } from '../store/index';

const MINUTE_MS = 60_000;

/** When the decision awaited in `record` is due, or null when nothing has a deadline. */
export function dueAt(record: GameRecord): number | null {
  const minutes = record.settings.deadlineMinutes;
  if (!minutes || record.status !== 'playing' || !record.state) return null;
  if (latePeople(record, record.state).length === 0) return null;
  return deadlineSince(record) + minutes * MINUTE_MS;
}

/**
 * When the awaited decision's deadline started: the last save, unless a reminder was sent for
 * this decision (issue 23): then the start that reminder named, so neither the save noting it
 * nor a later one that leaves the game where it is (a post's id noted, a restart's repair)
 * moves a deadline its players were told of.
 */
export function deadlineSince(record: GameRecord): number {
  const reminded = record.reminded;
  return reminded && reminded.stateVersion === record.state?.version ? reminded.since : record.updatedAt;
}

/** The people (not computer players) who owe a blocking decision now. */
export function latePeople(record: GameRecord, state: GameState): number[] {
  const owners = new Set(blockingDecisions(state).map((d) => d.player));
  return [...owners].filter((p) => {
    const seat = record.seats[p];
    return seat?.kind === 'human' && seat.standIn === undefined;
  });
}
