// Issue 37: what the league posts about a season and a result. The champion's post names the
// champion and the top 3, pings the champion alone and shows a hostile league name as text;
// the post in a game's thread gives each rating change, or says why the game changed none.
import { describe, expect, it } from 'vitest';
import { t } from '../../../src/i18n/index';
import { championPost } from '../../../commands/league/champion-post';
import { resultPost } from '../../../src/bot/league/result-post';
import { signedChange } from '../../../src/bot/league/rating-change';
import { closeSeason, displayRating, newSkill } from '../../../src/league';
import type { LeagueRecord } from '../../../src/store';
import { leagueRecord, recordedResult } from '../../support/league-record';

const HOSTILE = '# [Cup](https://evil.example) <@123> @everyone';
const [A, B, C] = ['1001', '1002', '1003'];

/** A league whose season 1 held `results` and was closed (ratings carried). */
function closedWith(results: LeagueRecord['results'], name = 'Cup'): LeagueRecord {
  const record = leagueRecord({ id: 'cup', guildId: '700', name, roster: [A, B, C], results });
  const { archived, next } = closeSeason({
    season: record.seasons[0],
    results,
    audit: [],
    scheme: record.league.options.points,
    roster: [A, B, C],
    closedAt: '2026-11-30T00:00:00.000Z',
    carryRatings: true,
  });
  return { ...record, seasons: [archived, next] };
}

describe('the champion’s post (issue 37)', () => {
  it('names the champion and the top 3 in order, and pings the champion alone', () => {
    const post = championPost(closedWith([recordedResult('g1', 1, [A, B, C])]), 1, true, 'en');
    const lines = post.content.split('\n');
    expect(lines[0]).toBe('🏆 **End of season 1 of Cup!**');
    expect(lines[1]).toBe(`👑 Champion: <@${A}>, with 4 points.`);
    expect(lines.slice(2, 5).map((l) => l.slice(0, 3))).toEqual(['1. ', '2. ', '3. ']);
    expect(lines[5]).toBe('Season 2 starts now, with the ratings carried over.');
    expect(post.allowedMentions).toEqual({ parse: [], users: [A] });
  });

  it('carries a Join button for the next season, whose id names the league', () => {
    const post = championPost(closedWith([recordedResult('g1', 1, [A, B, C])]), 1, true, 'en');
    const [row] = post.components.map((c) => c.toJSON());
    const [button] = row.components as { custom_id?: string; label?: string }[];
    expect(button.label).toBe(t('league.join.button', {}, 'en'));
    expect(button.custom_id).toContain(closedWith([]).league.id);
  });

  it('names both champions where two share first place', () => {
    const shared = recordedResult('g1', 1, [A, B, C]);
    shared.seats[1] = { ...shared.seats[1], place: 1 };
    const post = championPost(closedWith([shared]), 1, true, 'en');
    expect(post.content).toContain(
      `👑 Champions, sharing first place: <@${A}> and <@${B}>, with 3 points each.`,
    );
    expect(post.allowedMentions.users).toEqual([A, B]);
  });

  it('a season with no game counted has no champion, and pings no one', () => {
    const post = championPost(closedWith([]), 1, false, 'en');
    expect(post.content).toContain('No game counted this season: no champion this time.');
    expect(post.content).toContain('Season 2 starts now, with every rating reset.');
    expect(post.allowedMentions.users).toEqual([]);
  });

  it('shows a hostile league name as text: no link, mention or heading; control: the raw name would be', () => {
    const post = championPost(closedWith([recordedResult('g1', 1, [A, B, C])], HOSTILE), 1, true, 'en');
    const first = post.content.split('\n')[0];
    expect(first).not.toMatch(/(?<!\\)\[Cup\]\(https:/);
    expect(first).not.toMatch(/(?<!\\)<@123>/);
    expect(first).not.toMatch(/(?<!\\)@everyone/);
    expect(`🏆 **End of season 1 of ${HOSTILE}!**`).toMatch(/(?<!\\)<@123>/);
  });
});

describe('the post in a game’s thread once its result is recorded (issue 37)', () => {
  it('gives each player’s rating before → after with its change', () => {
    const result = recordedResult('g1', 1, [A, B]);
    const record = leagueRecord({
      id: 'cup',
      guildId: '700',
      name: 'Cup',
      roster: [A, B],
      results: [result],
    });
    const post = resultPost(record, result, 'en');
    expect(post.content).toMatch(
      new RegExp(
        `^🏆 Recorded in Cup, season 1\\. Ratings: <@${A}> 1500 → \\d+ \\(\\+\\d+\\) and <@${B}> 1500 → \\d+ \\(−\\d+\\)$`,
      ),
    );
    expect(post.allowedMentions.users).toEqual([]);
  });

  it('says a game with a computer player changed no rating', () => {
    const result = { ...recordedResult('g1', 1, [A, B]), rated: false };
    const record = leagueRecord({ id: 'cup', guildId: '700', name: 'Cup', results: [result] });
    expect(resultPost(record, result, 'en').content).toBe(
      '🏆 Recorded in Cup, season 1: unrated, as a computer player held a seat.',
    );
  });

  it('says a game nobody played counts for nobody', () => {
    const played = recordedResult('g1', 1, [A, B]);
    const result = { ...played, seats: played.seats.map((s) => ({ ...s, moved: false })) };
    const record = leagueRecord({ id: 'cup', guildId: '700', name: 'Cup', results: [result] });
    expect(resultPost(record, result, 'en').content).toMatch(
      /no one played a move, so the game counts for nobody/,
    );
  });

  it('writes changes as +n, −n (a minus sign) or ±0', () => {
    const start = displayRating(newSkill());
    expect(signedChange({ before: start, after: start + 12 })).toBe('+12');
    expect(signedChange({ before: start, after: start - 8 })).toBe('−8');
    expect(signedChange({ before: start, after: start })).toBe('±0');
  });
});
