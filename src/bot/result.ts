// The bot's one result shape: a value, or a refusal the asker is told (a catalogue key and
// its params, formatted in their language by `refuse`, handlers/reply.ts). The engine keeps
// its own typed refusals; this is the shell's. A function whose refusals are few names them
// in its type (`Refusal<'reply.gameGone' | 'reply.gameBroken'>`, the caps' `{ count }`), so a
// caller may tell them apart; every one is still a `Refusal`, formatted without a cast.
import type { MessageKey, Params, ParamsArg } from '../i18n/index';

export interface Refusal<K extends MessageKey = MessageKey, P extends Params = Params> {
  key: K;
  params?: P;
}

export type Result<T, E extends Refusal = Refusal> = { ok: true; value: T } | { ok: false; refusal: E };

/** A value: a `Result` whatever the refusal type it is handed on as. */
export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });

/** A refusal by its key (and the params its sentence demands): the sentence the asker is told. */
export function refused<T = never, K extends MessageKey = MessageKey>(
  key: K,
  ...[params]: ParamsArg<K>
): Result<T, Refusal<K>> {
  return { ok: false, refusal: params ? { key, params } : { key } };
}

/** A refusal already made (a typed one, with its own params), as a `Result`. */
export const refusedWith = <E extends Refusal>(refusal: E): Result<never, E> => ({ ok: false, refusal });
