// /league help: how results become points and ratings, in plain words, to the asker alone.
import { MessageFlags, type ChatInputCommandInteraction } from 'discord.js';
import { t } from '../../src/i18n/index';
import { type BotContext, mentionOnly } from '../../src/bot/index';

export async function leagueHelp(_ctx: BotContext, interaction: ChatInputCommandInteraction): Promise<void> {
  // Issue 37: the assistance rule, a line of its own after the rest.
  const lines = [t('league.help', {}, interaction.locale), t('league.help.assisted', {}, interaction.locale)];
  await interaction.reply({
    content: lines.join('\n'),
    flags: MessageFlags.Ephemeral,
    allowedMentions: mentionOnly(),
  });
}
