// A season's table of a stored league, from src/league: the bot never rates. Without a
// season number it is the running season; a closed one is shown from its own results.
import {
  effectiveResults,
  seasonSlice,
  seasonStandings,
  standings,
  type LeagueSeasons,
  type Standings,
} from '../../league/index';
import type { LeagueRecord } from '../../store/index';

type Season = LeagueRecord['seasons'][number];

/** The running season: the last one stored. */
export function currentSeason(record: LeagueRecord): Season {
  return record.seasons[record.seasons.length - 1];
}

/** Season `number` of the league, or null where it has none of that number. */
export function seasonOf(record: LeagueRecord, number: number): Season | null {
  return record.seasons.find((s) => s.number === number) ?? null;
}

/** The league's records as src/league's season functions read them. */
export function leagueSeasons(record: LeagueRecord): LeagueSeasons {
  return {
    seasons: record.seasons,
    results: record.results,
    audit: record.audit,
    scheme: record.league.options.points,
    roster: record.league.roster,
    rounds: record.rounds,
  };
}

/** A season's results, as recorded (the running season's by default). */
export function seasonResults(
  record: LeagueRecord,
  number = currentSeason(record).number,
): LeagueRecord['results'] {
  return seasonSlice(record, number).results;
}

/**
 * Issue 37: the games season `number`'s table counts: its results less the voided ones and
 * those no member played (what the standings' footer says, not what was recorded).
 */
export function countedGames(record: LeagueRecord, number = currentSeason(record).number): number {
  const slice = seasonSlice(record, number);
  return effectiveResults(slice.results, slice.audit).length;
}

export function seasonTable(record: LeagueRecord, number = currentSeason(record).number): Standings {
  return (
    seasonStandings(leagueSeasons(record), number) ??
    standings({ results: [], audit: [], scheme: record.league.options.points })
  );
}
