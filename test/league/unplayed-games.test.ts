// Issue 37: a game where no member played a move (every seat forfeited, or moved only by
// default moves or a computer player throughout) counts for nobody: no points, no win, no
// rating. It stays in the CSV, marked not counted.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_POINTS,
  exportCsv,
  someonePlayed,
  standings,
  type PointsScheme,
  type RecordedResult,
} from '../../src/league';
import { audit, result } from './helpers';

const scheme: PointsScheme = { kind: 'byPlace', points: [4, 2, 1, 0] };
const [A, B, C] = ['1001', '1002', '1003'];

function game(moved: readonly (boolean | undefined)[], forfeited: readonly boolean[] = []): RecordedResult {
  const built = result('g1', [
    [A, 1, 30],
    [B, 2, 20],
    [C, 3, 10],
  ]);
  return {
    ...built,
    seats: built.seats.map((s, i) => ({
      ...s,
      forfeited: forfeited[i] ?? false,
      place: forfeited[i] ? 3 : s.place,
      ...(moved[i] === undefined ? {} : { moved: moved[i] }),
    })),
  };
}

const table = (results: RecordedResult[], entries = [] as ReturnType<typeof audit>[]) =>
  standings({ results, audit: entries, scheme, roster: [A, B, C] }).rows;

const blank = (rows: ReturnType<typeof table>) =>
  rows.every((r) => r.points === 0 && r.games === 0 && r.wins === 0 && r.rating === 1500);

describe('a game nobody played (issue 37)', () => {
  it('every seat forfeited: no points, no win, no rating for anyone', () => {
    expect(blank(table([game([true, true, true], [true, true, true])]))).toBe(true);
  });

  it('every seat moved only by default moves: no points, no win, no rating for anyone', () => {
    expect(blank(table([game([false, false, false])]))).toBe(true);
  });

  it('every seat forfeited by the admin’s log: counts for nobody either', () => {
    const entries = [A, B, C].map((userId, i) => audit(i + 1, { kind: 'forfeit', gameId: 'g1', userId }));
    expect(blank(table([game([true, true, true])], entries))).toBe(true);
  });

  it('control: one member who moved makes it count, the others placed as recorded', () => {
    const rows = table([game([false, true, false])]);
    expect(blank(rows)).toBe(false);
    expect(rows.find((r) => r.userId === A)).toMatchObject({ points: 4, wins: 1, games: 1 });
  });

  it('control: a result recorded before moves were kept (no "moved") counts as played', () => {
    expect(someonePlayed(game([undefined, undefined, undefined]))).toBe(true);
    expect(blank(table([game([undefined, undefined, undefined])]))).toBe(false);
  });

  it('the CSV keeps the game, marked not counted', () => {
    const csv = exportCsv([game([false, false, false])], [], new Map(), {
      scheme: DEFAULT_POINTS,
      changes: [],
    });
    const lines = csv.trim().split('\r\n').slice(1);
    expect(lines).toHaveLength(3);
    const counted = lines.map((l) => l.split(',')[7]);
    expect(counted).toEqual(['false', 'false', 'false']);
  });
});
