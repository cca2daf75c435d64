import { RESTJSONErrorCodes } from 'discord-api-types/v10';

/** One entry of Discord's nested `errors` object: a field path and what is wrong there. */
export interface FieldError {
  path: (string | number)[];
  code: string;
  message: string;
}

/** An HTTP error answered in Discord's JSON shape, so discord.js raises DiscordAPIError. */
export class DiscordHttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    readonly errors?: Record<string, unknown>,
  ) {
    super(message);
  }

  body(): Record<string, unknown> {
    const body: Record<string, unknown> = { message: this.message, code: this.code };
    if (this.errors) body.errors = this.errors;
    return body;
  }
}

/** Builds `{ a: { 0: { b: { _errors: [...] } } } }` from flat paths, as Discord nests them. */
export function nestErrors(fields: FieldError[]): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const field of fields) {
    let node = root;
    for (const key of field.path) {
      const name = String(key);
      node[name] ??= {};
      node = node[name] as Record<string, unknown>;
    }
    const list = (node._errors ??= []) as unknown[];
    list.push({ code: field.code, message: field.message });
  }
  return root;
}

export function invalidFormBody(fields: FieldError[]): DiscordHttpError {
  return new DiscordHttpError(
    400,
    RESTJSONErrorCodes.InvalidFormBodyOrContentType,
    'Invalid Form Body',
    nestErrors(fields),
  );
}

// Discord's wording for the errors this server can raise, keyed by code.
const known = {
  [RESTJSONErrorCodes.UnknownChannel]: [404, 'Unknown Channel'],
  [RESTJSONErrorCodes.UnknownGuild]: [404, 'Unknown Guild'],
  [RESTJSONErrorCodes.UnknownMember]: [404, 'Unknown Member'],
  [RESTJSONErrorCodes.UnknownMessage]: [404, 'Unknown Message'],
  [RESTJSONErrorCodes.UnknownRole]: [404, 'Unknown Role'],
  [RESTJSONErrorCodes.UnknownUser]: [404, 'Unknown User'],
  [RESTJSONErrorCodes.UnknownWebhook]: [404, 'Unknown Webhook'],
  [RESTJSONErrorCodes.UnknownInteraction]: [404, 'Unknown interaction'],
  [RESTJSONErrorCodes.UnknownApplicationCommand]: [404, 'Unknown application command'],
  [RESTJSONErrorCodes.RequestEntityTooLarge]: [413, 'Request entity too large'],
  [RESTJSONErrorCodes.InteractionHasAlreadyBeenAcknowledged]: [
    400,
    'Interaction has already been acknowledged.',
  ],
  [RESTJSONErrorCodes.MissingAccess]: [403, 'Missing Access'],
  [RESTJSONErrorCodes.MissingPermissions]: [403, 'Missing Permissions'],
  [RESTJSONErrorCodes.InvalidActionOnArchivedThread]: [400, 'Thread is archived'],
  [RESTJSONErrorCodes.ThreadLocked]: [403, 'Thread is locked'],
  [RESTJSONErrorCodes.CannotReplyWithoutPermissionToReadMessageHistory]: [
    403,
    'Cannot reply without permission to read message history',
  ],
  [RESTJSONErrorCodes.MaximumNumberOfAttachmentsInAMessageReached]: [
    400,
    'Maximum number of attachments in a message reached (10)',
  ],
  [RESTJSONErrorCodes.MaximumNumberOfApplicationCommandsReached]: [
    400,
    'Maximum number of application commands reached (100)',
  ],
  [RESTJSONErrorCodes.CannotEditMessageAuthoredByAnotherUser]: [
    403,
    'Cannot edit a message authored by another user',
  ],
  [RESTJSONErrorCodes.CannotSendMessagesInNonTextChannel]: [
    403,
    'Cannot send messages in a non-text channel',
  ],
  [RESTJSONErrorCodes.CannotExecuteActionOnDMChannel]: [403, 'Cannot execute action on a DM channel'],
  [RESTJSONErrorCodes.CannotSendAnEmptyMessage]: [400, 'Cannot send an empty message'],
  [RESTJSONErrorCodes.CannotSendMessagesToThisUser]: [403, 'Cannot send messages to this user'],
  [RESTJSONErrorCodes.InvalidWebhookToken]: [401, 'Invalid Webhook Token'],
  [RESTJSONErrorCodes.ThreadAlreadyCreatedForMessage]: [
    400,
    'A thread has already been created for this message',
  ],
} as const satisfies Partial<Record<RESTJSONErrorCodes, readonly [number, string]>>;

export type KnownErrorCode = keyof typeof known;

export function discordError(code: KnownErrorCode): DiscordHttpError {
  const [status, message] = known[code];
  return new DiscordHttpError(status, code, message);
}

/** What Discord answers a request with a missing or wrong bot token. */
export function unauthorized(): DiscordHttpError {
  return new DiscordHttpError(401, 0, '401: Unauthorized');
}

/** A request under a host name that is not this machine's: see http/host.ts. */
export function forbiddenHost(): DiscordHttpError {
  return new DiscordHttpError(403, 0, '403: Forbidden (the local Discord answers only to 127.0.0.1)');
}

export function notFound(unmodelled?: string): DiscordHttpError {
  const detail = unmodelled ? ` (the local Discord does not model ${unmodelled})` : '';
  return new DiscordHttpError(404, 0, `404: Not Found${detail}`);
}

export function methodNotAllowed(): DiscordHttpError {
  return new DiscordHttpError(405, 0, '405: Method Not Allowed');
}
