// /league help: how results become points and ratings, how rounds seat members and how
// assisted seats are rated (issue 37), in plain words, to the asker alone.
import { MessageFlags, type ChatInputCommandInteraction } from 'discord.js';
import { t } from '../../src/i18n/index';
import { type BotContext, mentionOnly } from '../../src/bot/index';

/** Discord's limit on a message's text. */
const MESSAGE_LIMIT = 2000;

export async function leagueHelp(_ctx: BotContext, interaction: ChatInputCommandInteraction): Promise<void> {
  const locale = interaction.locale;
  const parts = [
    t('league.help', {}, locale),
    t('league.help.rounds', {}, locale),
    t('league.help.assisted', {}, locale),
  ];
  const whole = parts.join('\n');
  // One message where the help fits in one; else a message per part.
  const messages = whole.length <= MESSAGE_LIMIT ? [whole] : parts;
  const payload = (content: string) => ({
    content,
    flags: MessageFlags.Ephemeral as const,
    allowedMentions: mentionOnly(),
  });
  await interaction.reply(payload(messages[0]));
  for (const content of messages.slice(1)) await interaction.followUp(payload(content));
}
