// Ephemeral answers in the clicker's language, with pings switched off.
import { MessageFlags, type RepliableInteraction } from 'discord.js';
import { tStored, type MessageKey, type Params, type ParamsArg } from '../../i18n/index';
import { mentionOnly } from '../context';
import type { Refusal } from '../result';

/**
 * Whether the click was deferred as an update of a public message (a lobby's Join, issue 27):
 * its reply is that message, so a sentence edited into it would replace the lobby for all.
 * discord.js notes `ephemeral` on a deferReply only, never on a deferUpdate.
 */
function deferredOnPublicMessage(interaction: RepliableInteraction): boolean {
  if (!interaction.deferred || interaction.ephemeral !== null || !interaction.isMessageComponent())
    return false;
  return !interaction.message.flags.has(MessageFlags.Ephemeral);
}

/** Replies, or follows up when the interaction was answered already: the sentence its key demands. */
export function tell<K extends MessageKey>(
  interaction: RepliableInteraction,
  key: K,
  ...params: ParamsArg<K>
): Promise<void> {
  return tellStored(interaction, key, params[0]);
}

/** `tell` for a key and parameters paired where they were made (a refusal, a verdict). */
export async function tellStored(
  interaction: RepliableInteraction,
  key: MessageKey,
  params: Params | undefined,
): Promise<void> {
  const payload = {
    content: tStored(key, params, interaction.locale),
    flags: MessageFlags.Ephemeral as const,
    allowedMentions: mentionOnly(),
  };
  if (interaction.deferred && !interaction.replied && !deferredOnPublicMessage(interaction))
    await interaction.editReply({ content: payload.content, components: [], allowedMentions: mentionOnly() });
  else if (interaction.replied || interaction.deferred) await interaction.followUp(payload);
  else await interaction.reply(payload);
}

/** Tells the asker why not and answers null: for a lookup that gives up once it has said why. */
export async function toldWhyNot<K extends MessageKey>(
  interaction: RepliableInteraction,
  key: K,
  ...params: ParamsArg<K>
): Promise<null> {
  await tellStored(interaction, key, params[0]);
  return null;
}

/** Tells the asker why not: a precondition's refusal, in their language. */
export function refuse(interaction: RepliableInteraction, refusal: Refusal): Promise<void> {
  return tellStored(interaction, refusal.key, refusal.params);
}
