// Issue 27: `store:copy` from SQLite to PostgreSQL (where PG_TEST_URL is set; another SQLite
// file otherwise), then the bot resumes every game there: two games played a few actions
// each, the bot stopped, every record copied, the bot started on the new store, and both
// games go on from where they were, listed in /kogge games, with status naming the store.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Database, type StoreTarget } from '../../src/store/index';
import { runCopy } from '../../src/store/copy-cli-run';
import { testDatabases } from '../store/databases';
import { openBotTable, openGame, WAIT, type BotTable } from './harness';
import { SlashPlayers } from './slash-players';

const target = testDatabases().at(-1)!;

/** `count` actions by whoever the game awaits, each waiting for its board. */
async function play(players: SlashPlayers, names: Map<string, string>, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    const post = players.latestPost();
    const awaited = post.mentions.map((id) => names.get(id)).filter((n): n is string => n !== undefined);
    if (awaited.length === 0) throw new Error(`nobody awaited in: ${post.content}`);
    await players.step(awaited[0], SlashPlayers.versionOf(post));
  }
}

describe(`store:copy from SQLite to ${target.name}, then the bot resumes every game`, () => {
  let table: BotTable;
  beforeAll(async () => {
    table = await openBotTable(['olga', 'alice', 'bob', 'carol']);
  }, 60_000);
  afterAll(async () => {
    await table.stop();
    await target.cleanup();
  });

  it('copies both games and plays on in each from the version it had', async () => {
    const names = new Map(['olga', 'alice', 'bob', 'carol'].map((n) => [table.user(n).id, n]));
    const games = [await openGame(table, 'alice', ['bob']), await openGame(table, 'carol', ['olga'])];
    const players = games.map(
      (g, i) => new SlashPlayers(table, g.thread, i === 0 ? ['alice', 'bob'] : ['carol', 'olga'], 7),
    );
    for (const p of players) await play(p, names, 3);
    const versions = players.map((p) => SlashPlayers.versionOf(p.latestPost()));

    await table.bot.stop();
    const to: StoreTarget = target.fresh();
    const toUrl = to.kind === 'sqlite' ? `sqlite://${to.file}` : to.url;
    const copied = await runCopy([`sqlite://${table.databaseFile}`, toUrl], (t) =>
      Database.open(t.kind === 'postgres' ? to : t),
    );
    expect(copied.code).toBe(0);
    expect(copied.lines).toContain('games: 2 copied');
    table.bot = await startOn(table, to);

    for (const [i, p] of players.entries()) {
      await play(p, names, 2);
      expect(SlashPlayers.versionOf(p.latestPost())).toBe(versions[i] + 2);
    }
    const listed = await (await table.user('olga').slash('/kogge games', { in: 'tavern' })).reply(WAIT);
    for (const g of games) expect(listed.content).toContain(g.thread);
    const status = await (
      await table.user('olga').slash('/kogge server status', { in: 'tavern' })
    ).reply(WAIT);
    expect(status.content).toMatch(
      new RegExp(`; running games: 2; store: ${target.name}; boards: [^.]+\\. Its game records are signed`),
    );
  }, 180_000);
});

/** The harness's bot, started again on `to` (restartOn stops a bot that is running). */
async function startOn(table: BotTable, to: StoreTarget): Promise<BotTable['bot']> {
  // restartOn stops the current bot first; it was stopped for the copy, so start a stand-in
  // stop that does nothing.
  table.bot = { ...table.bot, stop: async () => undefined };
  await table.restartOn(to);
  return table.bot;
}
