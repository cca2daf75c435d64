// A stored league for tests and benches: a casual 3–4 player league with the default points,
// its first season open, no results, audit or standings message unless given.
import { DEFAULT_POINTS, LEAGUE_SCHEMA_VERSION, newSeason } from '../../src/league';
import { LEAGUE_RECORD_VERSION, type LeagueRecord } from '../../src/store';

export interface LeagueFixture {
  id: string;
  guildId: string;
  name: string;
  roster?: string[];
  seasonStart?: string;
  results?: LeagueRecord['results'];
}

export function leagueRecord({
  id,
  guildId,
  name,
  roster = [],
  seasonStart = '2026-11-01T00:00:00.000Z',
  results = [],
}: LeagueFixture): LeagueRecord {
  return {
    recordVersion: LEAGUE_RECORD_VERSION,
    league: {
      schemaVersion: LEAGUE_SCHEMA_VERSION,
      id,
      guildId,
      name,
      createdBy: '1',
      adminRoleId: null,
      options: {
        players: { min: 3, max: 4 },
        game: { holdings: 'hidden', taxes: false, officeTrading: false, conflicts: false, memory: false },
        deadlineMinutes: 60,
        points: DEFAULT_POINTS,
        computersAllowed: false,
        missedDeadlines: { rule: 'defaults', count: 3 },
        takeBacksAllowed: false,
      },
      roster,
      season: 1,
    },
    seasons: [newSeason(1, seasonStart)],
    results,
    audit: [],
    board: null,
  };
}
