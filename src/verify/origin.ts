// Whose record this is (issue 42): a record that checks out in itself may still be one anyone
// built offline for a game that never took place. Before any replay the verifier asks what
// the record claims: which game, signed by which key, and, where that game is stored here,
// whether it is the game this bot committed to. Pure: what the bot knows comes in as `Trust`.
import type { GameExport } from './export-schema';
import { signerOfRecord } from './signature';

/** What the checker knows of this bot; each part null where it knows nothing. */
export interface Trust {
  /** This bot's public key; null for a checker without the bot's store (nothing to compare). */
  botKey: string | null;
  /** The commitment stored here for the game the record claims to be; null: no such game here. */
  storedCommitment: string | null;
}

export const NO_TRUST: Trust = { botKey: null, storedCommitment: null };

/** Who the record says made it: this bot, another key, no one, or a key with nothing to compare. */
export type Origin = 'ours' | 'otherKey' | 'unsigned' | 'unknownKey';

export type OriginCheck =
  | { ok: true; origin: Origin; signer: string | null }
  | { ok: false; key: 'verify.signature'; params: { game: string } }
  | { ok: false; key: 'verify.notThisGame'; params: { game: string; commitment: string; stored: string } };

/** The game id a record claims to be, read before any check, so its stored commitment can be looked up. */
export function claimedGame(input: unknown): string | null {
  if (input === null || typeof input !== 'object') return null;
  const game = (input as { game?: unknown }).game;
  return typeof game === 'string' && /^[a-z0-9]{1,16}$/.test(game) ? game : null;
}

/**
 * `input`: the record as read (its signature is over every member, the unknown ones too);
 * `record`: the same, checked by the schema.
 */
export function originOf(input: object, record: GameExport, trust: Trust): OriginCheck {
  const signed = signerOfRecord(input);
  if (signed === 'mismatch') return { ok: false, key: 'verify.signature', params: { game: record.game } };
  if (trust.storedCommitment !== null && trust.storedCommitment !== record.commitment)
    return {
      ok: false,
      key: 'verify.notThisGame',
      params: { game: record.game, commitment: record.commitment, stored: trust.storedCommitment },
    };
  if (signed === 'unsigned') return { ok: true, origin: 'unsigned', signer: null };
  const origin: Origin =
    trust.botKey === null ? 'unknownKey' : signed.signer === trust.botKey ? 'ours' : 'otherKey';
  return { ok: true, origin, signer: signed.signer };
}
