import { MessageFlags, RESTJSONErrorCodes, type APIEmbed, type APIMessage } from 'discord-api-types/v10';
import { discordError, invalidFormBody, type FieldError } from '../errors';
import { MaximumAttachments, MaximumAttachmentSize, MessageLimits } from '../limits';
import type { UploadedFile } from '../http/body';
import { validateComponents } from './components';
import { validateEmbeds } from './embeds';
import { maxLength } from './field-errors';
import { validatePoll, type PollRequest } from './poll';
import { MESSAGE_FIELDS, refuseUnmodelled } from './unmodelled';

/** The message fields this server reads from create/edit bodies (JSON or payload_json). */
export interface MessageBody {
  content?: string | null;
  embeds?: APIEmbed[] | null;
  components?: unknown[] | null;
  attachments?: { id: string | number; filename?: string; description?: string }[] | null;
  flags?: number | null;
  allowed_mentions?: { parse?: string[]; users?: string[]; roles?: string[]; replied_user?: boolean } | null;
  message_reference?: { message_id?: string; fail_if_not_exists?: boolean; type?: number } | null;
  tts?: boolean;
  nonce?: string | number | null;
  enforce_nonce?: boolean;
  poll?: PollRequest | null;
}

/**
 * Checks a message body the way Discord does, throwing Discord's error on the first
 * request that breaks a rule. Edits (`existing` given) may leave any field out. The rules
 * and their docs sections (discord-api-docs, developers/…): "Resources › Message › Create
 * Message" and "Edit Message" (fields, the 2,000 characters of content, at least one of
 * content/embeds/components/files/poll, the IS_COMPONENTS_V2 note), "Reference › Uploading
 * Files" (10 MiB a file), "Topics › Opcodes and Status Codes › JSON Error Codes" (30015,
 * 40005, 50006), and the files named beside each check below.
 */
export function validateMessage(body: MessageBody, files: UploadedFile[], existing?: APIMessage): void {
  const edit = existing !== undefined;
  refuseUnmodelled(body, MESSAGE_FIELDS, 'messages');
  // Forwards (message_reference type 1) are not modelled; only replies are.
  if (body.message_reference?.type) refuseUnmodelled({ 'message_reference.type': 1 }, [], 'messages');
  // docs "Reference › Uploading Files": "The default limit is 10 MiB" a file; refused
  // (40005) before the rest of the body is looked at.
  if (files.some((file) => file.data.length > MaximumAttachmentSize)) {
    throw discordError(RESTJSONErrorCodes.RequestEntityTooLarge);
  }
  // docs "JSON Error Codes" 30015: "Maximum number of attachments in a message reached (10)".
  const kept = Array.isArray(body.attachments) ? body.attachments.length : 0;
  if (Math.max(files.length, kept) > MaximumAttachments) {
    throw discordError(RESTJSONErrorCodes.MaximumNumberOfAttachmentsInAMessageReached);
  }
  const errors: FieldError[] = [];
  const content: unknown = body.content;
  if (content !== undefined && content !== null && typeof content !== 'string') {
    errors.push({
      path: ['content'],
      code: 'BASE_TYPE_STRING',
      message: `Could not interpret "${JSON.stringify(content)}" as string.`,
    });
  } else if (typeof content === 'string' && content.length > MessageLimits.MaximumLength) {
    // docs "Create Message › JSON/Form Params": content "up to 2000 characters".
    errors.push(maxLength(['content'], MessageLimits.MaximumLength));
  }
  if (body.embeds !== undefined && body.embeds !== null && !Array.isArray(body.embeds)) {
    errors.push({
      path: ['embeds'],
      code: 'LIST_TYPE_CONVERT',
      message: 'Only iterables may be used in a ListType',
    });
  } else validateEmbeds(body.embeds ?? undefined, errors); // embeds.ts: "Embed Limits"
  const v2 = (((body.flags ?? 0) | (existing?.flags ?? 0)) & MessageFlags.IsComponentsV2) !== 0;
  if (v2) legacyFields(body, errors);
  validateComponents(body.components, errors, v2);
  validateAllowedMentions(body.allowed_mentions, errors);
  validateNonce(body.nonce, errors);
  // docs "Resources › Poll": "After creation, the poll message cannot be edited."
  if (edit && body.poll) {
    errors.push({
      path: ['poll'],
      code: 'MESSAGE_POLL_CANNOT_BE_EDITED',
      message: 'A poll cannot be added or edited',
    });
  } else validatePoll(body.poll, errors);
  if (errors.length > 0) throw invalidFormBody(errors);
  // docs "Create Message": "At least one of content, embeds, sticker_ids, components,
  // files[n], poll … is required" (else 50006 "Cannot send an empty message").
  if (!edit && isEmpty(body, files)) throw discordError(RESTJSONErrorCodes.CannotSendAnEmptyMessage);
}

// docs "Create Message" (note **) and "Edit Message" (note *): "When the flag IS_COMPONENTS_V2
// is set, the message can only contain components"; content, embeds and poll are refused.
function legacyFields(body: MessageBody, errors: FieldError[]): void {
  for (const field of ['content', 'embeds', 'poll'] as const) {
    const value: unknown = body[field];
    if (value && (!Array.isArray(value) || value.length > 0)) {
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
    !body.poll &&
    files.length === 0 &&
    !body.attachments?.length
  );
}

const MENTION_TYPES = ['users', 'roles', 'everyone'];
const MAX_MENTION_IDS = 100;

/**
 * docs "Resources › Message › Allowed Mentions Object": `parse` holds only the "Allowed
 * Mention Types" (roles, users, everyone); it "is mutually exclusive with the other fields"
 * (users for users, roles for roles; "an empty array … does not trigger a validation
 * error"); roles and users "max 100" ids each.
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

const NONCE_MAX = 25;

/** docs "Create Message › JSON/Form Params": `nonce` is an "integer or string" (up to 25 characters). */
function validateNonce(nonce: unknown, errors: FieldError[]): void {
  if (nonce === undefined || nonce === null) return;
  const ok =
    typeof nonce === 'number'
      ? Number.isInteger(nonce)
      : typeof nonce === 'string' && nonce.length <= NONCE_MAX;
  if (!ok)
    errors.push({
      path: ['nonce'],
      code: 'BASE_TYPE_MAX_LENGTH',
      message: `Must be ${NONCE_MAX} or fewer in length.`,
    });
}
