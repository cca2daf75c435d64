// Issue 37: a league's rounds as stored with it. A round is written before its games open
// (so a second /league round typed at the same moment sees it) and each game's id is added
// as it opens: a restart loses neither the round nor its games.
import type { Round } from '../../src/league/index';
import { type BotContext, currentSeason } from '../../src/bot/index';
import type { LeagueRecord } from '../../src/store/index';

/** The rounds of season `season`, in order. */
export function seasonRounds(record: LeagueRecord, season = currentSeason(record).number): Round[] {
  return (record.rounds ?? []).filter((r) => r.season === season);
}

/** The running season's last round, or null before its first. */
export function lastRound(record: LeagueRecord): Round | null {
  return seasonRounds(record).at(-1) ?? null;
}

/** What a change expects of the last round: the same one, as the command read it. */
function sameRound(a: Round | null, b: Round | null): boolean {
  return a?.number === b?.number && a?.season === b?.season && a?.seatedAt === b?.seatedAt;
}

/**
 * Saves `round` as the season's newest round (in place of `seen` when it has the same number:
 * a check-in round being seated). Answers 'stale' when another round was saved since `seen`.
 */
export async function saveRound(
  ctx: BotContext,
  found: LeagueRecord,
  seen: Round | null,
  round: Round,
): Promise<'saved' | 'stale' | 'gone' | 'damaged'> {
  const { guildId, id } = found.league;
  const done = await ctx.leagues.store.change<'saved' | 'stale' | 'gone'>(guildId, id, async (record) => {
    if (!record) return { save: null, answer: 'gone' };
    if (!sameRound(lastRound(record), seen)) return { save: null, answer: 'stale' };
    const kept = (record.rounds ?? []).filter((r) => r.season !== round.season || r.number !== round.number);
    return { save: { ...record, rounds: [...kept, round] }, answer: 'saved' };
  });
  return done.ok ? done.answer : 'damaged';
}

/** Adds an opened game to its round. */
export async function addRoundGame(ctx: BotContext, found: LeagueRecord, round: Round, gameId: string) {
  const { guildId, id } = found.league;
  await ctx.leagues.store.change(guildId, id, async (record) => {
    if (!record) return { save: null, answer: undefined };
    const rounds = (record.rounds ?? []).map((r) =>
      r.season === round.season && r.number === round.number ? { ...r, games: [...r.games, gameId] } : r,
    );
    return { save: { ...record, rounds }, answer: undefined };
  });
}

/** A member's check-in to the open round `number`: 'closed' once it was seated (or never opened). */
export async function checkIn(
  ctx: BotContext,
  guildId: string,
  leagueId: string,
  number: number,
  userId: string,
): Promise<{ answer: 'in' | 'already' | 'closed' | 'notMember' | 'gone'; count: number } | null> {
  type Answer = { answer: 'in' | 'already' | 'closed' | 'notMember' | 'gone'; count: number };
  const done = await ctx.leagues.store.change<Answer>(guildId, leagueId, async (record) => {
    if (!record) return { save: null, answer: { answer: 'gone', count: 0 } };
    const open = lastRound(record);
    if (!open || open.number !== number || open.seatedAt !== null || !open.checkedIn)
      return { save: null, answer: { answer: 'closed', count: 0 } };
    const count = open.checkedIn.length;
    if (!record.league.roster.includes(userId)) return { save: null, answer: { answer: 'notMember', count } };
    if (open.checkedIn.includes(userId)) return { save: null, answer: { answer: 'already', count } };
    const round = { ...open, checkedIn: [...open.checkedIn, userId] };
    const rounds = (record.rounds ?? []).map((r) => (r === open ? round : r));
    return { save: { ...record, rounds }, answer: { answer: 'in', count: count + 1 } };
  });
  return done.ok ? done.answer : null;
}
