// Issue 23: when a league game's reminders are due, read from its stored record alone: half
// time and shortly before the deadline, each once per decision, none for a casual game, and a
// save that notes a reminder does not move the deadline (K-80's clock starts at a save).
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../src/engine/index';
import { dueAt } from '../../../src/bot/deadline-due';
import { nextReminderAt, reminderDue, reminderTimes, withReminderSent } from '../../../src/bot/reminder-due';
import type { GameRecord } from '../../../src/store/index';
import { recordOf, runningState } from '../post-fixtures';

const MINUTE = 60_000;
const SAVED_AT = 1_000_000;

function leagueGame(minutes: number, changes: Partial<GameRecord> = {}): GameRecord {
  const base = recordOf(runningState(), { updatedAt: SAVED_AT, ...changes });
  return {
    ...base,
    settings: { ...base.settings, deadlineMinutes: minutes },
    league: { id: 'cup', name: 'Cup', season: 1 },
  };
}

/** The record as the store saves it: the next version, the clock's start moved to `at`. */
const savedAt = (record: GameRecord, at: number): GameRecord => ({
  ...record,
  version: record.version + 1,
  updatedAt: at,
});

describe('league reminders: when they are due (issue 23)', () => {
  it('a 60-minute deadline reminds at 30 minutes and 6 minutes before it', () => {
    const record = leagueGame(60);
    expect(reminderTimes(record)).toEqual([
      { stage: 'half', at: SAVED_AT + 30 * MINUTE },
      { stage: 'soon', at: SAVED_AT + 54 * MINUTE },
    ]);
  });

  it('a week’s deadline warns an hour before it, not 17 hours', () => {
    const week = 7 * 24 * 60;
    const soon = reminderTimes(leagueGame(week)).find((r) => r.stage === 'soon');
    expect(soon?.at).toBe(SAVED_AT + week * MINUTE - 60 * MINUTE);
  });

  it('a casual game with a deadline gets no reminders; a league game without one neither', () => {
    const casual = { ...leagueGame(60), league: undefined };
    expect(dueAt(casual)).not.toBeNull();
    expect(reminderTimes(casual)).toEqual([]);
    const none = leagueGame(60);
    expect(reminderTimes({ ...none, settings: { ...none.settings, deadlineMinutes: undefined } })).toEqual(
      [],
    );
  });

  it('nothing before half time; half at half time; soon once its time came', () => {
    const record = leagueGame(60);
    expect(reminderDue(record, SAVED_AT + 29 * MINUTE)).toBeNull();
    expect(reminderDue(record, SAVED_AT + 30 * MINUTE)).toBe('half');
    expect(reminderDue(record, SAVED_AT + 55 * MINUTE)).toBe('soon');
  });

  it('a reminder noted as sent is not due again, and the save noting it keeps the deadline', () => {
    const record = leagueGame(60);
    const due = dueAt(record);
    const noted = savedAt(withReminderSent(record, 'half', SAVED_AT), SAVED_AT + 30 * MINUTE);
    expect(dueAt(noted)).toBe(due);
    expect(reminderDue(noted, SAVED_AT + 31 * MINUTE)).toBeNull();
    expect(nextReminderAt(noted)).toBe(SAVED_AT + 54 * MINUTE);
    expect(reminderDue(noted, SAVED_AT + 54 * MINUTE)).toBe('soon');
  });

  it('a later save that leaves the game where it is (a post noted, a restart’s repair) keeps it too', () => {
    const record = leagueGame(60);
    const noted = savedAt(withReminderSent(record, 'half', SAVED_AT), SAVED_AT + 30 * MINUTE);
    expect(dueAt(savedAt(noted, SAVED_AT + 40 * MINUTE))).toBe(dueAt(record));
  });

  it('control: without the marker, that save would have moved the deadline half an hour on', () => {
    const record = leagueGame(60);
    const moved = savedAt(record, SAVED_AT + 30 * MINUTE);
    expect(dueAt(moved)).toBe((dueAt(record) ?? 0) + 30 * MINUTE);
  });

  it('after a restart past both times, only the latest is due, and then none', () => {
    const record = leagueGame(60);
    const late = SAVED_AT + 57 * MINUTE;
    expect(reminderDue(record, late)).toBe('soon');
    const noted = savedAt(withReminderSent(record, 'soon', SAVED_AT), late);
    expect(noted.reminded?.sent).toEqual(['half', 'soon']);
    expect(reminderDue(noted, late)).toBeNull();
    expect(nextReminderAt(noted)).toBeNull();
  });

  it('a new decision (another state version) starts its reminders afresh', () => {
    const record = leagueGame(60);
    const noted = savedAt(withReminderSent(record, 'soon', SAVED_AT), SAVED_AT + 57 * MINUTE);
    const state = noted.state as GameState;
    const moved = savedAt(
      { ...noted, state: { ...state, version: state.version + 1 } },
      SAVED_AT + 58 * MINUTE,
    );
    expect(nextReminderAt(moved)).toBe(SAVED_AT + 88 * MINUTE);
  });
});
