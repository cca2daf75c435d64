import { RESTJSONErrorCodes, type APIEmbed } from 'discord-api-types/v10';
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
  allowed_mentions?: { parse?: string[]; users?: string[] } | null;
  message_reference?: { message_id?: string } | null;
  tts?: boolean;
}

/**
 * Checks a message body the way Discord does, throwing Discord's error on the first
 * request that breaks a rule. `edit` bodies may leave any field out.
 */
export function validateMessage(body: MessageBody, files: UploadedFile[], edit = false): void {
  // Discord refuses oversized uploads before it looks at the rest of the body.
  if (files.some((file) => file.data.length > MaximumAttachmentSize)) {
    throw discordError(RESTJSONErrorCodes.RequestEntityTooLarge);
  }
  const errors: FieldError[] = [];
  if (typeof body.content === 'string' && body.content.length > MessageLimits.MaximumLength) {
    errors.push(maxLength(['content'], MessageLimits.MaximumLength));
  }
  validateEmbeds(body.embeds ?? undefined, errors);
  validateComponents(body.components, errors);
  if (errors.length > 0) throw invalidFormBody(errors);
  if (!edit && isEmpty(body, files)) throw discordError(RESTJSONErrorCodes.CannotSendAnEmptyMessage);
}

function isEmpty(body: MessageBody, files: UploadedFile[]): boolean {
  return (
    !body.content &&
    !(body.embeds?.length) &&
    !(body.components?.length) &&
    files.length === 0 &&
    !(body.attachments?.length)
  );
}
