// A process that saves one game at the same moment as another process (two-processes.test.ts).
// Forked with the store target in KOGGE_RACE_TARGET; over IPC it says `ready` once it has read
// the game and checked its version, waits for `go`, then writes and says whether it won.
// `mode` naive is the control: Keyv's plain get-check-set, the way saves were before issue 27.
import Keyv from 'keyv';
import { Database, KeyvGameStore, type GameRecord, type StoreTarget } from '../../src/store/index';

type FromParent = { kind: 'go' } | { kind: 'save'; rounds: number; mode: 'store' | 'naive'; id: string };

const target = JSON.parse(process.env.KOGGE_RACE_TARGET ?? '{}') as StoreTarget;
const send = (message: object) => process.send?.(message);
let go: (() => void) | null = null;
const barrier = () =>
  new Promise<void>((resolve) => {
    go = resolve;
    send({ kind: 'ready' });
  });

/** The store's own database, stopped between the save's version check and its write. */
class AtTheLine extends Database {
  override async swap(key: string, before: string | undefined, after: string): Promise<boolean> {
    if (key.startsWith('games:')) await barrier();
    return super.swap(key, before, after);
  }
}

async function storeRound(store: KeyvGameStore, id: string): Promise<boolean> {
  const loaded = await store.load(id);
  if (!loaded.ok) throw new Error(`game ${id} ${loaded.reason}`);
  const mine: GameRecord = { ...loaded.record, hostId: String(process.pid) };
  return (await store.saveIfVersion(mine, loaded.record.version)) !== null;
}

/** The save before issue 27: the version checked in one read, the record written in another step. */
async function naiveRound(games: Keyv<unknown>, id: string): Promise<boolean> {
  const loaded = (await games.get(id)) as GameRecord;
  const stored = (await games.get(id)) as GameRecord;
  if (stored.version !== loaded.version) return false;
  await barrier();
  await games.set(id, { ...loaded, version: loaded.version + 1, hostId: String(process.pid) });
  return true;
}

process.on('message', (message: FromParent) => {
  if (message.kind === 'go') return go?.();
  void (async () => {
    const db = new AtTheLine(target);
    const store = KeyvGameStore.open(db);
    const games = db.keyv('games');
    const won: boolean[] = [];
    for (let round = 0; round < message.rounds; round++)
      won.push(
        message.mode === 'store' ? await storeRound(store, message.id) : await naiveRound(games, message.id),
      );
    await store.close();
    send({ kind: 'done', won });
  })().catch((error: unknown) => send({ kind: 'failed', message: String(error) }));
});
send({ kind: 'started' });
