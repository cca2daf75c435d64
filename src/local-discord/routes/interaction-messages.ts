import {
  InteractionType,
  MessageFlags,
  MessageType,
  type APIMessageInteractionMetadata,
} from 'discord-api-types/v10';
import type { UploadedFile } from '../http/body';
import type { InteractionRecord, MessageRecord } from '../state/records';
import { apiUser } from '../state/serialize';
import type { MessageBody } from '../validate/message';
import type { RouteContext } from './context';

/** Posts a message on behalf of an interaction: its reply, deferral or a follow-up. */
export function postForInteraction(
  ctx: RouteContext,
  interaction: InteractionRecord,
  body: MessageBody,
  files: UploadedFile[],
  followUp: boolean,
): MessageRecord {
  const ephemeral = ((body.flags ?? 0) & MessageFlags.Ephemeral) !== 0;
  const metadata = interactionMetadata(ctx, interaction, followUp);
  const message = ctx.messaging.create({
    channelId: interaction.channelId,
    author: ctx.store.user(ctx.store.botId),
    body,
    files,
    type: messageType(interaction),
    ephemeralFor: ephemeral ? interaction.userId : undefined,
    interaction: metadata,
    webhook: true,
  });
  if (interaction.commandName && !followUp) {
    // The legacy `interaction` field is still sent by Discord and read by older clients.
    message.data.interaction = {
      id: interaction.id,
      type: interaction.type,
      name: interaction.commandName,
      user: apiUser(ctx.store.user(interaction.userId)),
    } as MessageRecord['data']['interaction'];
  }
  return message;
}

function messageType(interaction: InteractionRecord): MessageType {
  return interaction.type === InteractionType.ApplicationCommand
    ? MessageType.ChatInputCommand
    : MessageType.Default;
}

function interactionMetadata(
  ctx: RouteContext,
  interaction: InteractionRecord,
  followUp: boolean,
): APIMessageInteractionMetadata {
  return {
    id: interaction.id,
    type: interaction.type,
    user: apiUser(ctx.store.user(interaction.userId)),
    authorizing_integration_owners: { 0: guildOfInteraction(ctx, interaction) },
    ...(followUp && interaction.originalMessageId
      ? { original_response_message_id: interaction.originalMessageId }
      : {}),
    ...(interaction.commandName ? { name: interaction.commandName, command_type: 1 } : {}),
    ...(interaction.sourceMessageId ? { interacted_message_id: interaction.sourceMessageId } : {}),
  } as APIMessageInteractionMetadata;
}

export function isLoading(message: MessageRecord): boolean {
  return ((message.data.flags ?? 0) & MessageFlags.Loading) !== 0;
}

/** The guild the interaction came from (its channel's); the first guild for a direct message. */
function guildOfInteraction(ctx: RouteContext, interaction: InteractionRecord): string {
  const channel = ctx.store.channels.get(interaction.channelId);
  return (channel && ctx.store.guildOf(channel)) ?? ctx.store.guild.id;
}
