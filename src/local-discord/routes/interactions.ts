import {
  InteractionResponseType,
  InteractionType,
  MessageFlags,
  RESTJSONErrorCodes,
  type APIApplicationCommandOptionChoice,
  type APIModalInteractionResponseCallbackData,
} from 'discord-api-types/v10';
import { discordError, invalidFormBody } from '../errors';
import { sameSecret } from '../same-secret';
import type { RouteRequest, RouteResponse } from '../http/router';
import { missedInitialDeadline } from '../state/deadlines';
import { checkThreadOpenForEditing } from '../state/thread-time';
import type { InteractionRecord, MessageRecord } from '../state/records';
import { validateChoices, validateModal } from '../validate/interaction-response';
import { validateMessage, type MessageBody } from '../validate/message';
import type { RouteContext } from './context';
import { json, noContent } from './context';
import { postForInteraction } from './interaction-messages';

// Which initial responses Discord accepts for each kind of interaction.
const ALLOWED: Record<number, InteractionResponseType[]> = {
  [InteractionType.ApplicationCommand]: [
    InteractionResponseType.ChannelMessageWithSource,
    InteractionResponseType.DeferredChannelMessageWithSource,
    InteractionResponseType.Modal,
  ],
  [InteractionType.MessageComponent]: [
    InteractionResponseType.ChannelMessageWithSource,
    InteractionResponseType.DeferredChannelMessageWithSource,
    InteractionResponseType.DeferredMessageUpdate,
    InteractionResponseType.UpdateMessage,
    InteractionResponseType.Modal,
  ],
  [InteractionType.ApplicationCommandAutocomplete]: [
    InteractionResponseType.ApplicationCommandAutocompleteResult,
  ],
  [InteractionType.ModalSubmit]: [
    InteractionResponseType.ChannelMessageWithSource,
    InteractionResponseType.DeferredChannelMessageWithSource,
    InteractionResponseType.DeferredMessageUpdate,
    InteractionResponseType.UpdateMessage,
  ],
};

export function interactionRoutes(ctx: RouteContext): void {
  ctx.router.add('POST', '/interactions/:interaction/:token/callback', (req) => callback(ctx, req), {
    auth: false,
    major: 'interaction',
    rateLimit: 'exempt',
  });
}

function callback(ctx: RouteContext, req: RouteRequest): RouteResponse {
  const interaction = liveInteraction(ctx, req.params.interaction, req.params.token);
  const type = Number(req.body.json?.type) as InteractionResponseType;
  const data = (req.body.json?.data ?? {}) as Record<string, unknown>;
  if (!ALLOWED[interaction.type]?.includes(type)) {
    throw invalidFormBody([
      {
        path: ['type'],
        code: 'INTERACTION_RESPONSE_TYPE_INVALID',
        message: 'Interaction response type is invalid for this interaction',
      },
    ]);
  }
  const message = respond(ctx, interaction, type, data, req);
  interaction.response = type;
  if (message) interaction.originalMessageId = message.data.id;
  ctx.store.events.emit('interactionResponse', interaction);
  if (req.query.get('with_response') !== 'true') return noContent();
  return json(callbackResponse(interaction, type, message));
}

/** The interaction, if it may still get its initial response. */
function liveInteraction(ctx: RouteContext, id: string, token: string): InteractionRecord {
  const interaction = ctx.store.interactions.get(id);
  if (!interaction || !sameSecret(token, interaction.token))
    throw discordError(RESTJSONErrorCodes.UnknownInteraction);
  if (interaction.response !== undefined) {
    throw discordError(RESTJSONErrorCodes.InteractionHasAlreadyBeenAcknowledged);
  }
  // Past three seconds Discord has told the user "This interaction failed" and forgets it.
  if (missedInitialDeadline(ctx.store, interaction)) {
    throw discordError(RESTJSONErrorCodes.UnknownInteraction);
  }
  return interaction;
}

function respond(
  ctx: RouteContext,
  interaction: InteractionRecord,
  type: InteractionResponseType,
  data: Record<string, unknown>,
  req: RouteRequest,
): MessageRecord | undefined {
  const body = data as MessageBody;
  switch (type) {
    case InteractionResponseType.ChannelMessageWithSource:
      validateMessage(body, req.body.files);
      return postForInteraction(ctx, interaction, body, req.body.files, false);
    case InteractionResponseType.DeferredChannelMessageWithSource: {
      const flags = ((body.flags ?? 0) & MessageFlags.Ephemeral) | MessageFlags.Loading;
      return postForInteraction(ctx, interaction, { flags }, [], false);
    }
    case InteractionResponseType.DeferredMessageUpdate:
      return source(ctx, interaction);
    case InteractionResponseType.UpdateMessage: {
      const message = source(ctx, interaction);
      validateMessage(body, req.body.files, message.data);
      checkThreadOpenForEditing(ctx.store, ctx.store.botId, message.data.channel_id);
      return ctx.messaging.edit(message, body, req.body.files);
    }
    case InteractionResponseType.ApplicationCommandAutocompleteResult:
      validateChoices(data.choices as APIApplicationCommandOptionChoice[]);
      interaction.choices = (data.choices ?? []) as APIApplicationCommandOptionChoice[];
      return undefined;
    default:
      validateModal(data as unknown as APIModalInteractionResponseCallbackData);
      interaction.modal = data as unknown as APIModalInteractionResponseCallbackData;
      return undefined;
  }
}

function source(ctx: RouteContext, interaction: InteractionRecord): MessageRecord {
  const message = interaction.sourceMessageId && ctx.store.messages.get(interaction.sourceMessageId);
  if (!message) throw discordError(RESTJSONErrorCodes.UnknownMessage);
  return message;
}

function callbackResponse(
  interaction: InteractionRecord,
  type: InteractionResponseType,
  message: MessageRecord | undefined,
): unknown {
  const flags = message?.data.flags ?? 0;
  return {
    interaction: {
      id: interaction.id,
      type: interaction.type,
      response_message_id: message?.data.id,
      response_message_loading: (flags & MessageFlags.Loading) !== 0,
      response_message_ephemeral: (flags & MessageFlags.Ephemeral) !== 0,
    },
    // Discord returns the message only for responses that carry one (4 and 7).
    resource: { type, ...(message && carriesMessage(type) ? { message: message.data } : {}) },
  };
}

function carriesMessage(type: InteractionResponseType): boolean {
  return (
    type === InteractionResponseType.ChannelMessageWithSource ||
    type === InteractionResponseType.UpdateMessage
  );
}
