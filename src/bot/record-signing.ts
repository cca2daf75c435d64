// Issue 42: the bot signs what it exports and tells its own records from others'. The key pair
// is the store's (store/signing-key-store.ts), made at the first start; here it becomes a
// signer held in memory, and a record to check gets what this bot knows of it: its public
// key, and the commitment stored for the game the record claims to be.
import type { GameRecord, KeyvSigningKeyStore } from '../store/index';
import {
  claimedGame,
  commitmentOf,
  describeGame,
  makeSigningKey,
  signerOf,
  type GameExport,
  type RecordSigner,
  type Signature,
  type Trust,
} from '../verify/index';
import type { RecordPool } from '../verify/pool/record-pool';
import type { Timed } from '../verify/pool/record-worker';
import type { BotContext } from './context';
import { recordChecks } from './record-checks';

export class BotSigning {
  private signer: Promise<RecordSigner> | null = null;

  constructor(readonly keys: KeyvSigningKeyStore) {}

  /** The bot's signer; its key made and stored on the first call ever. */
  current(): Promise<RecordSigner> {
    this.signer ??= this.keys.ensure(makeSigningKey).then(signerOf);
    // A failed read is tried again at the next use rather than kept.
    this.signer.catch(() => (this.signer = null));
    return this.signer;
  }
}

export type SignedExport = GameExport & { signature: Signature };

/**
 * A finished game's record, signed by this bot; null while the game runs or where it does not
 * replay. Issue 42: its step fingerprints are a whole replay, made on the record worker with
 * its time budget, never on the loop that answers everyone's clicks; only the signing is here.
 */
export async function signedExport(
  ctx: Pick<BotContext, 'signing'>,
  record: GameRecord,
  pool: RecordPool = recordChecks().pool,
): Promise<Timed<SignedExport | null>> {
  const exported = await pool.export(record);
  if ('tooSlow' in exported || exported.done === null) return exported as Timed<null>;
  return { done: await (await ctx.signing.current()).sign(exported.done) };
}

/** What this bot knows of the record `input`: its own key and the commitment of the game it claims to be. */
export async function trustOf(ctx: Pick<BotContext, 'signing' | 'store'>, input: unknown): Promise<Trust> {
  const botKey = (await ctx.signing.current()).publicKey;
  const id = claimedGame(input);
  if (id === null) return { botKey, storedCommitment: null };
  const loaded = await ctx.store.load(id);
  return { botKey, storedCommitment: loaded.ok ? commitmentOf(describeGame(loaded.record)) : null };
}
