// Issue 37: /league delete: first a confirmation to the admin alone, with a button; the click
// deletes the league. Only a league with no recorded game, or an archived one, may go: its
// results are never erased (the store keeps them aside).
import {
  ActionRowBuilder,
  ButtonBuilder,
  ButtonStyle,
  type ButtonInteraction,
  type ChatInputCommandInteraction,
} from 'discord.js';
import { t } from '../../src/i18n/index';
import { type BotContext, commandButtonId, mentionOnly, nameText, tell } from '../../src/bot/index';
import type { LeagueRecord } from '../../src/store/index';
import { clickedLeague } from './clicked-league';
import { isLeagueAdmin } from './admin';
import { whichLeague } from './which-league';

/** The version of the confirmation's button id. */
const DELETE_VERSION = 1;

/** Whether the league may be deleted: nothing recorded, or archived first. */
export function mayDelete(record: LeagueRecord): boolean {
  return record.results.length === 0 || record.league.archived === true;
}

export async function deleteLeague(ctx: BotContext, interaction: ChatInputCommandInteraction): Promise<void> {
  const found = await whichLeague(ctx, interaction);
  if (!found) return;
  if (!isLeagueAdmin(interaction, found.league)) return tell(interaction, 'league.notAdmin');
  const name = nameText(found.league.name);
  if (!mayDelete(found)) return tell(interaction, 'league.delete.notEmpty', { name });
  const button = new ButtonBuilder()
    .setCustomId(commandButtonId('league', DELETE_VERSION, ['delete', found.league.id]))
    .setStyle(ButtonStyle.Danger)
    .setLabel(t('league.delete.button', {}, interaction.locale));
  await interaction.reply({
    content: t('league.delete.confirm', { name }, interaction.locale),
    components: [new ActionRowBuilder<ButtonBuilder>().addComponents(button)],
    flags: 'Ephemeral',
    allowedMentions: mentionOnly(),
  });
}

/** The confirmation's button: `delete|<league id>`; the conditions are checked again in the queue. */
export async function deleteClick(
  ctx: BotContext,
  interaction: ButtonInteraction,
  _version: number,
  [leagueId]: readonly string[],
): Promise<void> {
  const record = await clickedLeague(ctx, interaction, leagueId);
  if (!record) return;
  const guildId = record.league.guildId;
  if (!isLeagueAdmin(interaction, record.league)) return tell(interaction, 'league.notAdmin');
  const name = nameText(record.league.name);
  const done = await ctx.leagues.store.remove(guildId, leagueId, mayDelete, Date.now());
  if (done === 'gone') return tell(interaction, 'league.delete.gone');
  if (done === 'refused') return tell(interaction, 'league.delete.notEmpty', { name });
  ctx.logger.info({ league: leagueId, by: interaction.user.id }, 'league deleted');
  await interaction.update({
    content: t('league.delete.done', { name }, interaction.locale),
    components: [],
    allowedMentions: mentionOnly(),
  });
}
