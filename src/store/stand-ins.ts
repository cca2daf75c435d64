// Issue 38: whose decision each action of a person's seat was. A computer player plays a seat
// for its person in stretches of the action log (handed over, or by the league's missed-deadline
// rule: `standIns`), and a deadline makes a default move for one who let it pass (`defaulted`);
// every other action of the seat was its person's own. Read by the review (only the person's
// decisions), the final post and the exported record (how many the computer player made).
import type { GameRecord } from './game-record';

type Stretches = NonNullable<GameRecord['standIns']>;

/** The record's stand-in stretches with one opened for `seat` at the next action, unless one is open. */
export function standInOpened(
  record: Pick<GameRecord, 'standIns' | 'actions'>,
  seat: number,
  level: Stretches[number]['level'],
): Stretches {
  const stretches = record.standIns ?? [];
  if (stretches.some((s) => s.seat === seat && s.to === undefined)) return stretches;
  return [...stretches, { seat, level, from: record.actions.length }];
}

/** The record's stand-in stretches with `seat`'s open one closed before the next action. */
export function standInClosed(
  record: Pick<GameRecord, 'standIns' | 'actions'>,
  seat: number,
): Stretches | undefined {
  if (!record.standIns) return undefined;
  const at = record.actions.length;
  return record.standIns.map((s) => (s.seat === seat && s.to === undefined ? { ...s, to: at } : s));
}

/** After a take-back shortened the log to `length` actions: nothing may point past its end. */
export function clippedTo(
  record: Pick<GameRecord, 'standIns' | 'defaulted'>,
  length: number,
): Pick<GameRecord, 'standIns' | 'defaulted'> {
  return {
    standIns: record.standIns?.map((s) => ({
      ...s,
      from: Math.min(s.from, length),
      ...(s.to === undefined ? {} : { to: Math.min(s.to, length) }),
    })),
    defaulted: record.defaulted?.filter((i) => i < length),
  };
}

/** Who made each of a seat's decisions: its person, a computer player in its place, or a deadline. */
export type MadeBy = 'person' | 'computer' | 'deadline';

/** Per action of the log, who made it, for the seat that took it. */
export function madeBy(record: Pick<GameRecord, 'standIns' | 'defaulted' | 'actions'>): MadeBy[] {
  const defaulted = new Set(record.defaulted ?? []);
  return record.actions.map((action, i) => {
    if (defaulted.has(i)) return 'deadline';
    const played = (record.standIns ?? []).some(
      (s) => s.seat === action.player && s.from <= i && i < (s.to ?? Number.POSITIVE_INFINITY),
    );
    return played ? 'computer' : 'person';
  });
}

/** A person's seat a computer player played: how many of the seat's decisions it made, of all. */
export interface StandInCount {
  seat: number;
  /** The seat's actions the computer player made. */
  decisions: number;
  /** All of the seat's actions. */
  of: number;
}

/** The seats a computer player played for their person, each with how much of the game it made. */
export function standInCounts(
  record: Pick<GameRecord, 'standIns' | 'defaulted' | 'actions'>,
): StandInCount[] {
  if (!record.standIns?.length) return [];
  const by = madeBy(record);
  const seats = [...new Set(record.standIns.map((s) => s.seat))].sort((a, b) => a - b);
  return seats.map((seat) => {
    let decisions = 0;
    let of = 0;
    record.actions.forEach((action, i) => {
      if (action.player !== seat) return;
      of += 1;
      if (by[i] === 'computer') decisions += 1;
    });
    return { seat, decisions, of };
  });
}

/** The indexes of `seat`'s actions its person did not make (a computer player's, a deadline's). */
export function notThePersons(
  record: Pick<GameRecord, 'standIns' | 'defaulted' | 'actions'>,
  seat: number,
): number[] {
  const by = madeBy(record);
  return record.actions.flatMap((action, i) => (action.player === seat && by[i] !== 'person' ? [i] : []));
}
