// Issue 23: a league game reminds the people whose decision it awaits, at half time and
// shortly before the deadline. When each reminder is due and which one to send now, read
// from the stored record alone, so a restart neither forgets one nor sends one twice.
import type { GameRecord } from '../store/index';
import { dueAt } from './deadline-due';

export const REMINDER_STAGES = ['half', 'soon'] as const;
export type ReminderStage = (typeof REMINDER_STAGES)[number];

/** "Shortly before": a tenth of the deadline, at most an hour, so a week's deadline warns an hour ahead. */
const SOON_MAX_MS = 60 * 60_000;

/** Each reminder of the awaited decision with its time; none outside a league or without a deadline. */
export function reminderTimes(record: GameRecord): { stage: ReminderStage; at: number }[] {
  const due = dueAt(record);
  const minutes = record.settings.deadlineMinutes;
  if (!record.league || due === null || !minutes) return [];
  const span = minutes * 60_000;
  return [
    { stage: 'half', at: due - span / 2 },
    { stage: 'soon', at: due - Math.min(SOON_MAX_MS, span / 10) },
  ];
}

/** The stages already sent for the decision awaited now (the state's version names it). */
export function remindersSent(record: GameRecord): readonly ReminderStage[] {
  const reminded = record.reminded;
  return reminded && reminded.stateVersion === record.state?.version ? reminded.sent : [];
}

/**
 * The reminder to send at `now`: the latest whose time has come and that was not sent. One
 * passed while the bot was down is sent late, but only the latest: two at once say nothing more.
 */
export function reminderDue(record: GameRecord, now: number): ReminderStage | null {
  const sent = remindersSent(record);
  const passed = reminderTimes(record).filter((r) => r.at <= now);
  const latest = passed[passed.length - 1];
  return latest && !sent.includes(latest.stage) ? latest.stage : null;
}

/** When the next unsent reminder is due, or null when none is left. */
export function nextReminderAt(record: GameRecord): number | null {
  const sent = remindersSent(record);
  const times = reminderTimes(record);
  // A stage is spent once a later one is sent (the late start-up case above).
  const lastSent = Math.max(-1, ...sent.map((stage) => REMINDER_STAGES.indexOf(stage)));
  const next = times.find((r, i) => i > lastSent && !sent.includes(r.stage));
  return next ? next.at : null;
}

/** The record with `stage` (and every earlier one) noted as sent; the deadline keeps its start. */
export function withReminderSent(record: GameRecord, stage: ReminderStage, since: number): GameRecord {
  const upTo = REMINDER_STAGES.slice(0, REMINDER_STAGES.indexOf(stage) + 1);
  return {
    ...record,
    reminded: {
      stateVersion: record.state?.version ?? 0,
      since,
      sent: [...upTo],
    },
  };
}
