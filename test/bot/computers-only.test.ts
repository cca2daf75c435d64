import { describe, expect, it } from 'vitest';
import { computersOnly } from '../../src/bot/openings';
import type { GameRecord } from '../../src/store/index';

type Seats = Pick<GameRecord, 'seats' | 'settings'>;
const person = (userId: string, standIn?: 'hard') => ({
  kind: 'human' as const,
  userId,
  name: userId,
  standIn,
});
const computer = { kind: 'computer' as const, level: 'hard' as const, name: 'Hanna' };
const game = (seats: unknown[], players = seats.length) =>
  ({ seats, settings: { players } }) as unknown as Seats;

// Issue 20's cap on games against computer players counts what the shared pool works on: a
// person's seat handed to a computer player (K-80, /kogge game seat) is a computer player's seat.
describe('which games count as played alone against computer players', () => {
  it('counts a game whose other people handed their seats to computer players (K-80)', () => {
    expect(computersOnly(game([person('ann'), person('bob', 'hard')]))).toBe(true);
    expect(computersOnly(game([person('ann', 'hard'), person('bob', 'hard'), computer]))).toBe(true);
  });

  it('control: two people playing their own seats, or a lobby with a seat free, do not count', () => {
    expect(computersOnly(game([person('ann'), person('bob'), computer]))).toBe(false);
    expect(computersOnly(game([person('ann'), computer], 3))).toBe(false);
    expect(computersOnly(game([person('ann'), computer]))).toBe(true);
  });
});
