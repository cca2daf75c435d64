// The bot's signing key (issue 42): one Ed25519 key pair for the whole bot, made at its first
// start and kept here, in the store every process of the bot shares, so every shard signs
// with the same key and a restart keeps it. The private key is in this record only: it is
// never logged, posted or exported (src/verify/signature.ts signs with it in memory).
import type Keyv from 'keyv';
import { z } from 'zod';
import { decode, encode, storedKey } from './atomic';
import { Database } from './database';
import type { StoreTarget } from './target';
import { Unreadable } from './unreadable';

export const SIGNING_KEY_NAMESPACE = 'bot-key';
/** The one record of the namespace. */
const KEY = 'signing';

export const SigningKeySchema = z
  .object({
    algorithm: z.literal('ed25519'),
    /** base64url of the 32 bytes (a JWK's `x`): what /kogge server status shows. */
    publicKey: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
    /** PKCS #8 DER in base64. */
    privateKey: z.string().min(1).max(200),
  })
  .strict();
export type StoredSigningKey = z.infer<typeof SigningKeySchema>;

/** The stored key is there but cannot be read: the bot will not sign with another one silently. */
export class SigningKeyDamaged extends Error {
  constructor(problem: string) {
    super(`the bot's signing key record (${SIGNING_KEY_NAMESPACE}:${KEY}) cannot be read: ${problem}`);
  }
}

export class KeyvSigningKeyStore {
  private constructor(
    private readonly db: Database,
    private readonly keys: Keyv<unknown>,
  ) {}

  static open(target: StoreTarget | string | Database): KeyvSigningKeyStore {
    const db = target instanceof Database ? target : Database.open(target);
    return new KeyvSigningKeyStore(db, db.keyv(SIGNING_KEY_NAMESPACE));
  }

  /** The stored key, or null where none was made yet. */
  async read(): Promise<StoredSigningKey | null> {
    await this.db.ready;
    const text = await this.db.text(storedKey(this.keys, KEY));
    if (text === undefined) return null;
    const value = await decode(this.keys, text);
    if (value instanceof Unreadable) throw new SigningKeyDamaged(value.problem);
    const parsed = SigningKeySchema.safeParse(value);
    if (!parsed.success) throw new SigningKeyDamaged(parsed.error.issues[0].path.join('.') || 'record');
    return parsed.data;
  }

  /**
   * The stored key; where there is none, `make`'s, written only if still none (a swap), so two
   * processes starting at once both end up with the one that was written first.
   */
  async ensure(make: () => StoredSigningKey): Promise<StoredSigningKey> {
    const stored = await this.read();
    if (stored) return stored;
    const made = SigningKeySchema.parse(make());
    await this.db.swap(storedKey(this.keys, KEY), undefined, await encode(this.keys, made));
    const kept = await this.read();
    if (!kept) throw new SigningKeyDamaged('not kept');
    return kept;
  }

  async close(): Promise<void> {
    await this.db.close();
  }
}
