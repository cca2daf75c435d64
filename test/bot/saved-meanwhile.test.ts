// Issue 22: a save another process overtook is a value, not a throw. Two saves of the same
// version of one game (two processes that read it at once): the first is saved, the second
// answers the `reply.savedMeanwhile` refusal and changes nothing; the stored game is the first's.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { saveRecord } from '../../src/bot/records';
import { KeyvGameStore, type GameRecord } from '../../src/store/index';
import { storedGame } from '../store/stored-game';
import { stubContext } from './stub-context';

let dir: string;
let store: KeyvGameStore;
afterEach(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A bot context on a fresh store holding one game, read at its stored version. */
async function oneGame() {
  dir = mkdtempSync(join(tmpdir(), 'kogge-meanwhile-'));
  store = KeyvGameStore.open(join(dir, 'games.sqlite'));
  const ctx = stubContext(store, null);
  const first = await saveRecord(ctx, storedGame('g1'));
  if (!first.ok) throw new Error(first.refusal.key);
  return { ctx, read: first.value };
}

const hostOf = async (id: string) => {
  const loaded = await store.load(id);
  if (!loaded.ok) throw new Error(loaded.reason);
  return loaded.record.hostId;
};

describe('a save overtaken by another is answered as a value (issue 22)', () => {
  it('two saves of the same version: the first is saved, the second is refused with reply.savedMeanwhile', async () => {
    const { ctx, read } = await oneGame();
    const mine: GameRecord = { ...read, hostId: 'mine' };
    const theirs: GameRecord = { ...read, hostId: 'theirs' };
    const won = await saveRecord(ctx, theirs);
    expect(won.ok && won.value.version).toBe(read.version + 1);
    await expect(saveRecord(ctx, mine)).resolves.toEqual({
      ok: false,
      refusal: { key: 'reply.savedMeanwhile' },
    });
    expect(await hostOf('g1')).toBe('theirs');
  });

  it('control: the same save made from the record read again goes through', async () => {
    const { ctx, read } = await oneGame();
    const won = await saveRecord(ctx, { ...read, hostId: 'theirs' });
    if (!won.ok) throw new Error(won.refusal.key);
    const again = await saveRecord(ctx, { ...won.value, hostId: 'mine' });
    expect(again.ok).toBe(true);
    expect(await hostOf('g1')).toBe('mine');
  });
});
