// Issue 42: the bot's signing key is made once, at the first start, and kept in the store: a
// second start (or a second process) finds the same key, two processes starting at once on a
// fresh store agree on one, and a damaged key record is refused by name, never replaced silently.
import { afterAll, describe, expect, it } from 'vitest';
import { Database, KeyvSigningKeyStore, SigningKeyDamaged } from '../../src/store/index';
import { makeSigningKey, signerOf } from '../../src/verify/index';
import { testDatabases } from './databases';

describe.each(testDatabases())('the signing key store ($name)', (database) => {
  afterAll(() => database.cleanup());

  it('has no key before the first start, makes one then, and keeps it for the next start', async () => {
    const target = database.fresh();
    const first = KeyvSigningKeyStore.open(target);
    expect(await first.read()).toBeNull();
    const made = await first.ensure(makeSigningKey);
    await first.close();
    const again = KeyvSigningKeyStore.open(target);
    let calls = 0;
    const kept = await again.ensure(() => {
      calls++;
      return makeSigningKey();
    });
    await again.close();
    expect(kept).toEqual(made);
    // Control: a second start made no key of its own.
    expect(calls).toBe(0);
    // The stored pair signs as its public key says.
    expect(signerOf(kept).publicKey).toBe(made.publicKey);
  });

  it('two processes starting at once on a fresh store end up with the same key', async () => {
    const target = database.fresh();
    const stores = [KeyvSigningKeyStore.open(target), KeyvSigningKeyStore.open(target)];
    const keys = await Promise.all(stores.map((s) => s.ensure(makeSigningKey)));
    await Promise.all(stores.map((s) => s.close()));
    expect(keys[0].publicKey).toBe(keys[1].publicKey);
    expect(keys[0].privateKey).toBe(keys[1].privateKey);
  });

  it('a damaged key record is refused by name, not replaced by a new key', async () => {
    const target = database.fresh();
    const db = Database.open(target);
    await db.keyv('bot-key').set('signing', { algorithm: 'ed25519', publicKey: 'short' });
    const store = KeyvSigningKeyStore.open(db);
    await expect(store.ensure(makeSigningKey)).rejects.toThrow(SigningKeyDamaged);
    await expect(store.read()).rejects.toThrow(/bot-key:signing.*publicKey/);
    await store.close();
  });
});
