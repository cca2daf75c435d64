// Issue 37: the standings' footer counts the games the table counts: a recorded game that was
// voided, or one no member played, is not in it, on the embed and on the image alike.
import { describe, expect, it } from 'vitest';
import { seasonResults } from '../../../src/bot/league/season-table';
import { standingsImage } from '../../../src/bot/league/standings-image';
import { standingsEmbed } from '../../../src/bot/league/standings-message';
import { AUDIT_SCHEMA_VERSION, type AuditEntry } from '../../../src/league';
import type { LeagueRecord } from '../../../src/store';
import { leagueRecord, recordedResult } from '../../support/league-record';

const MEMBERS = ['1001', '1002', '1003'];

function voidOf(gameId: string, seq: number): AuditEntry {
  const change = { kind: 'void' as const, gameId };
  return {
    schemaVersion: AUDIT_SCHEMA_VERSION,
    seq,
    at: '2026-11-26T00:00:00.000Z',
    by: '1',
    reason: 'x',
    change,
  };
}

/** Three games recorded: g2 voided by the admin, g3 played by no member (all forfeited). */
function league(): LeagueRecord {
  const unplayed = recordedResult('g3', 3, MEMBERS);
  unplayed.seats = unplayed.seats.map((s) => ({ ...s, forfeited: true }));
  const results = [recordedResult('g1', 1, MEMBERS), recordedResult('g2', 2, MEMBERS), unplayed];
  return {
    ...leagueRecord({ id: 'cup', guildId: '700', name: 'Cup', roster: MEMBERS, results }),
    audit: [voidOf('g2', 1)],
  };
}

describe('the standings footer counts only counted games (issue 37)', () => {
  it('three games recorded, one voided and one unplayed: the embed says 1 game counted', () => {
    const embed = standingsEmbed(league(), 'en');
    expect(embed.footer?.text).toBe('1 game counted');
    // The table agrees: each member has the one counted game.
    expect(embed.description?.split('\n').every((line) => line.includes('games 1 ·'))).toBe(true);
    // Control: the old footer counted the recorded results, 3 of them.
    expect(seasonResults(league())).toHaveLength(3);
  });

  it('the image says the same as the embed', async () => {
    expect((await standingsImage(league(), null, 'en')).footer).toBe('1 game counted');
  });

  it('control: without the void and with the forfeits taken back, all 3 games count', () => {
    const record = league();
    record.audit = [];
    record.results = record.results.map((r) => ({
      ...r,
      seats: r.seats.map((s) => ({ ...s, forfeited: false })),
    }));
    expect(standingsEmbed(record, 'en').footer?.text).toBe('3 games counted');
  });

  it('in German too: 1 Spiel gewertet', () => {
    expect(standingsEmbed(league(), 'de').footer?.text).toBe('1 Spiel gewertet');
  });
});
