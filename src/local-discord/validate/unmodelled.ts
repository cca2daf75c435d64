import { invalidFormBody } from '../errors';

/**
 * Refuses any field the local Discord does not model, naming it, rather than accepting and
 * silently dropping it (a bot relying on it would pass here and misbehave on Discord).
 * Empty or default values (undefined, null, false, 0, '', []) are what clients send for
 * "not set" and pass.
 */
export function refuseUnmodelled(body: unknown, known: readonly string[], what: string): void {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return;
  const unknown = Object.entries(body as Record<string, unknown>).filter(
    ([key, value]) => !known.includes(key) && !isEmpty(value),
  );
  if (unknown.length === 0) return;
  throw invalidFormBody(
    unknown.map(([key]) => ({
      path: [key],
      code: 'LOCAL_DISCORD_UNMODELLED',
      message: `The local Discord does not model "${key}" on ${what}; refused rather than dropped`,
    })),
  );
}

function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    value === false ||
    value === 0 ||
    value === '' ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** Message fields the local Discord keeps (Create Message › JSON/Form Params). */
export const MESSAGE_FIELDS = [
  'content',
  'embeds',
  'components',
  'attachments',
  'flags',
  'allowed_mentions',
  'message_reference',
  'tts',
  'nonce',
  'enforce_nonce',
  'poll',
] as const;
