// The store's saves (issue 27): load-and-save of one game at a time and of 50 games at once,
// on SQLite and, where PG_TEST_URL names one, PostgreSQL; each save is the compare-and-set
// (Database.swap) plus the server index's. Figures are printed, never asserted.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import KeyvPostgres from '@keyv/postgres';
import { KeyvGameStore, type StoreTarget } from '../src/store/index';
import { storedGame } from '../test/store/stored-game';

const ROUNDS = 20;
const GAMES = 50;

async function measure(name: string, target: StoreTarget): Promise<void> {
  const store = KeyvGameStore.open(target);
  const ids = Array.from({ length: GAMES }, (_, i) => `bench${i}`);
  for (const id of ids) await store.saveIfVersion(storedGame(id, `g${Number(id.slice(5)) % 5}`), -1);
  const step = async (id: string) => {
    const loaded = await store.load(id);
    if (!loaded.ok || !(await store.saveIfVersion(loaded.record, loaded.record.version)))
      throw new Error(`bench save of ${id} failed`);
  };
  let started = performance.now();
  for (let i = 0; i < ROUNDS; i++) await step(ids[0]);
  const one = (performance.now() - started) / ROUNDS;
  const latencies: number[] = [];
  started = performance.now();
  for (let i = 0; i < ROUNDS; i++)
    await Promise.all(
      ids.map(async (id) => {
        const t = performance.now();
        await step(id);
        latencies.push(performance.now() - t);
      }),
    );
  const total = performance.now() - started;
  latencies.sort((a, b) => a - b);
  const p99 = latencies[Math.floor(latencies.length * 0.99)];
  console.log(
    `${name}: one game ${one.toFixed(1)} ms per load-and-save; ${GAMES} at once ` +
      `${((ROUNDS * GAMES) / (total / 1000)).toFixed(0)} saves/s, p99 ${p99.toFixed(1)} ms`,
  );
  await store.close();
}

export async function run(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'kogge-bench-store-'));
  await measure('SQLite', { kind: 'sqlite', file: join(dir, 'kogge.sqlite') });
  rmSync(dir, { recursive: true, force: true });
  const url = process.env.PG_TEST_URL;
  if (!url) {
    console.log('PostgreSQL: skipped (set PG_TEST_URL; scripts/test-postgres.sh starts one)');
    return;
  }
  const schema = `bench_${process.pid}`;
  await measure('PostgreSQL', { kind: 'postgres', url, schema });
  const admin = new KeyvPostgres({ uri: url });
  await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await admin.disconnect();
}
