// Issue 37: every season's table from the same records. A result belongs to the season its
// game started in (the season the game was opened with), however late it ends: a game
// running across a close is counted in the season it started in, once, and that season's
// archived table and the ratings carried out of it are revised when it is recorded.
import { auditGameId, type AuditEntry } from './audit-schema';
import type { PointsScheme } from './points-scheme-schema';
import type { RecordedResult } from './result-schema';
import { sortedSkills } from './season-close';
import type { Season } from './season-schema';
import { standings, type Bye, type Standings } from './standings';
import type { Round } from './round-schema';

export type LeagueSeasons = {
  /** Every season, the running one last. */
  seasons: readonly Season[];
  results: readonly RecordedResult[];
  audit: readonly AuditEntry[];
  scheme: PointsScheme;
  /** The league's roster now: listed in the running season's table before their first game. */
  roster: readonly string[];
  /** Issue 37: the league's rounds, whose sit-outs earn bye points in their season. */
  rounds?: readonly Pick<Round, 'season' | 'sitOuts'>[];
};

/** Season `number`'s byes: the sit-outs of its rounds. */
export function seasonByes(rounds: LeagueSeasons['rounds'], number: number): Bye[] {
  return (rounds ?? []).filter((r) => r.season === number).flatMap((r) => r.sitOuts);
}

/** The results recorded for season `number`, and the audit entries about their games. */
export function seasonSlice(
  league: Pick<LeagueSeasons, 'results' | 'audit'>,
  number: number,
): { results: RecordedResult[]; audit: AuditEntry[] } {
  const results = league.results.filter((r) => r.season === number);
  const games = new Set(results.map((r) => r.gameId));
  return { results, audit: league.audit.filter((e) => games.has(auditGameId(e, league.audit) ?? '')) };
}

/**
 * Season `number`'s table, from its results and the skills it started with. A closed season
 * lists the members its final table listed (the roster when it closed), and any member a
 * late result brought in; the running one lists today's roster.
 */
export function seasonStandings(league: LeagueSeasons, number: number): Standings | null {
  const season = league.seasons.find((s) => s.number === number);
  if (!season) return null;
  const roster = season.finalStandings ? season.finalStandings.map((r) => r.userId) : league.roster;
  return standings({
    ...seasonSlice(league, number),
    scheme: league.scheme,
    initial: new Map(Object.entries(season.initialSkills)),
    roster,
    byes: seasonByes(league.rounds, number),
  });
}

/** Whether a season started from the one before's final skills (older records: it holds some). */
export function carriedInto(season: Season): boolean {
  return season.carried ?? Object.keys(season.initialSkills).length > 0;
}

/**
 * The seasons after a change to season `from` (a late result, an audit entry): each closed
 * season from there on gets its final table again, and the next one the skills it carries.
 * Seasons before `from` and a running season's own table are left as they are.
 */
export function reviseSeasons(league: LeagueSeasons, from: number): Season[] {
  const seasons = [...league.seasons];
  for (let i = 0; i < seasons.length; i++) {
    const season = seasons[i];
    if (season.number < from || season.finalStandings === null) continue;
    const table = seasonStandings({ ...league, seasons }, season.number);
    if (!table) continue;
    seasons[i] = { ...season, finalStandings: table.rows };
    const next = seasons[i + 1];
    if (next && carriedInto(next)) seasons[i + 1] = { ...next, initialSkills: sortedSkills(table.skills) };
  }
  return seasons;
}

/** A closed season's champion and podium: its final table's first places (shared places kept). */
export function podium(season: Season, size = 3): NonNullable<Season['finalStandings']> {
  return (season.finalStandings ?? []).filter((row) => row.place <= size && row.games > 0);
}
