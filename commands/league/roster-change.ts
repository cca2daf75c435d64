// Issue 37: a member put on, or taken off, a league's roster in the league's queue: the one
// change behind /league join, /league leave and the Join button of a league's posts.
import type { BotContext } from '../../src/bot/index';

export type RosterAnswer =
  'gone' | 'league.alreadyJoined' | 'league.notJoined' | 'league.joined' | 'league.left';

/** The member put on (or taken off) the roster in the league's queue; null: the store failed. */
export async function rosterChange(
  ctx: BotContext,
  guildId: string,
  leagueId: string,
  userId: string,
  kind: 'join' | 'leave',
): Promise<RosterAnswer | null> {
  const done = await ctx.leagues.store.change<RosterAnswer>(guildId, leagueId, async (record) => {
    if (!record) return { save: null, answer: 'gone' };
    const on = record.league.roster.includes(userId);
    if (kind === 'join' && on) return { save: null, answer: 'league.alreadyJoined' };
    if (kind === 'leave' && !on) return { save: null, answer: 'league.notJoined' };
    const roster =
      kind === 'join' ? [...record.league.roster, userId] : record.league.roster.filter((u) => u !== userId);
    const answer = kind === 'join' ? 'league.joined' : 'league.left';
    return { save: { ...record, league: { ...record.league, roster } }, answer };
  });
  return done.ok ? done.answer : null;
}
