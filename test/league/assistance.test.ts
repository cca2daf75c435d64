// Issue 37, finding 6: a seat a computer player played for its member for any part of a game
// is marked assisted in the result; the league's rule (default "unrated") says whether that
// seat's rating moves. Its place and points count; the other seats are rated among themselves;
// a forfeited seat is rated as last whoever played it. The CSV export has an "assisted" column.
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../src/engine';
import {
  DEFAULT_POINTS,
  EXPORT_HEADER,
  LeagueOptionsSchema,
  RecordedResultSchema,
  assistedRule,
  exportCsv,
  parseAssistedRule,
  rateGame,
  recordResult,
  seatRated,
  standings,
  type PointsScheme,
  type RecordedResult,
} from '../../src/league';
import { startedGame } from '../engine/helpers';
import { MEMBERS, result, withMembers } from './helpers';

const scheme: PointsScheme = { kind: 'byPlace', points: [4, 2, 1, 0] };
const [A, B, C] = MEMBERS;

/** A three-member game, A first, B second, C third; `assisted` seats marked, `unrated` ones too. */
function game(assisted: readonly number[] = [], unrated: readonly number[] = []): RecordedResult {
  const built = result('g1', [
    [A, 1, 30],
    [B, 2, 20],
    [C, 3, 10],
  ]);
  return {
    ...built,
    seats: built.seats.map((s, i) => ({
      ...s,
      ...(assisted.includes(i) ? { assisted: true } : {}),
      ...(unrated.includes(i) ? { rated: false } : {}),
    })),
  };
}

const row = (results: RecordedResult[], userId: string) =>
  standings({ results, audit: [], scheme, roster: [A, B, C] }).rows.find((r) => r.userId === userId);

describe('the league’s assistance rule (issue 37)', () => {
  it('defaults to "unrated", for a league made before the rule too; a forged choice reads as the default', () => {
    expect(assistedRule({})).toBe('unrated');
    expect(assistedRule({ assisted: 'rated' })).toBe('rated');
    expect(parseAssistedRule('rated')).toBe('rated');
    expect(parseAssistedRule('always')).toBe('unrated');
    expect(parseAssistedRule(null)).toBe('unrated');
  });

  it('is part of the league’s options schema: absent passes, "rated" passes, anything else fails', () => {
    const options = {
      players: { min: 2, max: 4 },
      game: { holdings: 'hidden', taxes: false, officeTrading: false, conflicts: false, memory: false },
      deadlineMinutes: 60,
      points: scheme,
      computersAllowed: false,
      missedDeadlines: { rule: 'defaults', count: 3 },
      takeBacksAllowed: false,
    };
    expect(LeagueOptionsSchema.safeParse(options).success).toBe(true);
    expect(LeagueOptionsSchema.safeParse({ ...options, assisted: 'rated' }).success).toBe(true);
    // Control: the schema does check the value.
    expect(LeagueOptionsSchema.safeParse({ ...options, assisted: 'sometimes' }).success).toBe(false);
  });

  it('an assisted seat is unrated by default and rated where the league says so; an unassisted one is rated', () => {
    expect(seatRated({ assisted: true, forfeited: false }, 'unrated')).toBe(false);
    expect(seatRated({ assisted: true, forfeited: false }, 'rated')).toBe(true);
    expect(seatRated({ assisted: false, forfeited: false }, 'unrated')).toBe(true);
  });

  it('a forfeited seat is rated as last even when assisted: a forfeit spares no one a rated loss', () => {
    expect(seatRated({ assisted: true, forfeited: true }, 'unrated')).toBe(true);
  });
});

describe('the recorded result marks assisted seats (issue 37)', () => {
  const facts = (assisted: number[], rule?: 'rated' | 'unrated', forfeits: number[] = []) => ({
    state: withMembers(startedGame(3, 7, [2, 1, 7]) as GameState),
    gameId: 'g1',
    channelId: '5555',
    season: 1,
    finishedAt: '2026-11-25T13:00:00.000Z',
    computers: [null, null, null],
    forfeits: new Set(forfeits.length > 0 ? forfeits : [2]),
    assisted: new Set(assisted),
    ...(rule ? { assistedRule: rule } : {}),
  });

  it('by default: the assisted seat is marked and left unrated; the game stays rated for the others', () => {
    const recorded = recordResult(facts([1]))!;
    expect(RecordedResultSchema.safeParse(recorded).success).toBe(true);
    expect(recorded.rated).toBe(true);
    expect(recorded.seats.map((s) => [s.assisted ?? false, s.rated ?? true])).toEqual([
      [false, true],
      [true, false],
      [false, true],
    ]);
  });

  it('with "rated": the assisted seat is marked and rated', () => {
    const recorded = recordResult(facts([1], 'rated'))!;
    expect(recorded.seats[1]).toMatchObject({ assisted: true });
    expect(recorded.seats[1]).not.toHaveProperty('rated');
  });

  it('a forfeited, assisted seat is marked and stays rated', () => {
    const recorded = recordResult(facts([2], 'unrated', [2]))!;
    expect(recorded.seats[2]).toMatchObject({ assisted: true, forfeited: true });
    expect(recorded.seats[2]).not.toHaveProperty('rated');
  });

  it('control: no assisted seat marks nothing', () => {
    const recorded = recordResult(facts([]))!;
    expect(recorded.seats.every((s) => !('assisted' in s) && !('rated' in s))).toBe(true);
  });
});

describe('ratings and standings with an unrated seat (issue 37)', () => {
  it('the unrated seat’s rating stays 1500; its place and points count', () => {
    const results = [game([1], [1])];
    expect(row(results, B)).toMatchObject({ rating: 1500, points: 2, games: 1 });
    // Control: the same game with the seat rated moves B's rating.
    expect(row([game([1])], B)?.rating).not.toBe(1500);
  });

  it('the others are rated among themselves, as a game without that seat', () => {
    const changes = rateGame(game([1], [1]), new Map());
    expect(changes.map((c) => c.userId)).toEqual([A, C]);
    const alone = rateGame(
      result('g1', [
        [A, 1, 30],
        [C, 3, 10],
      ]),
      new Map(),
    );
    expect(changes.map((c) => c.after)).toEqual(alone.map((c) => c.after));
  });

  it('a two-seat game with one seat unrated changes no rating; control: both rated changes both', () => {
    const two = (unrated: number[]) => {
      const built = result('g2', [
        [A, 1, 30],
        [B, 2, 20],
      ]);
      return {
        ...built,
        seats: built.seats.map((s, i) => (unrated.includes(i) ? { ...s, rated: false } : s)),
      };
    };
    expect(rateGame(two([1]), new Map())).toEqual([]);
    expect(rateGame(two([]), new Map())).toHaveLength(2);
  });
});

describe('the CSV export’s "assisted" column (issue 37)', () => {
  it('reads true for the assisted seat and false for the others; a result from before reads false', () => {
    const column = EXPORT_HEADER.indexOf('assisted');
    expect(column).toBeGreaterThan(0);
    const lines = exportCsv([game([1], [1])], [], new Map(), { scheme: DEFAULT_POINTS, changes: [] })
      .split('\r\n')
      .slice(1, -1)
      .map((line) => line.split(',')[column]);
    expect(lines).toEqual(['false', 'true', 'false']);
  });
});
