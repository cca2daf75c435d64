// Issue 20, "no one can hurt other people's games": the host or a moderator (Manage Server
// or Manage Threads) can abandon any game they can see (a damaged one, one played in a
// channel without threads), anyone else is refused with nothing changed; /kogge games
// lists only games in channels the asker can see.
import Keyv from 'keyv';
import KeyvSqlite from '@keyv/sqlite';
import { PermissionFlagsBits } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { t } from '../../src/i18n/index';
import { KeyvGameStore } from '../../src/store/index';
import { openBotTable, threadOf, WAIT, type BotTable } from './harness';

describe('abandoning games and seeing them listed (issue 20)', () => {
  let table: BotTable;
  beforeAll(async () => {
    table = await openBotTable(
      ['owner', 'alice', 'bob', { name: 'mod', roles: ['threadkeeper'] }, 'dave'],
      ['tavern', 'harbour', 'vault'],
    );
    table.discord.setRolePermissions('threadkeeper', PermissionFlagsBits.ManageThreads);
  });
  afterAll(() => table.stop());

  const say = async (name: string, line: string, where: string) =>
    (await (await table.user(name).slash(line, { in: where })).reply(WAIT)).content;
  const open = async (name: string, channel: string) => say(name, '/kogge new players:2', channel);
  /** The thread of a game just opened, from /kogge new's answer. */
  const openThread = async (name: string, channel: string) =>
    threadOf(await (await table.user(name).slash('/kogge new players:2', { in: channel })).reply(WAIT));
  const isGame = async (where: string) => (await say('owner', '/kogge log', where)) === t('slash.log.empty');

  it('lets a member with Manage Threads abandon another person’s game, and refuses a plain member', async () => {
    const thread = await openThread('alice', 'tavern');
    expect(await say('dave', '/kogge game abandon', thread)).toBe(
      t('slash.abandon.denied', { host: 'alice' }),
    );
    expect(await isGame(thread)).toBe(true);
    expect(await say('mod', '/kogge game abandon', thread)).toBe(t('slash.abandon.done'));
    await table.discord.waitForMessage(
      (m) => m.channelId === thread && m.content === t('slash.abandon.public', { who: 'mod' }),
      { ...WAIT, in: thread },
    );
    expect(await isGame(thread)).toBe(false);
  });

  it('abandons a game played in a channel without threads, which frees the channel', async () => {
    table.discord.setOverwrite('harbour', 'bot', { deny: PermissionFlagsBits.CreatePublicThreads });
    expect(await open('bob', 'harbour')).toBe(t('new.inChannel'));
    // Control: while it runs, the channel takes no second game of its own.
    expect(await open('alice', 'harbour')).toBe(t('new.channelBusy'));
    expect(await say('bob', '/kogge game abandon', 'harbour')).toBe(t('slash.abandon.done'));
    expect(await open('alice', 'harbour')).toBe(t('new.inChannel'));
    table.discord.setOverwrite('harbour', 'bot', undefined);
  });

  it('refuses a second game opened inside a game’s thread, where it would share the thread', async () => {
    const thread = await openThread('bob', 'tavern');
    expect(await open('alice', thread)).toBe(t('new.channelBusy'));
    expect(await isGame(thread)).toBe(true);
  });

  it('abandons a game whose record was damaged while the bot ran, keeping the value aside', async () => {
    const thread = await openThread('alice', 'tavern');
    const reader = KeyvGameStore.open(table.databaseFile);
    const id = (await reader.listRunning(table.discord.guildId)).find((g) => g.channelId === thread)!.id;
    await reader.close();
    const sqlite = new KeyvSqlite({ uri: `sqlite://${table.databaseFile}` });
    await sqlite.query('UPDATE keyv SET value = ? WHERE key = ?', 'garbage', `games:${id}`);
    await sqlite.disconnect();
    expect(await say('alice', '/kogge log', thread)).toBe(t('reply.gameBroken'));
    expect(await say('dave', '/kogge game abandon', thread)).toBe(t('slash.abandon.deniedDamaged'));
    // The host, known from the index although the record cannot be read.
    expect(await say('alice', '/kogge game abandon', thread)).toBe(t('slash.abandon.done'));
    await table.discord.waitForMessage(
      (m) => m.channelId === thread && m.content === t('slash.abandon.public', { who: 'alice' }),
      { ...WAIT, in: thread },
    );
    expect(await say('alice', '/kogge log', thread)).toBe(t('reply.noGame'));
    const aside = new Keyv<{ id: string; stored: string }>({
      store: new KeyvSqlite({ uri: `sqlite://${table.databaseFile}` }),
      namespace: 'damaged',
    });
    const kept: { id: string; stored: string }[] = [];
    for await (const [, value] of aside.iterator!(undefined)) kept.push(value as (typeof kept)[number]);
    await aside.disconnect();
    expect(kept).toContainEqual(expect.objectContaining({ id, stored: 'garbage' }));
  });

  /** The thread's public "abandoned" notices, by who abandoned it. */
  const notices = (thread: string, who: string) =>
    [...table.discord.store.messages.values()].filter(
      (m) => m.data.channel_id === thread && m.data.content === t('slash.abandon.public', { who }),
    ).length;

  it('abandons once for two abandons sent at once: the second hears the game is over (the status read in the queue)', async () => {
    const thread = await openThread('alice', 'tavern');
    const sent = await Promise.all([
      table.user('alice').slash('/kogge game abandon', { in: thread }),
      table.user('mod').slash('/kogge game abandon', { in: thread }),
    ]);
    const answers = await Promise.all(sent.map(async (s) => (await s.reply(WAIT)).content));
    expect([...answers].sort()).toEqual([t('reply.gameOver'), t('slash.abandon.done')].sort());
    const who = answers[0] === t('slash.abandon.done') ? 'alice' : 'mod';
    await table.discord.waitForMessage(
      (m) => m.channelId === thread && m.content === t('slash.abandon.public', { who }),
      { ...WAIT, in: thread },
    );
    // Control for the count: the one notice sent is counted.
    expect(notices(thread, 'alice') + notices(thread, 'mod')).toBe(1);
  });

  it('keeps an ended game ended when its index entry was read before it ended (a stale entry): "game over", no notice', async () => {
    const thread = await openThread('alice', 'tavern');
    const reader = KeyvGameStore.open(table.databaseFile);
    const id = (await reader.listRunning(table.discord.guildId)).find((g) => g.channelId === thread)!.id;
    await reader.close();
    // The record ends while the index still lists it, as when the last move is saved between
    // abandon's read of the index and its turn in the game's queue.
    const setStatus = async (status: string) => {
      const sqlite = new KeyvSqlite({ uri: `sqlite://${table.databaseFile}` });
      const [row] = (await sqlite.query('SELECT value FROM keyv WHERE key = ?', `games:${id}`)) as {
        value: string;
      }[];
      const stored = JSON.parse(row.value) as { value: { status: string } };
      stored.value.status = status;
      await sqlite.query('UPDATE keyv SET value = ? WHERE key = ?', JSON.stringify(stored), `games:${id}`);
      await sqlite.disconnect();
    };
    await setStatus('ended');
    expect(await say('alice', '/kogge game abandon', thread)).toBe(t('reply.gameOver'));
    const after = KeyvGameStore.open(table.databaseFile);
    const loaded = await after.load(id);
    await after.close();
    expect(loaded.ok && loaded.record.status).toBe('ended');
    expect(notices(thread, 'alice')).toBe(0);
    // Control: the same stale entry with the record still playing is abandoned, so the refusal
    // above came from the record's status, not from the entry.
    await setStatus('lobby');
    expect(await say('alice', '/kogge game abandon', thread)).toBe(t('slash.abandon.done'));
  });

  it('lists in /kogge games only games in channels the asker can see', async () => {
    const hidden = await openThread('alice', 'vault');
    const open2 = await openThread('bob', 'tavern');
    table.discord.setOverwrite('vault', 'dave', { deny: PermissionFlagsBits.ViewChannel });
    const daves = await say('dave', '/kogge games', 'tavern');
    expect(daves).toContain(`<#${open2}>`);
    expect(daves).not.toContain(`<#${hidden}>`);
    expect(await say('alice', '/kogge games', 'tavern')).toContain(`<#${hidden}>`);
    // Control: with the overwrite gone, dave's list shows the game; the filter hid it.
    table.discord.setOverwrite('vault', 'dave', undefined);
    expect(await say('dave', '/kogge games', 'tavern')).toContain(`<#${hidden}>`);
  });
});
