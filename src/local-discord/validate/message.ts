import { MessageFlags, RESTJSONErrorCodes, type APIEmbed, type APIMessage } from 'discord-api-types/v10';
import { discordError, invalidFormBody, type FieldError } from '../errors';
import { MaximumAttachmentSize, MessageLimits } from '../limits';
import type { UploadedFile } from '../http/body';
import { validateComponents } from './components';
import { validateEmbeds } from './embeds';
import { maxLength } from './field-errors';

/** The message fields this server reads from create/edit bodies (JSON or payload_json). */
export interface MessageBody {
  content?: string | null;
  embeds?: APIEmbed[] | null;
  components?: unknown[] | null;
  attachments?: { id: string | number; filename?: string; description?: string }[] | null;
  flags?: number | null;
  allowed_mentions?: { parse?: string[]; users?: string[]; roles?: string[]; replied_user?: boolean } | null;
  message_reference?: { message_id?: string; fail_if_not_exists?: boolean } | null;
  tts?: boolean;
}

/**
 * Checks a message body the way Discord does, throwing Discord's error on the first
 * request that breaks a rule. Edits (`existing` given) may leave any field out.
 */
export function validateMessage(body: MessageBody, files: UploadedFile[], existing?: APIMessage): void {
  const edit = existing !== undefined;
  // Discord refuses oversized uploads before it looks at the rest of the body.
  if (files.some((file) => file.data.length > MaximumAttachmentSize)) {
    throw discordError(RESTJSONErrorCodes.RequestEntityTooLarge);
  }
  const errors: FieldError[] = [];
  if (typeof body.content === 'string' && body.content.length > MessageLimits.MaximumLength) {
    errors.push(maxLength(['content'], MessageLimits.MaximumLength));
  }
  validateEmbeds(body.embeds ?? undefined, errors);
  if (((body.flags ?? 0) | (existing?.flags ?? 0)) & MessageFlags.IsComponentsV2) legacyFields(body, errors);
  validateComponents(body.components, errors);
  validateAllowedMentions(body.allowed_mentions, errors);
  if (errors.length > 0) throw invalidFormBody(errors);
  if (!edit && isEmpty(body, files)) throw discordError(RESTJSONErrorCodes.CannotSendAnEmptyMessage);
}

// A components-v2 message carries its text in components; the old fields are refused.
function legacyFields(body: MessageBody, errors: FieldError[]): void {
  for (const field of ['content', 'embeds'] as const) {
    const value = body[field];
    if (value && value.length > 0) {
      errors.push({
        path: [field],
        code: 'MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2',
        message: `The '${field}' field cannot be used when using MessageFlags.IS_COMPONENTS_V2`,
      });
    }
  }
}

function isEmpty(body: MessageBody, files: UploadedFile[]): boolean {
  return (
    !body.content &&
    !body.embeds?.length &&
    !body.components?.length &&
    files.length === 0 &&
    !body.attachments?.length
  );
}

const MENTION_TYPES = ['users', 'roles', 'everyone'];
const MAX_MENTION_IDS = 100;

/**
 * Allowed Mentions Object: `parse` is mutually exclusive with `users` for users and with
 * `roles` for roles (an empty list is no conflict); at most 100 ids each.
 */
function validateAllowedMentions(allowed: MessageBody['allowed_mentions'], errors: FieldError[]): void {
  if (!allowed) return;
  const parse = allowed.parse ?? [];
  parse.forEach((type, i) => {
    if (!MENTION_TYPES.includes(type)) {
      errors.push({
        path: ['allowed_mentions', 'parse', i],
        code: 'BASE_TYPE_CHOICES',
        message: `Value must be one of ('roles', 'users', 'everyone').`,
      });
    }
  });
  for (const kind of ['users', 'roles'] as const) {
    const ids = allowed[kind] ?? [];
    if (ids.length > MAX_MENTION_IDS) errors.push(maxLength(['allowed_mentions', kind], MAX_MENTION_IDS));
    if (parse.includes(kind) && ids.length > 0) {
      errors.push({
        path: ['allowed_mentions'],
        code: 'MESSAGE_ALLOWED_MENTIONS_PARSE_EXCLUSIVE',
        message: `parse:["${kind}"] and ${kind}: [ids...] are mutually exclusive.`,
      });
    }
  }
}
