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
 * When the awaited decision's deadline started: the last save, unless that save only noted a
 * reminder (issue 23), which keeps the start the reminder was sent for.
 */
export function deadlineSince(record: GameRecord): number {
  const reminded = record.reminded;
  return reminded && reminded.recordVersion === record.version ? reminded.since : record.updatedAt;
}

/** The people (not computer players) who owe a blocking decision now. */
export function latePeople(record: GameRecord, state: GameState): number[] {
  const owners = new Set(blockingDecisions(state).map((d) => d.player));
  return [...owners].filter((p) => {
    const seat = record.seats[p];
    return seat?.kind === 'human' && seat.standIn === undefined;
  });
}
