// Issue 42: a page opened with `?user=<name>` for a name the table has no seat of gets a new
// seat of that name (a league of 8 can be played on one machine) or a sentence saying why
// not; it never carries on as another seat (the first seat's hand would be on its screen).
import { addPerson, invalidFormBody, type LocalDiscord, type UserRecord } from '../../local-discord';
import { t } from '../../i18n';
import { nameProblem } from './names';

/** Discord's username rule: 2 to 32 of a–z, 0–9, "_" and "."; typed capitals are folded. */
const SEAT_NAME = /^[a-z0-9_.]{2,32}$/;
/** Seats the table takes: four to start with, room for a league's rounds, not unbounded. */
export const MAX_SEATS = 24;
/** How much of a refused name the sentence quotes back (it may be any length). */
const QUOTED = 40;

export type SeatProblem = 'invalid' | 'lookAlike' | 'full';

/** The people at the table (not the bot), in the order they sat down. */
export function tableSeats(discord: LocalDiscord): UserRecord[] {
  return [...discord.store.users.values()].filter((u) => !u.bot);
}

/** Why `typed` cannot become a new seat, or undefined where it can. */
export function seatProblem(typed: string, seats: readonly UserRecord[]): SeatProblem | undefined {
  const name = typed.toLowerCase();
  if (!SEAT_NAME.test(name)) return 'invalid';
  const others = seats.flatMap((u) => [u.username, u.globalName ?? u.username]);
  if (nameProblem(displayNameOf(name), others) || nameProblem(name, others)) return 'lookAlike';
  if (seats.length >= MAX_SEATS) return 'full';
  return undefined;
}

/** A new seat named `typed`; refused (50035, with a sentence) where seatProblem says why. */
export function addSeat(discord: LocalDiscord, typed: string): UserRecord {
  const seats = tableSeats(discord);
  const problem = seatProblem(typed, seats);
  if (problem) {
    const params = { name: [...typed].slice(0, QUOTED).join(''), count: MAX_SEATS };
    throw invalidFormBody([
      { path: ['username'], code: CODES[problem], message: t(`table.seat.${problem}`, params) },
    ]);
  }
  const name = typed.toLowerCase();
  return addPerson(discord.store, { name, globalName: displayNameOf(name) });
}

const CODES: Record<SeatProblem, string> = {
  invalid: 'USERNAME_INVALID',
  lookAlike: 'USERNAME_ALREADY_TAKEN',
  full: 'MAX_GUILD_MEMBERS',
};

/** "zed" sits down as "Zed", as the first four seats are named. */
function displayNameOf(name: string): string {
  return name.slice(0, 1).toUpperCase() + name.slice(1);
}
