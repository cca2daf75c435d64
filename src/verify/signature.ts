// The bot's signature on an exported record (issue 42): Ed25519 over the record's canonical
// bytes, so a record says whose it is. A record anyone can build offline checks out in
// itself; only the bot's private key can make a signature its public key accepts. The bytes
// signed are defined here and in src/verify/README.md, so another program can check them.
import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  sign,
  verify,
  type KeyObject,
} from 'node:crypto';
import { z } from 'zod';

/** Names the layout of the signed bytes: a change of what is signed makes a new tag. */
export const SIGNATURE_TAG = 'kogge-record-signature/1';

/** A public key: the 32 bytes of an Ed25519 key in base64url (a JWK's `x`), 43 characters. */
export const PUBLIC_KEY = /^[A-Za-z0-9_-]{43}$/;

export const SignatureSchema = z
  .object({
    algorithm: z.literal('ed25519'),
    /** The signer's public key (PUBLIC_KEY). */
    publicKey: z.string().regex(PUBLIC_KEY),
    /** The 64 bytes of the signature in base64url, over `signedBytes` of the record. */
    value: z.string().regex(/^[A-Za-z0-9_-]{86}$/),
  })
  .strict();
export type Signature = z.infer<typeof SignatureSchema>;

/** A key pair as the store keeps it; the private key never leaves the store and this process. */
export interface SigningKeyPair {
  algorithm: 'ed25519';
  publicKey: string;
  /** PKCS #8 DER in base64. */
  privateKey: string;
}

/** Signs records with one private key, which it never hands out. */
export interface RecordSigner {
  readonly publicKey: string;
  sign<T extends object>(record: T): T & { signature: Signature };
}

/**
 * JSON with every object's keys in sorted order (by UTF-16 code unit), no spaces, and members
 * whose value is undefined left out, as JSON.stringify leaves them out. For the strings,
 * integers, booleans and nulls a record holds it is RFC 8785's JSON Canonicalization Scheme.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value))
    return `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const object = value as Record<string, unknown>;
    const members = Object.keys(object)
      .filter((key) => object[key] !== undefined)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson(object[key])}`);
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** What is signed: the tag, a line feed, then the canonical JSON of the record without `signature`, in UTF-8. */
export function signedBytes(record: object): Buffer {
  const { signature: _left, ...rest } = record as Record<string, unknown>;
  return Buffer.from(`${SIGNATURE_TAG}\n${canonicalJson(rest)}`, 'utf8');
}

/** A new key pair (the bot's first start). */
export function makeSigningKey(): SigningKeyPair {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  return {
    algorithm: 'ed25519',
    publicKey: publicKeyText(publicKey),
    privateKey: privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
  };
}

export function signerOf(pair: SigningKeyPair): RecordSigner {
  const key = createPrivateKey({ key: Buffer.from(pair.privateKey, 'base64'), format: 'der', type: 'pkcs8' });
  const publicKey = publicKeyText(createPublicKey(key));
  return {
    publicKey,
    sign: (record) => {
      const value = sign(null, signedBytes(record), key).toString('base64url');
      return { ...record, signature: { algorithm: 'ed25519', publicKey, value } };
    },
  };
}

/**
 * Whether `record` (as read, before any schema stripped a member) carries a signature its
 * own public key accepts: 'unsigned' without one, the signer's key, or 'mismatch' when the
 * record changed after it was signed (or the signature is not a valid one).
 */
export function signerOfRecord(record: object): 'unsigned' | 'mismatch' | { signer: string } {
  const raw = (record as { signature?: unknown }).signature;
  if (raw === undefined) return 'unsigned';
  const parsed = SignatureSchema.safeParse(raw);
  if (!parsed.success) return 'mismatch';
  const { publicKey, value } = parsed.data;
  try {
    const key = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: publicKey }, format: 'jwk' });
    return verify(null, signedBytes(record), key, Buffer.from(value, 'base64url'))
      ? { signer: publicKey }
      : 'mismatch';
  } catch {
    // A key that is no point of the curve verifies nothing.
    return 'mismatch';
  }
}

function publicKeyText(key: KeyObject): string {
  const x = key.export({ format: 'jwk' }).x;
  if (typeof x !== 'string') throw new Error('an Ed25519 key without its x');
  return x;
}
