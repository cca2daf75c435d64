// Issue 27: /kogge server status through the real client. Someone who may manage the server
// sees its shard (0 of 1 in one process), the gateway's latency, its running games and the
// store in use, in an answer only they see; anyone else is refused with a sentence. Issue 42:
// it shows the public key the bot signs records with, the very key `npm run verify -- --key`
// prints from the bot's store.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runVerify } from '../../src/verify/cli-run';
import { openBotStore } from '../../src/verify/cli-store';
import { openBotTable, type BotTable, WAIT } from './harness';

describe('/kogge server status, end to end', () => {
  let table: BotTable;
  const say = async (name: string, line: string) =>
    (await table.user(name).slash(line, { in: 'tavern' })).reply(WAIT);

  beforeAll(async () => {
    // olga owns the server (the first user): she may manage it; bob may not.
    table = await openBotTable(['olga', 'bob']);
  }, 60_000);
  afterAll(() => table.stop());

  it('shows the owner shard 0 of 1, the latency, the running games and the store, only to her', async () => {
    const before = await say('olga', '/kogge server status');
    expect(before.ephemeralFor).toBe(table.user('olga').id);
    expect(before.content).toMatch(
      /^Kogge in this server: shard 0 of 1; gateway latency: (\d+ milliseconds|not measured yet); running games: 0; store: SQLite; boards: a new board every move\. Its game records are signed with the public key `[\w-]{43}`\.$/,
    );
    await say('bob', '/kogge new players:2');
    expect((await say('olga', '/kogge server status')).content).toMatch(
      /; running games: 1; store: SQLite; /,
    );
  });

  it('shows the same public key that npm run verify -- --key prints from the bot’s store', async () => {
    const shown = /public key `([\w-]{43})`/.exec((await say('olga', '/kogge server status')).content)?.[1];
    expect(shown).toBeDefined();
    const printed = await runVerify(
      ['--', '--key'],
      (path) => readFileSync(path, 'utf8'),
      () => openBotStore({ DATABASE_FILE: table.databaseFile }),
    );
    expect(printed).toEqual({ code: 0, line: `This bot’s public key (Ed25519): ${shown}` });
  });

  it('refuses a member who may not manage the server, with a sentence, and tells nothing', async () => {
    const refused = await say('bob', '/kogge server status');
    expect(refused.ephemeralFor).toBe(table.user('bob').id);
    expect(refused.content).toBe('Only someone allowed to manage this server can see its status.');
  });
});
