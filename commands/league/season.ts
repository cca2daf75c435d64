// /league season close: first a confirmation to the admin alone, listing the league's games
// still running (they count for the season they started in, issue 37), with a button; the
// click closes the season: its final standings archived (kept with the league), the next
// season started with ratings carried or reset, the champion and the top 3 posted publicly,
// and the standings message showing the new season.
import {
  ActionRowBuilder,
  ButtonBuilder,
  ButtonStyle,
  type ButtonInteraction,
  type ChatInputCommandInteraction,
} from 'discord.js';
import { closeSeason, seasonByes, seasonSlice } from '../../src/league/index';
import { plural, t } from '../../src/i18n/index';
import {
  type BotContext,
  commandButtonId,
  currentSeason,
  mentionOnly,
  nameText,
  send,
  serverLanguage,
  tell,
} from '../../src/bot/index';
import type { LeagueRecord } from '../../src/store/index';
import { isLeagueAdmin } from './admin';
import { whichLeague } from './which-league';
import { championPost } from './champion-post';

/** Threads listed in the confirmation: a message holds at most 2,000 characters. */
const LISTED_GAMES = 20;

export async function closeLeagueSeason(
  ctx: BotContext,
  interaction: ChatInputCommandInteraction,
): Promise<void> {
  const found = await whichLeague(ctx, interaction, 'change');
  if (!found) return;
  if (!isLeagueAdmin(interaction, found.league)) return tell(interaction, 'league.notAdmin');
  const carry = interaction.options.getBoolean('carry') ?? true;
  const season = currentSeason(found).number;
  const locale = interaction.locale;
  const running = await runningGames(ctx, found);
  const name = nameText(found.league.name);
  const ask = t(
    carry ? 'league.season.confirm.carried' : 'league.season.confirm.reset',
    { name, season, next: season + 1 },
    locale,
  );
  const games = running
    .slice(0, LISTED_GAMES)
    .map((channelId) => `<#${channelId}>`)
    .join(', ');
  const runningLine =
    running.length === 0
      ? t('league.season.running.none', {}, locale)
      : plural('league.season.running', running.length, { games, season }, locale);
  const button = new ButtonBuilder()
    .setCustomId(commandButtonId('league', season, ['close', found.league.id, carry ? '1' : '0']))
    .setStyle(ButtonStyle.Danger)
    .setLabel(t('league.season.button', { season }, locale));
  await interaction.reply({
    content: [ask, runningLine].join('\n'),
    components: [new ActionRowBuilder<ButtonBuilder>().addComponents(button)],
    flags: 'Ephemeral',
    allowedMentions: mentionOnly(),
  });
}

/** The threads of the league's games not ended yet (lobbies and games being played). */
async function runningGames(ctx: BotContext, record: LeagueRecord): Promise<string[]> {
  const index = await ctx.store.listRunning(record.league.guildId);
  const threads: string[] = [];
  for (const entry of index) {
    const loaded = await ctx.store.load(entry.id);
    if (!loaded.ok) continue;
    const game = loaded.record;
    if (game.league?.id === record.league.id && (game.status === 'lobby' || game.status === 'playing'))
      threads.push(game.channelId);
  }
  return threads;
}

/**
 * The confirmation's button: `close|<league id>|<1: carry, 0: reset>`, for the season its
 * version names. A click after that season closed (a second click, an old message) changes nothing.
 */
export async function closeSeasonClick(
  ctx: BotContext,
  interaction: ButtonInteraction,
  season: number,
  [leagueId, carried]: readonly string[],
): Promise<void> {
  const guildId = interaction.guildId;
  if (!guildId || !leagueId) return tell(interaction, 'reply.notUnderstood');
  const loaded = await ctx.leagues.store.load(guildId, leagueId);
  if (!loaded.ok) return tell(interaction, 'league.damaged');
  if (!loaded.record) return tell(interaction, 'league.unknown', { name: nameText(leagueId) });
  if (!isLeagueAdmin(interaction, loaded.record.league)) return tell(interaction, 'league.notAdmin');
  const carry = carried === '1';
  const closedAt = new Date().toISOString();
  const done = await ctx.leagues.store.change<LeagueRecord | 'stale' | null>(
    guildId,
    leagueId,
    async (record) => {
      if (!record) return { save: null, answer: null };
      if (currentSeason(record).number !== season) return { save: null, answer: 'stale' };
      const saved = closed(record, carry, closedAt, interaction.channelId);
      return { save: saved, answer: saved };
    },
  );
  const name = nameText(loaded.record.league.name);
  if (!done.ok) return tell(interaction, 'league.damaged');
  if (done.answer === null) return tell(interaction, 'league.unknown', { name });
  if (done.answer === 'stale') return tell(interaction, 'league.season.stale', { name, season });
  const key = carry ? 'league.season.closed.carried' : 'league.season.closed.reset';
  await interaction.update({
    content: t(key, { name, season, next: season + 1 }, interaction.locale),
    components: [],
    allowedMentions: mentionOnly(),
  });
  const locale = await serverLanguage(ctx, interaction);
  const post = championPost(done.answer, season, carry, locale);
  if (interaction.channelId) await send(ctx, interaction.channelId, post);
  await ctx.leagues.refreshBoard(guildId, leagueId);
}

/**
 * The league with its running season archived (with the channel its close is announced in) and
 * the next one started.
 */
function closed(
  record: LeagueRecord,
  carry: boolean,
  closedAt: string,
  channelId: string | null,
): LeagueRecord {
  const season = currentSeason(record);
  const { archived, next } = closeSeason({
    season,
    ...seasonSlice(record, season.number),
    byes: seasonByes(record.rounds, season.number),
    scheme: record.league.options.points,
    roster: record.league.roster,
    closedAt,
    carryRatings: carry,
  });
  const announced = channelId ? { ...archived, announcedIn: channelId } : archived;
  const seasons = [...record.seasons.slice(0, -1), announced, next];
  return { ...record, seasons, league: { ...record.league, season: next.number } };
}
