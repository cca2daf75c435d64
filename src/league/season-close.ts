// Closing a season: its final standings archived with it, and the next season started
// with the members' ratings carried over or reset, as the admin chooses.
import type { AuditEntry } from './audit-schema';
import type { Skill } from './common-schemas';
import type { PointsScheme } from './points-scheme-schema';
import type { RecordedResult } from './result-schema';
import { SEASON_SCHEMA_VERSION, type Season } from './season-schema';
import { standings, type Bye } from './standings';

export type SeasonClose = {
  season: Season;
  /** This season's results and audit entries only. */
  results: readonly RecordedResult[];
  audit: readonly AuditEntry[];
  scheme: PointsScheme;
  roster: readonly string[];
  closedAt: string;
  carryRatings: boolean;
  /** Issue 37: the season's sit-outs, each earning its bye points. */
  byes?: readonly Bye[];
};

export function newSeason(
  number: number,
  startedAt: string,
  initialSkills: Record<string, Skill> = {},
  carried?: boolean,
): Season {
  return {
    schemaVersion: SEASON_SCHEMA_VERSION,
    number,
    startedAt,
    initialSkills,
    ...(carried === undefined ? {} : { carried }),
    closedAt: null,
    finalStandings: null,
  };
}

/** The closed season (archived) and the next one, which starts when this one closes. */
export function closeSeason(close: SeasonClose): { archived: Season; next: Season } {
  const table = standings({
    results: close.results,
    audit: close.audit,
    scheme: close.scheme,
    roster: close.roster,
    initial: new Map(Object.entries(close.season.initialSkills)),
    byes: close.byes,
  });
  const archived = { ...close.season, closedAt: close.closedAt, finalStandings: table.rows };
  const carried = close.carryRatings ? sortedSkills(table.skills) : {};
  return {
    archived,
    next: newSeason(close.season.number + 1, close.closedAt, carried, close.carryRatings),
  };
}

/** Skills as a stored record holds them: by user id, in id order, so equal skills store alike. */
export function sortedSkills(skills: ReadonlyMap<string, Skill>): Record<string, Skill> {
  return Object.fromEntries([...skills].sort(byKey));
}

function byKey(a: [string, Skill], b: [string, Skill]): number {
  return a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0;
}
