// /league season close: the season's final standings archived (kept with the league) and the
// next season started, with ratings carried or reset as the admin chooses (src/league).
import type { ChatInputCommandInteraction } from 'discord.js';
import { closeSeason } from '../../src/league/index';
import { type BotContext, currentSeason, seasonResults, tell } from '../../src/bot/index';
import { isLeagueAdmin } from './admin';
import { whichLeague } from './which-league';

export async function closeLeagueSeason(
  ctx: BotContext,
  interaction: ChatInputCommandInteraction,
): Promise<void> {
  const found = await whichLeague(ctx, interaction);
  if (!found) return;
  if (!isLeagueAdmin(interaction, found.league)) return tell(interaction, 'league.notAdmin');
  const carry = interaction.options.getBoolean('carry') ?? true;
  const { guildId, id, name } = found.league;
  const closedAt = new Date().toISOString();
  const done = await ctx.leagues.store.change<number | null>(guildId, id, async (record) => {
    if (!record) return { save: null, answer: null };
    const season = currentSeason(record);
    const results = seasonResults(record);
    const games = new Set(results.map((r) => r.gameId));
    const { archived, next } = closeSeason({
      season,
      results,
      audit: record.audit.filter((e) => games.has(e.change.gameId)),
      scheme: record.league.options.points,
      roster: record.league.roster,
      closedAt,
      carryRatings: carry,
    });
    const seasons = [...record.seasons.slice(0, -1), archived, next];
    return {
      save: { ...record, seasons, league: { ...record.league, season: next.number } },
      answer: season.number,
    };
  });
  if (!done.ok) return tell(interaction, 'league.damaged');
  if (done.answer === null) return tell(interaction, 'league.unknown', { name });
  await ctx.leagues.refreshBoard(guildId, id);
  await tell(interaction, carry ? 'league.season.closed.carried' : 'league.season.closed.reset', {
    name,
    season: done.answer,
    next: done.answer + 1,
  });
}
