// Issue 37: `/league create` and every join are announced to the channel with a Join button;
// a click joins the clicker as /league join does, with the same refusals.
import {
  ActionRowBuilder,
  ButtonBuilder,
  ButtonStyle,
  type ButtonInteraction,
  type ChatInputCommandInteraction,
} from 'discord.js';
import type { League } from '../../src/league/index';
import { t } from '../../src/i18n/index';
import {
  type BotContext,
  commandButtonId,
  mentionOnly,
  nameText,
  serverLanguage,
  tell,
} from '../../src/bot/index';
import { clickedLeague } from './clicked-league';
import { rosterChange } from './roster-change';

/** The version of the Join button's id. */
const JOIN_VERSION = 1;

export function joinRow(leagueId: string, locale: string): ActionRowBuilder<ButtonBuilder> {
  const button = new ButtonBuilder()
    .setCustomId(commandButtonId('league', JOIN_VERSION, ['join', leagueId]))
    .setStyle(ButtonStyle.Primary)
    .setLabel(t('league.join.button', {}, locale));
  return new ActionRowBuilder<ButtonBuilder>().addComponents(button);
}

/** The public post of a join: who joined, with the button for the next one. */
export async function announceJoin(
  ctx: BotContext,
  interaction: ChatInputCommandInteraction | ButtonInteraction,
  league: League,
): Promise<void> {
  const locale = await serverLanguage(ctx, interaction);
  await interaction.followUp({
    content: t(
      'league.join.announced',
      { player: `<@${interaction.user.id}>`, name: nameText(league.name) },
      locale,
    ),
    components: [joinRow(league.id, locale)],
    allowedMentions: mentionOnly(),
  });
}

/** The Join button: `join|<league id>`. */
export async function joinClick(
  ctx: BotContext,
  interaction: ButtonInteraction,
  _version: number,
  [leagueId]: readonly string[],
): Promise<void> {
  const record = await clickedLeague(ctx, interaction, leagueId);
  if (!record) return;
  const { league } = record;
  const { guildId } = league;
  const name = nameText(league.name);
  if (league.archived) return tell(interaction, 'league.archived.readOnly', { name });
  const answer = await rosterChange(ctx, guildId, leagueId, interaction.user.id, 'join');
  if (answer === null) return tell(interaction, 'league.damaged');
  if (answer === 'gone') return tell(interaction, 'league.delete.gone');
  await tell(interaction, answer, { name });
  if (answer === 'league.joined') await announceJoin(ctx, interaction, league);
}
