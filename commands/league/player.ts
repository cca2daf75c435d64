// /league player @x: one member's season in a league: games, wins, average VP, rating and
// place, their recent games with links to the threads and what each did to their rating, and
// their rating over time as a chart. `season:` shows a closed season the same way (issue 37).
import type { ChatInputCommandInteraction } from 'discord.js';
import { effectiveResults, playOrder, ratingHistory } from '../../src/league/index';
import { t } from '../../src/i18n/index';
import type { LeagueRecord } from '../../src/store/index';
import { whichLeague } from './which-league';
import { whichSeason } from './season-option';
import {
  deferNoted,
  type BotContext,
  memberNames,
  mentionOnly,
  nameText,
  ratingChangesByGame,
  seasonResults,
  seasonTable,
  serverLanguage,
  signedChange,
} from '../../src/bot/index';

/** Recent games listed: a message holds at most 2,000 characters. */
const RECENT_GAMES = 5;

export async function showPlayer(ctx: BotContext, interaction: ChatInputCommandInteraction): Promise<void> {
  const found = await whichLeague(ctx, interaction);
  if (!found) return;
  const user = interaction.options.getUser('player', true);
  const season = await whichSeason(ctx, interaction, found);
  if (season === null) return;
  const locale = await serverLanguage(ctx, interaction);
  const name = found.league.name;
  const table = seasonTable(found, season);
  const row = table.rows.find((r) => r.userId === user.id);
  if (!row || row.games === 0) {
    const params = { player: `<@${user.id}>`, name: nameText(name), season };
    const content = t('league.player.noneSeason', params, locale);
    return void (await interaction.reply({ content, allowedMentions: mentionOnly() }));
  }
  await deferNoted(ctx, interaction, 'reply');
  const content = [
    t(
      'league.player.summary',
      {
        player: `<@${user.id}>`,
        name: nameText(name),
        season,
        games: row.games,
        wins: row.wins,
        vp: Math.round(row.averageVp * 10) / 10,
        rating: row.rating,
        place: row.place,
      },
      locale,
    ),
    ...recentGames(found, season, ratingChangesByGame(table.changes), user.id, locale),
  ].join('\n');
  const ratings = ratingHistory(table.changes, user.id).map((p) => p.rating);
  const draw = ctx.renders.ratingChart?.bind(ctx.renders);
  const files = [];
  if (draw && ratings.length >= 2) {
    const [display] = (await memberNames(interaction.guild, [user.id])).values();
    const title = t('league.player.chart', { player: display ?? user.username, name }, locale);
    const owner = { server: found.league.guildId, game: `league:${found.league.id}` };
    const image = await draw({ title, ratings }, locale, owner);
    files.push({ attachment: image.data, name: image.fileName, description: image.description });
  }
  await interaction.editReply({ content, files, allowedMentions: mentionOnly() });
}

/** The member's newest counted games of the season, each with its thread, place, VP and rating change. */
function recentGames(
  record: LeagueRecord,
  season: number,
  changes: ReturnType<typeof ratingChangesByGame>,
  userId: string,
  locale: string,
): string[] {
  const games = effectiveResults(seasonResults(record, season), record.audit)
    .filter((r) => r.seats.some((s) => s.holder.kind === 'member' && s.holder.userId === userId))
    .sort(playOrder)
    .reverse()
    .slice(0, RECENT_GAMES);
  return games.map((r) => {
    const seat = r.seats.find((s) => s.holder.kind === 'member' && s.holder.userId === userId);
    const params = {
      thread: `<#${r.channelId}>`,
      game: r.gameId,
      place: seat?.place ?? '?',
      vp: seat?.vp ?? 0,
    };
    const change = changes.get(r.gameId)?.get(userId);
    // Issue 37: a seat a computer played for the member says so, rated or not.
    const [rated, unrated] = seat?.assisted
      ? (['league.player.gameAssistedRated', 'league.player.gameAssisted'] as const)
      : (['league.player.gameRated', 'league.player.game'] as const);
    return change
      ? t(rated, { ...params, change: signedChange(change) }, locale)
      : t(unrated, params, locale);
  });
}
