// The store the bot bench starts from: many finished games, as a server that has played a while.
import KeyvSqlite from '@keyv/sqlite';
import Keyv from 'keyv';
import { statSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { playRandomGame, seatNames } from '../../src/ai/index';
import { KeyvGameStore, RECORD_VERSION, type GameRecord } from '../../src/store/index';
import { mb } from './figures';

/**
 * `stored` finished games as the bot leaves them: final state, whole action log, status ended.
 * Written in one SQLite transaction (one save each through the store takes ~20 s here), in
 * the store's own layout, and one is read back through the store to prove it.
 */
export async function seedFinished(guildId: string, databaseFile: string, stored: number): Promise<void> {
  const started = performance.now();
  const finished = Array.from({ length: 10 }, (_, i) =>
    playRandomGame({ players: 2, seed: 100 + i, check: false }),
  );
  const adapter = new KeyvSqlite({ uri: `sqlite://${databaseFile}` });
  const games = new Keyv({ store: adapter, namespace: 'games' });
  const seats = seatNames(2).map((s) => ({ kind: 'human' as const, userId: s.id, name: s.name }));
  await adapter.query('BEGIN');
  for (let i = 0; i < stored; i++) {
    const game = finished[i % finished.length];
    const record: GameRecord = {
      recordVersion: RECORD_VERSION,
      id: `done${i}`,
      version: 1,
      guildId,
      channelId: '1',
      hostId: seats[0].userId,
      locale: 'en-US',
      status: 'ended',
      settings: { players: 2, holdings: 'open', seed: game.seed },
      seats,
      state: game.final,
      actions: game.actions,
      messages: { lobby: null, post: null },
      createdAt: Date.now(),
      updatedAt: Date.now(),
    };
    await games.set(record.id, record);
  }
  await adapter.query('COMMIT');
  await adapter.disconnect();
  const store = KeyvGameStore.open(databaseFile);
  const check = await store.load(`done${stored - 1}`);
  await store.close();
  if (!check.ok) throw new Error('bench: a seeded game does not load through the store');
  const actions = finished.reduce((n, g) => n + g.actions.length, 0) / finished.length;
  console.log(
    `seeded ${stored} finished games (about ${actions.toFixed(0)} actions each): ` +
      `${mb(statSync(databaseFile).size)} MB on disk, ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
