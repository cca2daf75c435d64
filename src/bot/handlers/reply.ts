// Ephemeral answers in the clicker's language, with pings switched off.
import { MessageFlags, type RepliableInteraction } from 'discord.js';
import { t, type MessageKey, type Params } from '../../i18n/index';
import { mentionOnly } from '../context';
import type { Refusal } from '../result';

/** Replies, or follows up when the interaction was answered already. */
export async function tell(
  interaction: RepliableInteraction,
  key: MessageKey,
  params: Params = {},
): Promise<void> {
  const payload = {
    content: t(key, params, interaction.locale),
    flags: MessageFlags.Ephemeral as const,
    allowedMentions: mentionOnly(),
  };
  if (interaction.deferred && !interaction.replied)
    await interaction.editReply({ content: payload.content, components: [], allowedMentions: mentionOnly() });
  else if (interaction.replied) await interaction.followUp(payload);
  else await interaction.reply(payload);
}

/** Tells the asker why not: a precondition's refusal, in their language. */
export function refuse(interaction: RepliableInteraction, refusal: Refusal): Promise<void> {
  return tell(interaction, refusal.key, refusal.params);
}
