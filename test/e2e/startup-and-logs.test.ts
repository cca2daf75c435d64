// Start-up with a damaged stored game (reported and skipped, never a crash), and the log:
// one structured line per interaction with its game, action and time, never the token.
import { commands } from '../../commands/index';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import Keyv from 'keyv';
import KeyvSqlite from '@keyv/sqlite';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deployTo } from '../support/deploy-to';
import { startBot } from '../../src/bot/start';
import { LocalDiscord } from '../../src/local-discord';
import { RenderPool } from '../../src/render/index';
import { threadOf, WAIT } from './harness';

describe('start-up and logs', () => {
  let discord: LocalDiscord;
  let bot: Awaited<ReturnType<typeof startBot>>;
  let pool: RenderPool;
  const lines: Record<string, unknown>[] = [];
  const raw: string[] = [];

  beforeAll(async () => {
    discord = await LocalDiscord.start({ users: ['alice', 'bob'], channels: ['tavern'] });
    await deployTo(discord);
    const databaseFile = join(mkdtempSync(join(tmpdir(), 'kogge-start-')), 'kogge.sqlite');
    // A running game whose record no longer fits its schema.
    const games = new Keyv({
      store: new KeyvSqlite({ uri: `sqlite://${databaseFile}` }),
      namespace: 'games',
    });
    const running = new Keyv({
      store: new KeyvSqlite({ uri: `sqlite://${databaseFile}` }),
      namespace: 'running',
    });
    await games.set('broken1', { recordVersion: 1, id: 'broken1', state: 'not a state' });
    await running.set(discord.guildId, [{ id: 'broken1', channelId: '1' }]);
    await games.disconnect();
    await running.disconnect();
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) {
          raw.push(line);
          lines.push(JSON.parse(line) as Record<string, unknown>);
        }
        done();
      },
    });
    pool = RenderPool.start(1);
    bot = await startBot({
      token: discord.token,
      commands,
      clientOptions: discord.clientOptions(),
      databaseFile,
      logger: pino({ level: 'info' }, sink),
      renderPool: pool,
    });
  });
  afterAll(async () => {
    await bot.stop();
    await pool.close();
    await discord.stop();
  });

  it('reports a damaged stored game and starts anyway', () => {
    expect(lines).toContainEqual(
      expect.objectContaining({
        msg: 'stored game moved aside',
        game: 'broken1',
        problem: expect.any(String),
      }),
    );
    expect(lines).toContainEqual(expect.objectContaining({ msg: 'bot ready' }));
    expect(bot.client.isReady()).toBe(true);
  });

  it('logs one line per interaction with its game, action and time, and never the token', async () => {
    const alice = discord.user('alice');
    const thread = threadOf(await (await alice.slash('/kogge new players:2', { in: 'tavern' })).reply(WAIT));
    const lobby = await alice.waitForMessage((m) => m.channelId === thread && m.components.length > 0, WAIT);
    await (await discord.user('bob').click(lobby, 'Join')).response(WAIT);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const interactions = lines.filter((l) => l.msg === 'interaction');
    expect(interactions).toContainEqual(expect.objectContaining({ kind: 'command', action: 'kogge new' }));
    const join = interactions.find((l) => l.action === 'join');
    expect(join).toMatchObject({ kind: 'component', game: expect.stringMatching(/^[a-z0-9]+$/) });
    expect(typeof join?.ms).toBe('number');
    // Issue 27: how old the click was on arrival, to tell a late bot from a late Discord.
    expect(join?.age).toBeGreaterThanOrEqual(0);
    expect(raw.join('\n')).not.toContain(discord.token);
  });
});
