import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DamagedTable, LocalDiscord, loadTable, saveTable } from '../../src/local-discord';
import { FilesOnDisk } from '../../src/local-discord/persist';
import type { LocalTable } from '../../src/local-table';
import {
  freshDataDir,
  itBrowser,
  launchBrowser,
  message,
  openChannel,
  pageHeaders,
  screenshot,
  seat,
  startTable,
} from './harness';

// The local server's history survives a restart of `npm start`: same ids, same thread,
// same messages and images, and the bot logs in again to a server that is still playable.
describe('local table persistence', () => {
  const dataDir = freshDataDir();
  let table: LocalTable | undefined;
  afterAll(() => table?.stop());

  const interact = async (body: unknown, user = 'anna') => {
    const response = await fetch(`${table!.url}/table/interactions?user=${user}`, {
      method: 'POST',
      headers: pageHeaders(table!),
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as { id: string };
  };
  const state = async (user = 'anna') =>
    (await (await fetch(`${table!.url}/table/state?user=${user}`)).json()) as {
      me: { id: string; displayName: string };
      channels: { id: string; kind: string; name: string }[];
    };

  it('keeps the thread, its messages and images, the users and their names across a restart', async () => {
    table = await startTable(dataDir);
    const general = table.discord.channel('general');
    await interact({
      type: 2,
      channel_id: general,
      data: { path: ['voyage'], options: [{ name: 'port', value: 'reval' }] },
    });
    const board = await table.discord.waitForMessage((m) => m.content.includes('sails first'));
    await interact({ type: 3, message_id: board.id, data: { custom_id: 'hand' } });
    await table.discord.user('anna').waitForMessage((m) => m.content.startsWith('Your hold'));
    await fetch(`${table.url}/table/me?user=bernd`, {
      method: 'PATCH',
      headers: pageHeaders(table),
      body: JSON.stringify({ display_name: 'Bernhard' }),
    });
    const before = await state();
    const ids = {
      guild: table.discord.guildId,
      bot: table.discord.botId,
      thread: table.discord.channel('Voyage from reval'),
    };
    await table.stop();

    table = await startTable(dataDir);
    expect({
      guild: table.discord.guildId,
      bot: table.discord.botId,
      thread: table.discord.channel('Voyage from reval'),
    }).toEqual(ids);
    expect((await state()).channels).toEqual(before.channels);
    expect((await state('Bernhard')).me.displayName).toBe('Bernhard');
    const restored = table.discord.user('anna').sees(ids.thread);
    expect(restored.map((m) => m.content)).toEqual([board.content]);
    expect(restored[0].attachments[0].data.equals(board.attachments[0].data)).toBe(true);
    // The image is served again from the new run's address.
    const image = await fetch(
      `${table.url}/table/attachments/${board.id}/${board.attachments[0].id}/board.png?user=anna`,
    );
    expect(Buffer.from(await image.arrayBuffer()).equals(board.attachments[0].data)).toBe(true);
  });

  it('saves while people play, not only at a clean stop (a crash loses a moment at most)', async () => {
    const said = table!.discord.user('dirk').say('general', 'still here after a crash?');
    await expect
      .poll(() =>
        loadTable(join(dataDir, 'local-table.json'))?.snapshot.messages.some((m) => m.data.id === said.id),
      )
      .toBe(true);
  });

  it('keeps saved images on disk, read when looked at, not in memory (control: an ephemeral one)', async () => {
    // A board posted in this run, so held in memory until the autosave writes it out.
    const general = table!.discord.channel('general');
    await interact({
      type: 2,
      channel_id: general,
      data: { path: ['voyage'], options: [{ name: 'port', value: 'riga' }] },
    });
    const posted = await table!.discord.waitForMessage((m) => m.content.includes('from riga'));
    const board = table!.discord.store.messages.get(posted.id)!;
    await interact({ type: 3, message_id: board.data.id, data: { custom_id: 'hand' } }, 'dirk');
    // An ephemeral: seen through dirk, its owner (the table-wide wait sees only public messages).
    const hold = await table!.discord
      .user('dirk')
      .waitForMessage((m) => m.content.startsWith('Your hold, Dirk'));
    // Let the autosave run after the new message, then look.
    await expect
      .poll(() => loadTable(join(dataDir, 'local-table.json'))?.snapshot.messages.length)
      .toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(board.files).toBeInstanceOf(FilesOnDisk);
    expect(board.files.get(board.data.attachments[0].id)?.length).toBe(board.data.attachments[0].size);
    // An ephemeral is never saved: its bytes stay in memory, and it is still shown whole.
    const ephemeral = table!.discord.store.messages.get(hold.id)!;
    expect(ephemeral.files).not.toBeInstanceOf(FilesOnDisk);
    expect(hold.attachments[0].data.length).toBeGreaterThan(0);
  });

  it('drops ephemerals on restart, as a Discord client forgets them on reload', () => {
    const thread = table!.discord.channel('Voyage from reval');
    expect(
      table!.discord
        .user('anna')
        .sees(thread)
        .filter((m) => m.ephemeralFor),
    ).toEqual([]);
  });

  it('is playable after the restart: a click on the restored message reaches the new bot', async () => {
    const board = table!.discord.user('bernd').sees('Voyage from reval')[0];
    await interact({ type: 3, message_id: board.id, data: { custom_id: 'join' } }, 'bernd');
    await table!.discord.waitForMessage((m) => m.id === board.id && m.content.endsWith('joined.'));
  });

  itBrowser('a page left open through the restart reconnects by itself and plays on', async () => {
    const browser = await launchBrowser();
    try {
      const page = await seat(browser, table!.url, 'clara');
      await openChannel(page, 'Voyage from reval');
      const port = Number(new URL(table!.url).port);
      await table!.stop();
      await page.locator('#status:not([hidden])').waitFor();
      table = await startTable(dataDir, undefined, port);
      await page.locator('#status').waitFor({ state: 'hidden' });
      await page.click('.message button:text-is("Join")');
      await message(page, 'Clara joined.').waitFor();
      await screenshot(page, 'after-restart');
    } finally {
      await browser.close();
    }
  });

  it('a damaged or newer snapshot is refused loudly, saying how, rather than guessed at', async () => {
    const file = join(freshDataDir(), 'local-table.json');
    const damage = (text: string) => {
      writeFileSync(file, text);
      try {
        loadTable(file);
      } catch (error) {
        return error instanceof DamagedTable ? error.kind : error;
      }
      return 'loaded';
    };
    expect(damage(JSON.stringify({ version: 99 }))).toBe('version');
    expect(damage('{"version": 1,')).toBe('notJson');
    expect(damage('null')).toBe('version');
    expect(damage(JSON.stringify({ version: 1, messages: [{ fileIds: ['123'] }] }))).toBe('shape');
    // A whole snapshot whose message names an image file that is not there.
    const saved = await LocalDiscord.start({ users: ['alice'], channels: ['tavern'] });
    saved.user('alice').say('tavern', 'ahoy');
    saveTable(saved.store, file);
    await saved.stop();
    const good = readFileSync(file, 'utf8');
    expect(damage(good)).toBe('loaded');
    const snapshot = JSON.parse(good) as { messages: { fileIds: string[] }[] };
    snapshot.messages[0].fileIds = ['123'];
    expect(damage(JSON.stringify(snapshot))).toBe('files');
  });

  it('a saved local Discord starts again with the same ids and thread members, without a bot', async () => {
    const first = await LocalDiscord.start({ users: ['alice', 'bob'], channels: ['tavern'] });
    first.user('alice').say('tavern', 'ahoy <@' + first.user('bob').id + '>');
    const file = join(freshDataDir(), 'table.json');
    saveTable(first.store, file);
    await first.stop();
    const second = await LocalDiscord.start({ restore: loadTable(file) });
    try {
      const [said] = second.user('bob').sees('tavern');
      expect(said.content).toBe(`ahoy <@${second.user('bob').id}>`);
      expect(said.pinged).toEqual([second.user('bob').id]);
      expect(second.token).not.toBe(first.token);
    } finally {
      await second.stop();
    }
  });
});
