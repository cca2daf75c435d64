// The running season's table of a stored league, from src/league: the bot never rates.
import { standings, type Standings } from '../../league/index';
import type { LeagueRecord } from '../../store/index';

/** The running season: the last one stored. */
export function currentSeason(record: LeagueRecord): LeagueRecord['seasons'][number] {
  return record.seasons[record.seasons.length - 1];
}

/** This season's results, as recorded. */
export function seasonResults(record: LeagueRecord): LeagueRecord['results'] {
  const season = currentSeason(record).number;
  return record.results.filter((r) => r.season === season);
}

export function seasonTable(record: LeagueRecord): Standings {
  const season = currentSeason(record);
  const results = seasonResults(record);
  const games = new Set(results.map((r) => r.gameId));
  return standings({
    results,
    audit: record.audit.filter((entry) => games.has(entry.change.gameId)),
    scheme: record.league.options.points,
    initial: new Map(Object.entries(season.initialSkills)),
    roster: record.league.roster,
  });
}
