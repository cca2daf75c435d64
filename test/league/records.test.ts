import { describe, expect, it } from 'vitest';
import {
  AuditEntrySchema,
  LeagueSchema,
  RecordedResultSchema,
  SeasonSchema,
  closeSeason,
  newSeason,
  standings,
  type League,
  type PointsScheme,
} from '../../src/league';
import { DEFAULT_OPTIONS } from '../../src/engine';
import { audit, result } from './helpers';

const league: League = {
  schemaVersion: 1,
  id: 'spring-cup',
  guildId: '1234',
  name: 'Spring Cup',
  createdBy: '1001',
  adminRoleId: null,
  options: {
    players: { min: 3, max: 4 },
    game: { ...DEFAULT_OPTIONS, taxes: true },
    deadlineMinutes: 24 * 60,
    points: { kind: 'byPlace', points: [4, 2, 1, 0] },
    computersAllowed: false,
    missedDeadlines: { rule: 'forfeit', count: 3 },
    takeBacksAllowed: false,
  },
  roster: ['1001', '1002'],
  season: 1,
};

describe('league records', () => {
  it('a league with its options passes its schema', () => {
    expect(LeagueSchema.safeParse(league).success).toBe(true);
  });

  it.each([
    ['a player range upside down', { options: { ...league.options, players: { min: 4, max: 3 } } }],
    ['5 players', { options: { ...league.options, players: { min: 2, max: 5 } } }],
    ['a deadline of 0 minutes', { options: { ...league.options, deadlineMinutes: 0 } }],
    [
      'an unknown missed-deadline rule',
      { options: { ...league.options, missedDeadlines: { rule: 'x', count: 1 } } },
    ],
    [
      'a points table of 3 places',
      { options: { ...league.options, points: { kind: 'byPlace', points: [3, 1, 0] } } },
    ],
    ['an empty name', { name: '  ' }],
    ['a role id that is not a snowflake', { adminRoleId: '@everyone' }],
    ['another schema version', { schemaVersion: 2 }],
  ])('refuses %s', (_, change) => {
    expect(LeagueSchema.safeParse({ ...league, ...change }).success).toBe(false);
  });

  it('a recorded result and an audit entry pass their schemas; a place of 0 and a missing reason do not', () => {
    const game = result('g1', [
      ['1001', 1, 50],
      ['1002', 2, 30],
    ]);
    expect(RecordedResultSchema.safeParse(game).success).toBe(true);
    game.seats[0].place = 0;
    expect(RecordedResultSchema.safeParse(game).success).toBe(false);
    const entry = audit(1, { kind: 'void', gameId: 'g1' });
    expect(AuditEntrySchema.safeParse(entry).success).toBe(true);
    expect(AuditEntrySchema.safeParse({ ...entry, reason: '' }).success).toBe(false);
  });
});

describe('closing a season', () => {
  const scheme: PointsScheme = { kind: 'byPlace', points: [4, 2, 1, 0] };
  const results = [
    result('g1', [
      ['1001', 1, 50],
      ['1002', 2, 30],
    ]),
  ];
  const close = (carryRatings: boolean) =>
    closeSeason({
      season: newSeason(1, '2026-11-01T00:00:00.000Z'),
      results,
      audit: [],
      scheme,
      roster: ['1001', '1002', '1003'],
      closedAt: '2026-11-30T00:00:00.000Z',
      carryRatings,
    });

  it('archives the final standings with the closed season, which passes its schema', () => {
    const { archived } = close(true);
    expect(archived.closedAt).toBe('2026-11-30T00:00:00.000Z');
    expect(archived.finalStandings).toEqual(
      standings({ results, audit: [], scheme, roster: ['1001', '1002', '1003'] }).rows,
    );
    expect(SeasonSchema.safeParse(archived).success).toBe(true);
  });

  it('carried ratings start the next season where they ended', () => {
    const { next } = close(true);
    expect(next).toMatchObject({
      number: 2,
      startedAt: '2026-11-30T00:00:00.000Z',
      closedAt: null,
      finalStandings: null,
    });
    const table = standings({ results, audit: [], scheme });
    expect(next.initialSkills).toEqual(Object.fromEntries(table.skills));
    const fresh = standings({
      results: [],
      audit: [],
      scheme,
      initial: new Map(Object.entries(next.initialSkills)),
      roster: ['1001'],
    });
    expect(fresh.rows[0].rating).toBe(table.rows.find((r) => r.userId === '1001')!.rating);
    expect(SeasonSchema.safeParse(next).success).toBe(true);
  });

  it('reset ratings start everyone at 1500 again', () => {
    const { next } = close(false);
    expect(next.initialSkills).toEqual({});
    const fresh = standings({ results: [], audit: [], scheme, initial: new Map(), roster: ['1001'] });
    expect(fresh.rows[0].rating).toBe(1500);
  });
});
