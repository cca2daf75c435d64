// Reading seats: who sits where, whether a person or a computer player decides for a seat,
// and the players a new game is made of. Kept beside the schema so every reader agrees.
import type { GameRecord, HumanSeat, Seat, SeatLevel } from './game-record';

/** The seat's user, or null for a computer player's seat. */
export function userIdOf(seat: Seat): string | null {
  return seat.kind === 'human' ? seat.userId : null;
}

/** The index of the user's seat, or -1. */
export function seatOfUser(seats: readonly Seat[], userId: string): number {
  return seats.findIndex((s) => s.kind === 'human' && s.userId === userId);
}

/** Per seat, the level of the computer player deciding for it, or null where a person decides. */
export function seatLevels(seats: readonly Seat[]): (SeatLevel | null)[] {
  return seats.map((s) => (s.kind === 'computer' ? s.level : (s.standIn ?? null)));
}

/**
 * The host's seat name, for sentences that name the host. A league's game is the league's
 * (issue 37): its admin holds no seat there, so the league is named.
 */
export function hostName(record: Pick<GameRecord, 'seats' | 'hostId' | 'league'>): string {
  if (record.league) return record.league.name;
  return (
    record.seats.find((s): s is HumanSeat => s.kind === 'human' && s.userId === record.hostId)?.name ?? '?'
  );
}

/** A computer player's id in the engine: never a Discord id, so it is never mentioned. */
export function computerId(seatIndex: number): string {
  return `computer-${seatIndex + 1}`;
}

/** The engine's players, in seat order (K-81). */
export function enginePlayers(seats: readonly Seat[]): { id: string; name: string }[] {
  return seats.map((s, i) => ({ id: userIdOf(s) ?? computerId(i), name: s.name }));
}
