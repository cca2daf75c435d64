import { RESTJSONErrorCodes } from 'discord-api-types/v10';
import { discordError } from '../errors';
import type { RouteRequest, RouteResponse } from '../http/router';
import { tokenExpired } from '../state/deadlines';
import { forgottenToken } from '../state/prune';
import { checkThreadOpenForEditing } from '../state/thread-time';
import type { InteractionRecord, MessageRecord } from '../state/records';
import { validateMessage, type MessageBody } from '../validate/message';
import type { RouteContext } from './context';
import { json, noContent } from './context';
import { isLoading, postForInteraction } from './interaction-messages';

// Interaction follow-ups and edits go through the application's webhook, addressed by the
// interaction token; they need no bot token, only a live interaction token.
export function webhookRoutes(ctx: RouteContext): void {
  const options = { auth: false, major: 'token', rateLimit: 'noGlobal' } as const;
  const base = '/webhooks/:app/:token';
  ctx.router.add('POST', base, (req) => followUp(ctx, req), options);
  ctx.router.add('GET', `${base}/messages/:message`, (req) => json(target(ctx, req).data), options);
  ctx.router.add('PATCH', `${base}/messages/:message`, (req) => json(edit(ctx, req).data), options);
  ctx.router.add(
    'DELETE',
    `${base}/messages/:message`,
    (req) => {
      ctx.messaging.delete(target(ctx, req));
      return noContent();
    },
    options,
  );
}

function tokenInteraction(ctx: RouteContext, req: RouteRequest): InteractionRecord {
  const interaction = ctx.store.interactionsByToken.get(req.params.token);
  // Forgotten once its token expired (state/prune.ts): still an expired token, not an unknown one.
  if (!interaction && forgottenToken(ctx.store, req.params.token)) {
    throw discordError(RESTJSONErrorCodes.InvalidWebhookToken);
  }
  // The webhook exists only once the interaction has been acknowledged.
  if (req.params.app !== ctx.store.application.id || !interaction || interaction.response === undefined) {
    throw discordError(RESTJSONErrorCodes.UnknownWebhook);
  }
  if (tokenExpired(ctx.store, interaction)) {
    throw discordError(RESTJSONErrorCodes.InvalidWebhookToken);
  }
  return interaction;
}

function followUp(ctx: RouteContext, req: RouteRequest): RouteResponse {
  const interaction = tokenInteraction(ctx, req);
  const body = (req.body.json ?? {}) as MessageBody;
  validateMessage(body, req.body.files);
  const original = interaction.originalMessageId
    ? ctx.store.messages.get(interaction.originalMessageId)
    : undefined;
  // Discord turns the first follow-up after a deferral into the deferred reply itself.
  const message =
    original && isLoading(original)
      ? ctx.messaging.complete(original, body, req.body.files)
      : postForInteraction(ctx, interaction, body, req.body.files, true);
  if (message !== original) interaction.followUpIds.push(message.data.id);
  interaction.filled = true;
  // For interaction follow-ups Discord treats `wait` as always true.
  return json(message.data);
}

function target(ctx: RouteContext, req: RouteRequest): MessageRecord {
  const interaction = tokenInteraction(ctx, req);
  const id = req.params.message === '@original' ? interaction.originalMessageId : req.params.message;
  const owned =
    id !== undefined && (id === interaction.originalMessageId || interaction.followUpIds.includes(id));
  const message = owned ? ctx.store.messages.get(id) : undefined;
  if (!message) throw discordError(RESTJSONErrorCodes.UnknownMessage);
  return message;
}

function edit(ctx: RouteContext, req: RouteRequest): MessageRecord {
  const message = target(ctx, req);
  const body = (req.body.json ?? {}) as MessageBody;
  validateMessage(body, req.body.files, message.data);
  if (!isLoading(message)) checkThreadOpenForEditing(ctx.store, ctx.store.botId, message.data.channel_id);
  const edited = isLoading(message)
    ? ctx.messaging.complete(message, body, req.body.files)
    : ctx.messaging.edit(message, body, req.body.files);
  tokenInteraction(ctx, req).filled = true;
  return edited;
}
