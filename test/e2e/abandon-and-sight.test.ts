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
