// Issue 37: a result late for a closed season (its game started before the close) revises that
// season's final table. Where the revision moves its champion or top 3, the channel that heard
// the close hears the new ones, pinging only a new champion; where it moves neither, nothing is
// said. Found by the season-of-eight scenario: the close's post stood wrong after a late game.
import { describe, expect, it } from 'vitest';
import { revisedPodiums, revisionPost } from '../../../src/bot/league/season-podium';
import { withResult } from '../../../src/bot/league/season-revision';
import { closeSeason } from '../../../src/league';
import type { LeagueRecord } from '../../../src/store';
import { leagueRecord, recordedResult } from '../../support/league-record';

const [A, B, C, D] = ['1001', '1002', '1003', '1004'];

/** Season 1 closed with `results` (announced in channel 555), season 2 running. */
function closedWith(results: LeagueRecord['results']): LeagueRecord {
  const record = leagueRecord({ id: 'cup', guildId: '700', name: 'Cup', roster: [A, B, C, D], results });
  const { archived, next } = closeSeason({
    season: record.seasons[0],
    results,
    audit: [],
    scheme: record.league.options.points,
    roster: [A, B, C, D],
    closedAt: '2026-11-30T00:00:00.000Z',
    carryRatings: true,
  });
  return { ...record, seasons: [{ ...archived, announcedIn: '555' }, next] };
}

describe('a closed season revised by a late result (issue 37)', () => {
  const before = closedWith([recordedResult('g1', 1, [A, B, C])]);

  it('a late game that moves the champion: revised, the new champion named and pinged', () => {
    const after = withResult(before, { ...recordedResult('late', 50, [B, A, D]), channelId: '901' });
    expect(revisedPodiums(before, after)).toEqual([1]);
    const post = revisionPost(before, after, 1, { thread: '901' }, 'en');
    const lines = post.content.split('\n');
    expect(lines[0]).toBe(
      '🏆 **Season 1 of Cup: final table revised.** A game that started in season 1 ended after the close (<#901>) and counts there, so its champion or top 3 changed:',
    );
    expect(lines[1]).toBe(`👑 Champion: <@${B}>, with 6 points.`);
    expect(lines[2]).toMatch(new RegExp(`^1\\. <@${B}>: 6 pts · wins 1 · rating \\d+$`));
    expect(post.allowedMentions).toEqual({ parse: [], users: [B] });
  });

  it('control: a late game that leaves the top 3 as it was says nothing', () => {
    // D last at a table of computer players (unrated): 0 points, A, B and C keep theirs.
    const late = recordedResult('late', 50, ['2001', '2002', '2003', D]);
    const seats = late.seats.map((s, i) =>
      i < 3 ? { ...s, holder: { kind: 'computer' as const, level: 'normal' } } : s,
    );
    const after = withResult(before, { ...late, seats, rated: false });
    expect(after.seasons[0].finalStandings).not.toEqual(before.seasons[0].finalStandings);
    expect(revisedPodiums(before, after)).toEqual([]);
  });

  it('an admin’s change names its audit entry; a champion who stays is not pinged again', () => {
    const after = withResult(before, { ...recordedResult('late', 50, [A, D, B]), channelId: '901' });
    expect(revisedPodiums(before, after)).toEqual([1]);
    const post = revisionPost(before, after, 1, { seq: 7 }, 'en');
    expect(post.content.split('\n')[0]).toBe(
      '🏆 **Season 1 of Cup: final table revised.** An admin’s change to one of its games (audit entry #7) changed its champion or top 3:',
    );
    expect(post.allowedMentions).toEqual({ parse: [], users: [] });
  });
});
