// Issue 42: a record says which game it claims to be and whose it is. Each verdict: signed by
// this bot, signed by another key (a tampered record signed again), unsigned but consistent
// in itself (an old record), a signed record changed without signing again (refused), and a
// record claiming a game stored here with another commitment (refused). The signed bytes are
// the canonical JSON of the record without its signature, whatever order or spacing it has.
import { createPublicKey, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { tStored } from '../../src/i18n/index';
import {
  exportGame,
  makeSigningKey,
  signedBytes,
  signerOf,
  verifyRecord,
  type GameExport,
  type Trust,
} from '../../src/verify/index';
import { canonicalJson } from '../../src/verify/signature';
import { finishedRecord } from './finished-game';

const record = finishedRecord(42, 2);
const exported = exportGame(record) as GameExport;
const botPair = makeSigningKey();
const bot = signerOf(botPair);
const stranger = signerOf(makeSigningKey());
/** What this bot knows: its key, and the game g42 stored with the commitment it made. */
const here: Trust = { botKey: bot.publicKey, storedCommitment: exported.commitment };

/** The record of a game that never took place as it says: g42 with a seat renamed, every step fingerprint made again offline. */
function forgedGame(): GameExport {
  const seats = record.seats.map((s, i) => (i === 0 ? { ...s, name: 'Mallory' } : s));
  return exportGame({ ...record, seats }) as GameExport;
}

describe('whose record it is (issue 42)', () => {
  it('a record the bot signed is “signed by this bot”, and the sentence names its game', () => {
    const verdict = verifyRecord(bot.sign(exported), here);
    expect(verdict).toMatchObject({ holds: true, key: 'verify.holds.ours', origin: 'ours' });
    expect(tStored(verdict.key, verdict.params, 'en')).toMatch(
      /^Game `g42`, signed by this bot\. The game checks out: its seed matches the commitment `[0-9a-f]{64}`/,
    );
  });

  it('a tampered record signed again with another key is “signed by another key”, though it is consistent in itself', () => {
    const forged = forgedGame();
    // Control: the forgery is consistent in itself, so only the signature can tell it apart.
    expect(verifyRecord(forged, here)).toMatchObject({ holds: true, origin: 'unsigned' });
    const verdict = verifyRecord(stranger.sign(forged), here);
    expect(verdict).toMatchObject({ holds: true, key: 'verify.holds.otherKey', origin: 'otherKey' });
    expect(tStored(verdict.key, verdict.params, 'en')).toMatch(
      new RegExp(`^Game \`g42\`, signed by another key \\(\`${stranger.publicKey}\`\\), not by this bot\\.`),
    );
  });

  it('a signed record changed without signing it again is refused as a signature mismatch', () => {
    const signed = bot.sign(exported);
    const tampered = { ...forgedGame(), signature: signed.signature };
    const verdict = verifyRecord(tampered, here);
    expect(verdict).toMatchObject({ holds: false, key: 'verify.signature' });
    expect(tStored(verdict.key, verdict.params, 'en')).toBe(
      'The record of game `g42` was changed after it was signed: its signature does not match its contents.',
    );
    // A member added anywhere is a change too: the signature covers what the schema would drop.
    expect(verifyRecord({ ...signed, note: 'mine' }, here).key).toBe('verify.signature');
    // Another key put in the signature's place, the value left: refused as well.
    const swapped = { ...signed, signature: { ...signed.signature, publicKey: stranger.publicKey } };
    expect(verifyRecord(swapped, here).key).toBe('verify.signature');
  });

  it('an old record without a signature still checks out, as “unsigned, consistent in itself”', () => {
    expect(exported).not.toHaveProperty('signature');
    const verdict = verifyRecord(exported, here);
    expect(verdict).toMatchObject({ holds: true, key: 'verify.holds.unsigned', origin: 'unsigned' });
    expect(tStored(verdict.key, verdict.params, 'en')).toMatch(
      /^Game `g42`, unsigned, consistent in itself: /,
    );
  });

  it('a record claiming a game stored here is compared with the stored commitment: another one is refused', () => {
    const elsewhere = exportGame({
      ...finishedRecord(43, 2),
      id: 'g42',
    }) as GameExport;
    // Control: consistent in itself and signed by a key of its own, it would pass without the store.
    expect(verifyRecord(stranger.sign(elsewhere), { ...here, storedCommitment: null })).toMatchObject({
      holds: true,
      origin: 'otherKey',
    });
    const verdict = verifyRecord(stranger.sign(elsewhere), here);
    expect(verdict).toMatchObject({ holds: false, key: 'verify.notThisGame' });
    expect(tStored(verdict.key, verdict.params, 'en')).toBe(
      `This is not the record of game \`g42\` played here: its commitment \`${elsewhere.commitment}\` differs from the one stored for that game (\`${exported.commitment}\`).`,
    );
  });

  it('without the bot’s key, a signed record names its signer and says there is nothing to compare', () => {
    const verdict = verifyRecord(bot.sign(exported));
    expect(verdict).toMatchObject({
      holds: true,
      key: 'verify.holds.unknownKey',
      params: { key: bot.publicKey },
    });
  });
});

describe('the signed bytes (issue 42)', () => {
  it('are the tag, a line feed and the canonical JSON without the signature: sorted keys, no spaces', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 'é', c: null }, true], u: undefined })).toBe(
      '{"a":[{"c":null,"d":"é"},true],"b":1}',
    );
    const signed = bot.sign(exported);
    const bytes = signedBytes(signed).toString('utf8');
    expect(bytes.startsWith('kogge-record-signature/1\n{"actions":[')).toBe(true);
    expect(bytes).not.toContain('signature"');
    // Checked with node's crypto alone, from the public key as the bot shows it.
    const key = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: bot.publicKey }, format: 'jwk' });
    expect(verify(null, signedBytes(signed), key, Buffer.from(signed.signature.value, 'base64url'))).toBe(
      true,
    );
  });

  it('do not depend on the file’s key order or spacing: a record rewritten so still holds as this bot’s', () => {
    const signed = bot.sign(exported);
    const reordered = JSON.parse(
      JSON.stringify(Object.fromEntries(Object.entries(signed).reverse()), null, 4),
    ) as unknown;
    expect(JSON.stringify(reordered)).not.toBe(JSON.stringify(signed));
    expect(verifyRecord(reordered, here)).toMatchObject({ holds: true, origin: 'ours' });
  });

  it('never carry the private key: the signed record holds the public key and the signature only', () => {
    const text = JSON.stringify(bot.sign(exported));
    expect(text).toContain(bot.publicKey);
    expect(text).not.toContain(botPair.privateKey);
    expect(text).not.toContain(botPair.privateKey.slice(-40));
  });
});
