// Issue 37: a result belongs to the season its game started in. A game running across a
// close and ended after it is counted in exactly one season's tables, the archived one
// included, and the ratings carried out of that season take it in.
import { describe, expect, it } from 'vitest';
import {
  closeSeason,
  newSeason,
  podium,
  reviseSeasons,
  seasonStandings,
  type LeagueSeasons,
  type PointsScheme,
  type RecordedResult,
} from '../../src/league';
import { audit, result } from './helpers';

const scheme: PointsScheme = { kind: 'byPlace', points: [4, 2, 1, 0] };
const [A, B, C] = ['1001', '1002', '1003'];
const roster = [A, B, C];

/** Season 1 with one game, closed (ratings carried or reset), and season 2 started. */
function closedLeague(carry: boolean): LeagueSeasons {
  const early = result('early', [
    [A, 1, 40],
    [B, 2, 30],
  ]);
  const season = newSeason(1, '2026-11-01T00:00:00.000Z');
  const { archived, next } = closeSeason({
    season,
    results: [early],
    audit: [],
    scheme,
    roster,
    closedAt: '2026-11-10T00:00:00.000Z',
    carryRatings: carry,
  });
  return { seasons: [archived, next], results: [early], audit: [], scheme, roster };
}

/** The game that started in season 1 and ended after the close: recorded with season 1. */
const late: RecordedResult = {
  ...result('late', [
    [C, 1, 50],
    [A, 2, 20],
  ]),
  season: 1,
};

const gamesOf = (league: LeagueSeasons, season: number, userId: string) =>
  seasonStandings(league, season)?.rows.find((r) => r.userId === userId)?.games ?? 0;

function withLate(league: LeagueSeasons): LeagueSeasons {
  const results = [...league.results, late];
  return { ...league, results, seasons: reviseSeasons({ ...league, results }, late.season) };
}

describe('seasons (issue 37)', () => {
  it('a game ended after the close counts in the season it started in, once: its archived table too', () => {
    const league = withLate(closedLeague(true));
    expect(gamesOf(league, 1, C)).toBe(1);
    expect(gamesOf(league, 2, C)).toBe(0);
    const archived = league.seasons[0].finalStandings ?? [];
    expect(archived.find((r) => r.userId === C)).toMatchObject({ games: 1, wins: 1, points: 4 });
    expect(archived.find((r) => r.userId === A)).toMatchObject({ games: 2 });
    expect(archived).toEqual(seasonStandings(league, 1)?.rows);
  });

  it('control: without the revision the archived table misses the late game', () => {
    const league = closedLeague(true);
    const stale = { ...league, results: [...league.results, late] };
    expect(stale.seasons[0].finalStandings?.find((r) => r.userId === C)?.games).toBe(0);
  });

  it('carried ratings take the late game in; the next season starts from the revised skills', () => {
    const league = withLate(closedLeague(true));
    const final = seasonStandings(league, 1)!;
    expect(league.seasons[1].initialSkills[C]).toEqual(final.skills.get(C));
    expect(league.seasons[1].initialSkills[A]).toEqual(final.skills.get(A));
    expect(seasonStandings(league, 2)?.rows.find((r) => r.userId === C)?.rating).toBe(
      final.rows.find((r) => r.userId === C)?.rating,
    );
  });

  it('reset ratings stay reset when a late game comes in', () => {
    const league = withLate(closedLeague(false));
    expect(league.seasons[1].initialSkills).toEqual({});
    expect(league.seasons[1].carried).toBe(false);
  });

  it('a void of the late game after the close takes it out of the archive again', () => {
    const league = withLate(closedLeague(true));
    const voided = { ...league, audit: [audit(1, { kind: 'void', gameId: 'late' })] };
    const revised = reviseSeasons(voided, 1);
    expect(revised[0].finalStandings?.find((r) => r.userId === C)?.games).toBe(0);
  });

  it('the podium names the champion first, shared places kept, members without a game left out', () => {
    const league = withLate(closedLeague(true));
    const top = podium(league.seasons[0]);
    expect(top[0]).toMatchObject({ place: 1, userId: A, points: 6 });
    expect(top.map((r) => r.userId)).toEqual([A, C, B]);
  });
});
