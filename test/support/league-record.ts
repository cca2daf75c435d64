// A stored league for tests and benches: a casual 3–4 player league with the default points,
// its first season open, no results, audit or standings message unless given.
import { playRandomGame } from '../../src/ai';
import type { GameState } from '../../src/engine';
import {
  DEFAULT_POINTS,
  LEAGUE_SCHEMA_VERSION,
  newSeason,
  RESULT_SCHEMA_VERSION,
  type RecordedResult,
} from '../../src/league';
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

/** A recorded league result of `userIds` in seat order (first place first), finished at 12:`minute`. */
export function recordedResult(gameId: string, minute: number, userIds = ['1', '2', '3']): RecordedResult {
  return {
    schemaVersion: RESULT_SCHEMA_VERSION,
    gameId,
    channelId: '900',
    season: 1,
    finishedAt: new Date(Date.UTC(2026, 10, 25, 12, minute)).toISOString(),
    endReason: 'guildMaster',
    rounds: 9,
    seats: userIds.map((userId, i) => ({
      holder: { kind: 'member' as const, userId },
      place: i + 1,
      vp: 30 - i,
      dp: 1,
      forfeited: false,
    })),
    rated: true,
  };
}

/** The league members of the recording tests: three seats of one server. */
export const LEAGUE_MEMBERS = ['1001', '1002', '1003'];

/** A finished seeded 3-player game whose seats are LEAGUE_MEMBERS (the same each run). */
export function finishedLeagueGame(): GameState {
  const played = playRandomGame({ players: 3, seed: 2331, check: false });
  const final = structuredClone(played.final);
  final.players.forEach((p, i) => (p.id = LEAGUE_MEMBERS[i]));
  return final;
}
