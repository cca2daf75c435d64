// Helpers for games with computer players: read and change the stored record the way the
// bot's own commands would, and wait for the store to reach a condition.
import { KeyvGameStore, type GameRecord, type Seat } from '../../src/store/index';
import type { BotTable } from './harness';

/** The one game stored for the table (the newest when several). */
export async function storedGame(table: BotTable, id?: string): Promise<GameRecord> {
  const store = KeyvGameStore.open(table.databaseFile);
  try {
    const ids = id ? [id] : (await store.allRunning()).flatMap((s) => s.games.map((g) => g.id));
    const records: GameRecord[] = [];
    for (const gameId of ids) {
      const loaded = await store.load(gameId);
      if (loaded.ok) records.push(loaded.record);
    }
    const newest = records.sort((a, b) => b.createdAt - a.createdAt)[0];
    if (!newest) throw new Error('no stored game');
    return newest;
  } finally {
    await store.close();
  }
}

/** Changes one seat in the store directly (what a crash-free /kogge seat leaves behind). */
export async function setSeat(table: BotTable, gameId: string, index: number, seat: Seat): Promise<void> {
  const store = KeyvGameStore.open(table.databaseFile);
  try {
    const loaded = await store.load(gameId);
    if (!loaded.ok) throw new Error('no stored game');
    const seats = loaded.record.seats.map((s, i) => (i === index ? seat : s));
    const saved = await store.saveIfVersion({ ...loaded.record, seats }, loaded.record.version);
    if (!saved) throw new Error('the game moved on meanwhile');
  } finally {
    await store.close();
  }
}

/** Polls the stored game until `test` holds; generous, for a loaded machine. */
export async function untilStored(
  table: BotTable,
  gameId: string,
  test: (record: GameRecord) => boolean,
  timeoutMs = 60_000,
): Promise<GameRecord> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const record = await storedGame(table, gameId);
    if (test(record)) return record;
    if (Date.now() > until) throw new Error(`stored game ${gameId} never reached the condition`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
