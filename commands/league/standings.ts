// /league standings: the running season's table as an embed, for everyone in the channel;
// `season:` shows another season's (a closed one's final standings, issue 37).
// /league board #channel: a standings message the bot keeps editing after every result.
import type { ChatInputCommandInteraction } from 'discord.js';
import {
  deferNoted,
  type BotContext,
  isMissingPermissions,
  standingsImage,
  standingsMessage,
  serverLanguage,
  tell,
} from '../../src/bot/index';
import { userText } from '../../src/i18n/index';
import { isLeagueAdmin } from './admin';
import { whichLeague } from './which-league';
import { whichSeason } from './season-option';

export async function showStandings(
  ctx: BotContext,
  interaction: ChatInputCommandInteraction,
): Promise<void> {
  const found = await whichLeague(ctx, interaction);
  if (!found) return;
  const season = await whichSeason(ctx, interaction, found);
  if (season === null) return;
  const locale = await serverLanguage(ctx, interaction);
  const message = standingsMessage(found, locale, season);
  const draw = ctx.renders.standings?.bind(ctx.renders);
  if (!draw) return void (await interaction.reply(message));
  // Issue 23: the image beside the embed; names are fetched and the image drawn first.
  await deferNoted(ctx, interaction, 'reply');
  const owner = { server: found.league.guildId, game: `league:${found.league.id}` };
  const image = await draw(await standingsImage(found, interaction.guild, locale, season), locale, owner);
  // An attachment of its own, not inside the embed: Discord shows it wider there (~550 px).
  await interaction.editReply({
    ...message,
    files: [{ attachment: image.data, name: image.fileName, description: image.description }],
  });
}

export async function setBoard(ctx: BotContext, interaction: ChatInputCommandInteraction): Promise<void> {
  const found = await whichLeague(ctx, interaction);
  if (!found) return;
  if (!isLeagueAdmin(interaction, found.league)) return tell(interaction, 'league.notAdmin');
  const channel = interaction.options.getChannel('channel', true);
  await deferNoted(ctx, interaction, 'ephemeral');
  const { guildId, id, name } = found.league;
  const done = await ctx.leagues.store.change(guildId, id, async (record) => {
    if (!record) return { save: null, answer: false };
    return { save: { ...record, board: { channelId: channel.id, messageId: null } }, answer: true };
  });
  if (!done.ok) return tell(interaction, 'league.damaged');
  if (!done.answer) return tell(interaction, 'league.unknown', { name: userText(name) });
  try {
    // Posted through the league's queue, as every later edit is.
    await ctx.leagues.refreshBoard(guildId, id);
  } catch (error) {
    if (!isMissingPermissions(error)) throw error;
    await ctx.leagues.store.change(guildId, id, async (record) => ({
      save: record ? { ...record, board: null } : null,
      answer: undefined,
    }));
    return tell(interaction, 'league.board.cannotPost', { channel: `<#${channel.id}>` });
  }
  await tell(interaction, 'league.board.set', { name: userText(name), channel: `<#${channel.id}>` });
}
