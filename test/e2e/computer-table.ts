// Helpers for games with computer players: read and change the stored record the way the
// bot's own commands would, and wait for the store to reach a condition.
import { KeyvGameStore, type GameRecord, type Seat } from '../../src/store/index';
import type { SeenMessage } from '../../src/local-discord';
import { isFinalPost, threadOf, WAIT, type BotTable } from './harness';
import { TablePlayers } from './players';

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

/** Changes one seat in the store directly (what a crash-free /kogge game seat leaves behind). */
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

/** The state version a public post's board shows (-1 for a message without one). */
export function boardVersion(message: SeenMessage): number {
  const versions = message.attachments.map((a) => Number(/^kogge-board-(\d+)\./.exec(a.filename)?.[1] ?? -1));
  return Math.max(-1, ...versions);
}

/**
 * Plays a game where some seats are computer players: the people act when the post pings
 * them; otherwise they wait for a computer player's move to reach the board. Returns the
 * final post. `people` are the simulated people's names.
 */
export async function playWithComputers(
  table: BotTable,
  thread: string,
  people: string[],
  seed: number,
  maxSteps = 3000,
): Promise<{ final: SeenMessage; players: TablePlayers }> {
  const players = new TablePlayers(table, thread, people, seed);
  const byId = new Map(people.map((name) => [table.user(name).id, name]));
  for (let step = 0; step < maxSteps; step++) {
    const post = players.latestPost();
    if (isFinalPost(post)) return { final: post, players };
    const awaited = post.mentions.find((id) => byId.has(id));
    if (awaited) {
      await players.playFor(byId.get(awaited) as string, post);
      continue;
    }
    // A computer player decides: the board moves on by itself.
    const shown = boardVersion(post);
    await table.discord.waitForMessage(
      (m) => m.channelId === thread && !m.ephemeralFor && boardVersion(m) > shown,
      WAIT,
    );
  }
  throw new Error(`no game end after ${maxSteps} steps`);
}

/**
 * `host` alone opens a game with computer players (`options` as typed after /kogge new),
 * starts it from the lobby and waits for the first board; returns the game's thread.
 */
export async function startWithComputers(table: BotTable, host: string, options: string): Promise<string> {
  const reply = await (await table.user(host).slash(`/kogge new ${options}`, { in: 'tavern' })).reply(WAIT);
  const thread = threadOf(reply);
  const lobby = await table
    .user(host)
    .waitForMessage((m) => m.channelId === thread && m.components.length > 0, WAIT);
  await (await table.user(host).click(lobby, 'Start')).response(WAIT);
  await table.discord.waitForMessage(
    (m) => m.channelId === thread && m.attachments.some((a) => a.filename.startsWith('kogge-board-')),
    WAIT,
  );
  return thread;
}
