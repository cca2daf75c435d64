// /league help: how results become points and ratings, how rounds seat members and how
// assisted seats are rated (issue 37), in plain words, to the asker alone.
import { MessageFlags, type ChatInputCommandInteraction } from 'discord.js';
import { t } from '../../src/i18n/index';
import { type BotContext, MESSAGE_LIMIT, mentionOnly } from '../../src/bot/index';

export async function leagueHelp(_ctx: BotContext, interaction: ChatInputCommandInteraction): Promise<void> {
  const locale = interaction.locale;
  const parts = [
    t('league.help', {}, locale),
    t('league.help.assisted', {}, locale),
    t('league.help.rounds', {}, locale),
  ];
  const messages = packed(parts);
  const payload = (content: string) => ({
    content,
    flags: MessageFlags.Ephemeral as const,
    allowedMentions: mentionOnly(),
  });
  await interaction.reply(payload(messages[0]));
  for (const content of messages.slice(1)) await interaction.followUp(payload(content));
}

/** The parts in order, as few messages as hold them: each part whole, each message within the limit. */
export function packed(parts: readonly string[]): string[] {
  const messages: string[] = [];
  for (const part of parts) {
    const last = messages.at(-1);
    if (last !== undefined && last.length + 1 + part.length <= MESSAGE_LIMIT)
      messages[messages.length - 1] = `${last}\n${part}`;
    else messages.push(part);
  }
  return messages;
}
