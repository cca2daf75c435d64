// Record version 2 (issue 21): a game stored before it (version 1, a whole-number seed of the
// xoroshiro128+ generator) loads through the migration, says which generator it has, and goes
// on replaying exactly with the old generator.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Keyv from 'keyv';
import KeyvSqlite from '@keyv/sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { playRandomGame, seatNames } from '../../src/ai';
import { replay } from '../../src/engine/index';
import { GameRecordSchema, KeyvGameStore, RECORD_VERSION } from '../../src/store/index';
import { migrate } from '../../src/store/migrate';

/** A record as version 1 stored it: 40 actions into a game of seed 77, its state after them. */
function versionOneRecord() {
  const game = playRandomGame({ seed: 77, players: 2, check: false, maxActions: 40 });
  return {
    recordVersion: 1,
    id: 'old1',
    version: 40,
    guildId: 'g1',
    channelId: 'c-old1',
    hostId: 'p0',
    locale: 'en-US',
    status: 'playing',
    settings: { players: 2, holdings: 'hidden', seed: 77 },
    seats: seatNames(2).map((p) => ({ kind: 'human', userId: p.id, name: p.name })),
    state: game.final,
    actions: game.actions,
    messages: { lobby: null, post: null },
    createdAt: 0,
    updatedAt: 0,
  };
}

describe('record version 2: the generator (issue 21)', () => {
  let file: string;
  let store: KeyvGameStore;
  beforeEach(() => {
    file = join(mkdtempSync(join(tmpdir(), 'kogge-migrate-')), 'kogge.sqlite');
    store = KeyvGameStore.open(file);
  });
  afterEach(() => store.close());

  it('is the version new records are written with', () => {
    expect(RECORD_VERSION).toBe(2);
  });

  it('a version 1 record loads as version 2 and says its generator is xoroshiro128+', async () => {
    const raw = new Keyv({ store: new KeyvSqlite(`sqlite://${file}`), namespace: 'games' });
    await raw.set('old1', versionOneRecord());
    const loaded = await store.load('old1');
    expect(loaded.ok).toBe(true);
    if (!loaded.ok) return;
    expect(loaded.record.recordVersion).toBe(2);
    expect(loaded.record.settings).toMatchObject({ seed: 77, generator: 'xoroshiro128+' });
    await raw.disconnect();
  });

  it('the migrated game replays from its seed and actions to exactly its stored state', () => {
    const migrated = GameRecordSchema.parse(migrate(versionOneRecord()));
    const again = replay({ seed: migrated.settings.seed, players: seatNames(2) }, migrated.actions);
    expect(again.ok && again.state).toEqual(migrated.state);
    expect(Array.isArray(migrated.state?.rng)).toBe(true);
  });

  it('without the migration the version 1 record is refused (control)', () => {
    expect(GameRecordSchema.safeParse(versionOneRecord()).success).toBe(false);
  });
});
