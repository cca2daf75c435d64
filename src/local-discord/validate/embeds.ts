import type { APIEmbed } from 'discord-api-types/v10';
import type { FieldError } from '../errors';
import { EmbedLimits, MessageLimits } from '../limits';
import { checkMax, maxLength, required } from './field-errors';

// docs "Resources › Message › Embed Object › Embed Limits": title 256, description 4,096, up
// to 25 fields (name 256, value 1,024), footer text 2,048, author name 256, and 6,000
// characters in all the embeds of a message; "Create Message": "Up to 10 rich embeds".
// "Leading and trailing whitespace characters are not included (they are trimmed
// automatically)", so each text is measured trimmed.
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

// docs "Message › Embed Object › Embed Structure": color is an integer (a 24-bit RGB
// value; Discord refuses a string such as "#ff0000", and anything above 0xFFFFFF).
const MAX_COLOR = 0xffffff;

function validateEmbed(embed: APIEmbed, index: number, errors: FieldError[]): void {
  const at = (...rest: (string | number)[]) => ['embeds', index, ...rest];
  validateColor(embed.color as unknown, at('color'), errors);
  validateUrls(embed, at, errors);
  checkMax(errors, trimmed(embed.title), at('title'), EmbedLimits.MaximumTitleLength);
  checkMax(errors, trimmed(embed.description), at('description'), EmbedLimits.MaximumDescriptionLength);
  checkMax(errors, trimmed(embed.author?.name), at('author', 'name'), EmbedLimits.MaximumAuthorNameLength);
  checkMax(errors, trimmed(embed.footer?.text), at('footer', 'text'), EmbedLimits.MaximumFooterLength);
  const fields = embed.fields ?? [];
  if (fields.length > EmbedLimits.MaximumFields) {
    errors.push(maxLength(at('fields'), EmbedLimits.MaximumFields));
    return;
  }
  fields.forEach((field, f) => {
    // Embed Field Structure: name and value are both required.
    if (typeof field.name !== 'string') errors.push(required(at('fields', f, 'name')));
    if (typeof field.value !== 'string') errors.push(required(at('fields', f, 'value')));
    checkMax(errors, trimmed(field.name), at('fields', f, 'name'), EmbedLimits.MaximumFieldNameLength);
    checkMax(errors, trimmed(field.value), at('fields', f, 'value'), EmbedLimits.MaximumFieldValueLength);
  });
}

function validateColor(color: unknown, path: (string | number)[], errors: FieldError[]): void {
  if (color === undefined || color === null) return;
  if (typeof color !== 'number' || !Number.isInteger(color)) {
    errors.push({ path, code: 'NUMBER_TYPE_COERCE', message: `Value "${String(color)}" is not int.` });
  } else if (color < 0 || color > MAX_COLOR) {
    const [code, words, limit] =
      color < 0 ? ['MIN', 'greater than or equal to', 0] : ['MAX', 'less than or equal to', MAX_COLOR];
    errors.push({ path, code: `NUMBER_TYPE_${code}`, message: `int value should be ${words} ${limit}.` });
  }
}

// docs "Message › Embed Object": the embed's and author's url are web addresses; image,
// thumbnail, author and footer icons may also be `attachment://` (docs "Uploading Files ›
// Using Attachments within Embeds"). Discord refuses other schemes.
function validateUrls(
  embed: APIEmbed,
  at: (...rest: (string | number)[]) => (string | number)[],
  errors: FieldError[],
): void {
  const web = ['http', 'https'];
  const media = [...web, 'attachment'];
  const urls: [unknown, (string | number)[], string[]][] = [
    [embed.url, at('url'), web],
    [embed.author?.url, at('author', 'url'), web],
    [embed.image?.url, at('image', 'url'), media],
    [embed.thumbnail?.url, at('thumbnail', 'url'), media],
    [embed.author?.icon_url, at('author', 'icon_url'), media],
    [embed.footer?.icon_url, at('footer', 'icon_url'), media],
  ];
  for (const [url, path, schemes] of urls) {
    if (url === undefined || url === null) continue;
    const scheme = typeof url === 'string' ? /^([a-z][a-z\d+.-]*):/i.exec(url)?.[1].toLowerCase() : undefined;
    if (!scheme || !schemes.includes(scheme)) {
      errors.push({
        path,
        code: 'URL_TYPE_INVALID_SCHEME',
        message: `Scheme "${scheme ?? ''}" is not supported. Scheme must be one of (${schemes.map((s) => `'${s}'`).join(', ')}).`,
      });
    }
  }
}

function embedSize(embed: APIEmbed): number {
  const parts = [
    embed.title,
    embed.description,
    embed.author?.name,
    embed.footer?.text,
    ...(embed.fields ?? []).flatMap((field) => [field.name, field.value]),
  ];
  return parts.reduce((sum, part) => sum + (trimmed(part)?.length ?? 0), 0);
}

/** A text as Discord counts it in an embed: without the whitespace around it. */
function trimmed(text: unknown): string | undefined {
  return typeof text === 'string' ? text.trim() : undefined;
}
