// Issue 27: a save's version check holds across processes, not only within one. Two processes
// read the same game, both pass the version check, and write at the same moment (each is held
// just before its write until both are there): exactly one save wins each time, the other is
// refused (null: the bot answers reply.savedMeanwhile), and the stored game is the winner's.
// The control does the same with Keyv's plain get-check-set and shows both "win".
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { KeyvGameStore, type StoreTarget } from '../../src/store/index';
import { testDatabases } from './databases';
import { storedGame } from './stored-game';

const RACER = fileURLToPath(new URL('./save-racer.ts', import.meta.url));
const ROUNDS = 3;

type FromRacer =
  | { kind: 'started' }
  | { kind: 'ready' }
  | { kind: 'done'; won: boolean[] }
  | { kind: 'failed'; message: string };

function racer(target: StoreTarget): { child: ChildProcess; next: () => Promise<FromRacer> } {
  const child = fork(RACER, [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, KOGGE_RACE_TARGET: JSON.stringify(target) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const inbox: FromRacer[] = [];
  const waiting: ((m: FromRacer) => void)[] = [];
  child.on('message', (m: FromRacer) => {
    const wake = waiting.shift();
    if (wake) wake(m);
    else inbox.push(m);
  });
  const next = () => {
    const queued = inbox.shift();
    return queued ? Promise.resolve(queued) : new Promise<FromRacer>((resolve) => waiting.push(resolve));
  };
  return { child, next };
}

/** Runs both racers ROUNDS times; each round both are at the line before either may write. */
async function race(
  target: StoreTarget,
  mode: 'store' | 'naive',
): Promise<{ won: boolean[][]; pids: number[] }> {
  const racers = [racer(target), racer(target)];
  try {
    for (const r of racers) expect((await r.next()).kind).toBe('started');
    for (const r of racers) r.child.send({ kind: 'save', rounds: ROUNDS, mode, id: 'race' });
    const done: boolean[][] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const r of racers) expect(await r.next()).toEqual({ kind: 'ready' });
      for (const r of racers) r.child.send({ kind: 'go' });
    }
    for (const r of racers) {
      const last = await r.next();
      if (last.kind !== 'done') throw new Error(JSON.stringify(last));
      done.push(last.won);
    }
    return { won: done, pids: racers.map((r) => r.child.pid ?? 0) };
  } finally {
    for (const r of racers) r.child.kill();
  }
}

describe.each(testDatabases())('two processes saving one game at once ($name)', (database) => {
  afterAll(() => database.cleanup());

  async function seeded(): Promise<StoreTarget> {
    const target = database.fresh();
    const store = KeyvGameStore.open(target);
    await store.saveIfVersion(storedGame('race'), -1);
    await store.close();
    return target;
  }

  it('exactly one save wins each round; the stored game is the winner’s, one version on', async () => {
    const target = await seeded();
    const { won, pids } = await race(target, 'store');
    for (let round = 0; round < ROUNDS; round++) expect(won[0][round] !== won[1][round]).toBe(true);
    const store = KeyvGameStore.open(target);
    const loaded = await store.load('race');
    await store.close();
    if (!loaded.ok) throw new Error('race game not loaded');
    expect(loaded.record.version).toBe(ROUNDS);
    const lastWinner = won[0][ROUNDS - 1] ? pids[0] : pids[1];
    expect(loaded.record.hostId).toBe(String(lastWinner));
  }, 60_000);

  it('control: with a plain get-check-set both processes "win" the same round', async () => {
    const { won } = await race(await seeded(), 'naive');
    for (let round = 0; round < ROUNDS; round++) expect(won[0][round] && won[1][round]).toBe(true);
  }, 60_000);
});
