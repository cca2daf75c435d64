import type { APIEmbed } from 'discord-api-types/v10';
import type { FieldError } from '../errors';
import { EmbedLimits, MessageLimits } from '../limits';
import { checkMax, maxLength, required } from './field-errors';

export function validateEmbeds(embeds: APIEmbed[] | undefined, errors: FieldError[]): void {
  if (!embeds) return;
  if (embeds.length > MessageLimits.MaximumEmbeds) {
    errors.push(maxLength(['embeds'], MessageLimits.MaximumEmbeds));
    return;
  }
  embeds.forEach((embed, index) => validateEmbed(embed, index, errors));
  // The 6,000-character budget is shared by all embeds of one message.
  const total = embeds.reduce((sum, embed) => sum + embedSize(embed), 0);
  if (total > EmbedLimits.MaximumTotalCharacters) {
    errors.push({
      path: ['embeds'],
      code: 'MAX_EMBED_SIZE_EXCEEDED',
      message: `Embed size exceeds maximum size of ${EmbedLimits.MaximumTotalCharacters}`,
    });
  }
}

function validateEmbed(embed: APIEmbed, index: number, errors: FieldError[]): void {
  const at = (...rest: (string | number)[]) => ['embeds', index, ...rest];
  checkMax(errors, embed.title, at('title'), EmbedLimits.MaximumTitleLength);
  checkMax(errors, embed.description, at('description'), EmbedLimits.MaximumDescriptionLength);
  checkMax(errors, embed.author?.name, at('author', 'name'), EmbedLimits.MaximumAuthorNameLength);
  checkMax(errors, embed.footer?.text, at('footer', 'text'), EmbedLimits.MaximumFooterLength);
  const fields = embed.fields ?? [];
  if (fields.length > EmbedLimits.MaximumFields) {
    errors.push(maxLength(at('fields'), EmbedLimits.MaximumFields));
    return;
  }
  fields.forEach((field, f) => {
    // Embed Field Structure: name and value are both required.
    if (typeof field.name !== 'string') errors.push(required(at('fields', f, 'name')));
    if (typeof field.value !== 'string') errors.push(required(at('fields', f, 'value')));
    checkMax(errors, field.name, at('fields', f, 'name'), EmbedLimits.MaximumFieldNameLength);
    checkMax(errors, field.value, at('fields', f, 'value'), EmbedLimits.MaximumFieldValueLength);
  });
}

function embedSize(embed: APIEmbed): number {
  const parts = [
    embed.title,
    embed.description,
    embed.author?.name,
    embed.footer?.text,
    ...(embed.fields ?? []).flatMap((field) => [field.name, field.value]),
  ];
  return parts.reduce((sum, part) => sum + (part?.length ?? 0), 0);
}
