// The bot's one result shape: a value, or a refusal the asker is told (a catalogue key and
// its params, formatted in their language by `refuse`, handlers/reply.ts). The engine keeps
// its own typed refusals; this is the shell's.
import type { MessageKey, Params } from '../i18n/index';

export interface Refusal {
  key: MessageKey;
  params?: Params;
}

export type Result<T> = { ok: true; value: T } | { ok: false; refusal: Refusal };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });

export const refused = <T = never>(key: MessageKey, params?: Params): Result<T> => ({
  ok: false,
  refusal: params ? { key, params } : { key },
});
