// Builders for league tests: recorded results in a line, audit entries, and engine states
// whose players carry Discord-like ids.
import type { GameState } from '../../src/engine';
import {
  AUDIT_SCHEMA_VERSION,
  RESULT_SCHEMA_VERSION,
  type AuditChange,
  type AuditEntry,
  type RecordedResult,
} from '../../src/league';

export const MEMBERS = ['1001', '1002', '1003', '1004', '1005', '1006', '1007', '1008', '1009'];

/** The state with its seats held by MEMBERS in order. */
export function withMembers(state: GameState): GameState {
  const s = structuredClone(state);
  s.players.forEach((player, seat) => (player.id = MEMBERS[seat]));
  return s;
}

let clock = 0;

/**
 * A rated result: `seats` as [userId, place, vp] (dp 0), finished one minute after the
 * previous one built.
 */
export function result(
  gameId: string,
  seats: readonly (readonly [string, number, number])[],
  extra: Partial<RecordedResult> = {},
): RecordedResult {
  clock += 1;
  return {
    schemaVersion: RESULT_SCHEMA_VERSION,
    gameId,
    channelId: '9000',
    season: 1,
    finishedAt: new Date(Date.UTC(2026, 10, 1, 12, clock)).toISOString(),
    endReason: 'guildMaster',
    rounds: 9,
    seats: seats.map(([userId, place, vp]) => ({
      holder: { kind: 'member', userId },
      place,
      vp,
      dp: 0,
      forfeited: false,
    })),
    rated: true,
    ...extra,
  };
}

export function audit(seq: number, change: AuditChange): AuditEntry {
  return {
    schemaVersion: AUDIT_SCHEMA_VERSION,
    seq,
    at: new Date(Date.UTC(2026, 10, 2, 12, seq)).toISOString(),
    by: '7777',
    reason: 'admin decision',
    change,
  };
}
