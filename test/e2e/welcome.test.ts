// The bot's welcome (issue 24, "Getting in"): posted once per server in the first channel it
// may post in, never again after a restart, and its buttons open games for the clicker exactly
// as `/kogge new computers:3` and `/kogge new` would (the third, `/kogge tutorial`: issue 38,
// test/e2e/tutorial.test.ts).
import { commands } from '../../commands/index';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PermissionFlagsBits } from 'discord.js';
import Keyv from 'keyv';
import KeyvSqlite from '@keyv/sqlite';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LocalDiscord, type SeenMessage } from '../../src/local-discord';
import { parseComponentId } from '../../src/bot/custom-id';
import { startBot } from '../../src/bot/start';
import { customIds, openBotTable, threadOf, WAIT, type BotTable } from './harness';
import { storedGame } from './computer-table';
import { t } from '../../src/i18n/index';

const isWelcome = (m: SeenMessage) => customIds(m).some((c) => parseComponentId(c.id)?.kind === 'welcome');

describe('the welcome', () => {
  let table: BotTable;
  beforeAll(async () => {
    table = await openBotTable(['alice', 'bob', 'carol'], ['tavern', 'harbour'], 1, {
      welcome: true,
      // One solo game per person, to show the welcome's button is held to the cap.
      limits: { computerGamesPerPerson: 1 },
    });
  });
  afterAll(() => table.stop());

  const welcomes = () =>
    ['tavern', 'harbour'].flatMap((channel) => table.user('carol').sees(channel).filter(isWelcome));

  it('is posted once, by the bot, in the first text channel, with the slash command and three buttons', () => {
    const posted = welcomes();
    expect(posted).toHaveLength(1);
    const [welcome] = posted;
    expect(welcome.channelId).toBe(table.discord.channel('tavern'));
    expect(welcome.author.bot).toBe(true);
    expect(welcome.ephemeralFor).toBeUndefined();
    expect(welcome.content).toContain('`/kogge new computers:3`');
    expect(customIds(welcome).map((c) => c.label)).toEqual([
      'Play against computer players',
      'Play with friends',
      'Learn to play (tutorial)',
    ]);
    expect(welcome.pinged).toEqual([]);
  });

  it('is not posted again after a restart', async () => {
    await table.restart();
    expect(welcomes()).toHaveLength(1);
  });

  it('control: with its stored flag removed, a restart posts it again (the count above can see a second)', async () => {
    const flags = new Keyv({
      store: new KeyvSqlite({ uri: `sqlite://${table.databaseFile}` }),
      namespace: 'welcomed',
    });
    await flags.delete(table.discord.guildId);
    await flags.disconnect();
    await table.restart();
    expect(welcomes()).toHaveLength(2);
  });

  it('"Play against computer players" opens a solo game, starts it in its thread and answers with the first decision (issue 38: one click)', async () => {
    const [welcome] = welcomes();
    const reply = await (
      await table.user('alice').click(welcome, 'Play against computer players')
    ).reply(WAIT);
    // The answer is the clicker's own panel: the start cities, and the thread named above them.
    expect(reply.ephemeralFor).toBe(table.user('alice').id);
    expect(reply.content).toContain('Pick your start city');
    expect(customIds(reply).some((c) => c.type === 3 && parseComponentId(c.id)?.kind === 'do')).toBe(true);
    const thread = threadOf(reply);
    expect(reply.content.split('\n')[0]).toBe(t('welcome.started', { thread: `<#${thread}>` }));
    const record = await storedGame(table);
    expect(record.status).toBe('playing');
    expect(record.channelId).toBe(thread);
    expect(record.hostId).toBe(table.user('alice').id);
    expect(record.seats.map((s) => s.kind)).toEqual(['human', 'computer', 'computer', 'computer']);
    expect(record.seats[0]).toMatchObject({ kind: 'human', userId: table.user('alice').id });
    expect(record.settings).toMatchObject({
      players: 4,
      holdings: 'hidden',
      rules: [],
      computerLevel: 'normal',
    });
    // The thread holds the lobby, already started (no Start to press), and the first board.
    const lobby = await table
      .user('alice')
      .waitForMessage((m) => m.channelId === thread && m.content.includes('Seats 4/4'), WAIT);
    expect(lobby.content).toMatch(
      /Seats 4\/4: alice, Hinrik \(computer, normal\), Tideke \(computer, normal\), Wolter \(computer, normal\)/,
    );
    expect(lobby.components).toEqual([]);
    const board = await table.discord.waitForMessage(
      (m) =>
        m.channelId === thread && m.attachments.length > 0 && m.mentions.includes(table.user('alice').id),
      WAIT,
    );
    expect(board.mentions).toEqual([table.user('alice').id]);
    // The panel answers: picking a start city from it is the game's first move of hers.
    const select = customIds(reply).find((c) => c.type === 3)!;
    await (await table.user('alice').select(reply, select.id, [select.options![0].value])).response(WAIT);
    const picked = await storedGame(table, record.id);
    expect(picked.actions.some((a) => a.type === 'chooseStart' && a.player === 0)).toBe(true);
  }, 120_000);

  it('"Play with friends" opens a lobby for two with the clicker seated, which a friend joins', async () => {
    const [welcome] = welcomes();
    const reply = await (await table.user('bob').click(welcome, 'Play with friends')).reply(WAIT);
    const thread = threadOf(reply);
    const lobby = await table
      .user('bob')
      .waitForMessage((m) => m.channelId === thread && m.components.length > 0, WAIT);
    expect(lobby.content).toMatch(/Seats 1\/2: bob/);
    const record = await storedGame(table);
    expect(record.hostId).toBe(table.user('bob').id);
    expect(record.seats).toEqual([expect.objectContaining({ kind: 'human', userId: table.user('bob').id })]);
    await (await table.user('carol').click(lobby, 'Join')).response(WAIT);
    const joined = await storedGame(table, record.id);
    expect(joined.seats.map((s) => s.kind === 'human' && s.userId)).toEqual([
      table.user('bob').id,
      table.user('carol').id,
    ]);
  });

  it('a second solo game by the same person is held to the cap, as /kogge new is', async () => {
    const [welcome] = welcomes();
    const before = welcomes().length;
    const reply = await (
      await table.user('alice').click(welcome, 'Play against computer players')
    ).reply(WAIT);
    expect(reply.ephemeralFor).toBe(table.user('alice').id);
    expect(reply.content).toBe(t('new.tooManyComputerGames', { count: 1 }));
    expect(welcomes()).toHaveLength(before);
  });
});

describe('the welcome where the bot may not post everywhere', () => {
  let discord: LocalDiscord;
  let dir: string;
  let bot: Awaited<ReturnType<typeof startBot>> | null = null;
  beforeEach(async () => {
    discord = await LocalDiscord.start({ users: ['alice'], channels: ['tavern', 'harbour'] });
    dir = mkdtempSync(join(tmpdir(), 'kogge-welcome-'));
  });
  afterEach(async () => {
    await bot?.stop();
    bot = null;
    await discord.stop();
    rmSync(dir, { recursive: true, force: true });
  });
  const start = async () => {
    await bot?.stop();
    bot = await startBot({
      token: discord.token,
      commands,
      clientOptions: discord.clientOptions(),
      databaseFile: join(dir, 'kogge.sqlite'),
      logger: pino({ level: 'silent' }),
      // Nothing is drawn: no game is opened here.
      renderPool: {
        board: () => Promise.reject(new Error('unused')),
        hand: () => Promise.reject(new Error('unused')),
      },
    });
  };
  const seen = (channel: string) => discord.user('alice').sees(channel).filter(isWelcome);

  it('goes to the first channel it may post in', async () => {
    discord.setOverwrite('tavern', 'bot', { deny: PermissionFlagsBits.SendMessages });
    await start();
    expect(seen('tavern')).toHaveLength(0);
    expect(seen('harbour')).toHaveLength(1);
  });

  it('waits, unposted and not marked as done, where the bot may post nowhere; a later start posts it', async () => {
    for (const channel of ['tavern', 'harbour'])
      discord.setOverwrite(channel, 'bot', { deny: PermissionFlagsBits.SendMessages });
    await start();
    expect([...seen('tavern'), ...seen('harbour')]).toHaveLength(0);
    discord.setOverwrite('harbour', 'bot', undefined);
    await start();
    expect(seen('tavern')).toHaveLength(0);
    expect(seen('harbour')).toHaveLength(1);
  });
});
