// K-60: nothing public tells a private holding. The scan is run on a game's thread, and each
// of its checks is shown to catch a planted secret, so a clean scan means something. Issue 21:
// the game's seed shows nowhere before the end, not even to a player or in a log line.
import { createHash } from 'node:crypto';
import { AttachmentBuilder } from 'discord.js';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicView } from '../../src/engine/index';
import { renderBoard } from '../../src/render/index';
import { openBotTable, openGame, type BotTable, WAIT } from './harness';
import { TablePlayers } from './players';
import {
  gameIdIn,
  privateLines,
  scanImages,
  scanPanelImages,
  scanTexts,
  seedFindings,
  statesOf,
} from './secret-scan';
import { playerView } from '../../src/engine/index';
import { renderSeatBoard } from '../../src/render/index';
import { seatOfUser } from '../../src/store/index';

describe('K-60: the thread shows no secret', () => {
  let table: BotTable;
  let thread: string;
  /** The game's seed: 256 bits, as new games have, so a scan can look for it. */
  const seed = createHash('sha256').update('secrets e2e').digest('hex');
  const logLines: string[] = [];
  const logger = pino({ level: 'trace' }, { write: (line: string) => void logLines.push(line) });
  beforeAll(async () => {
    table = await openBotTable(['alice', 'bob', 'eve'], ['tavern'], 1, { seeds: () => seed, logger });
    ({ thread } = await openGame(table, 'alice', ['bob']));
    const players = new TablePlayers(table, thread, ['alice', 'bob'], 7);
    await players.playUntil(12);
    for (const name of ['alice', 'bob'])
      await (await table.user(name).click(players.latestPost(), 'My hand')).reply(WAIT);
  }, 120_000);
  afterAll(() => table.stop());

  const spectator = () => table.user('eve').sees(thread);

  it('finds no private line or secret in any public text, embed or alt text', () => {
    const secrets = privateLines(table, thread);
    expect(secrets.some((s) => s.startsWith('Goods on your cog'))).toBe(true);
    expect(scanTexts(spectator(), secrets)).toEqual([]);
  });

  it('issue 21: the seed is in no message of the thread or the channel, public or ephemeral, and no log line', async () => {
    const { record } = await statesOf(table.databaseFile, gameIdIn(spectator()));
    expect(record.settings.seed).toBe(seed);
    expect(record.status).toBe('playing');
    expect(logLines.length).toBeGreaterThan(0);
    const channels = [thread, table.discord.store.channelByRef('tavern').id];
    expect(seedFindings(table, channels, seed, logLines)).toEqual([]);
  });

  it('issue 21 control: the seed planted in a message and in a log line is caught', async () => {
    const channel = await table.bot.client.channels.fetch(thread);
    if (!channel?.isSendable()) throw new Error('no thread');
    const planted = await channel.send({ content: `seed ${seed.slice(8, 24)}` });
    logger.info({ game: 'x', seed }, 'a careless line');
    const findings = seedFindings(table, [thread], seed, logLines);
    expect(findings.map((f) => f.messageId)).toContain(planted.id);
    expect(findings.some((f) => f.messageId.startsWith('log line'))).toBe(true);
    await planted.delete();
  });

  it('finds every public board image equal to the board drawn from the public view', async () => {
    const { states, record } = await statesOf(table.databaseFile, gameIdIn(spectator()));
    expect(await scanImages(spectator(), states, record.locale)).toEqual([]);
  });

  it('control: a private line planted in a public message is caught', async () => {
    const secret = privateLines(table, thread).find((s) => s.startsWith('Goods on your cog'))!;
    const channel = await table.bot.client.channels.fetch(thread);
    if (!channel?.isSendable()) throw new Error('no thread');
    const planted = await channel.send({ content: `Note: ${secret}` });
    const findings = scanTexts(spectator(), privateLines(table, thread));
    expect(findings.map((f) => f.messageId)).toContain(planted.id);
    await planted.delete();
  });

  it('control: a board drawn with the holdings shown, planted as a public image, is caught', async () => {
    const { states, record } = await statesOf(table.databaseFile, gameIdIn(spectator()));
    const version = states.length - 1;
    const state = states[version];
    const open = { ...publicView(state), options: { ...state.options, holdings: 'open' as const } };
    open.players = publicView({ ...state, options: { ...state.options, holdings: 'open' } }).players;
    const leaky = await renderBoard(open, { locale: record.locale });
    const channel = await table.bot.client.channels.fetch(thread);
    if (!channel?.isSendable()) throw new Error('no thread');
    const file = new AttachmentBuilder(leaky.data, {
      name: `kogge-board-${version}.png`,
      description: leaky.description,
    });
    const planted = await channel.send({ files: [file] });
    const findings = await scanImages(spectator(), states, record.locale, 1);
    expect(findings.map((f) => f.messageId)).toContain(planted.id);
    await planted.delete();
  });

  it('issue 38: every action panel carries its seat’s board, exactly as drawn from that seat’s own view', async () => {
    const { states, record } = await statesOf(table.databaseFile, gameIdIn(spectator()));
    const panels = table.discord.store
      .channelMessages(thread)
      .filter((m) => m.ephemeralFor && m.data.attachments.some((a) => a.filename.startsWith('kogge-panel-')));
    expect(panels.length).toBeGreaterThan(0);
    expect(await scanPanelImages(table, thread, record, states)).toEqual([]);
  });

  it('issue 38 control: a panel board with another seat’s goods and face-down routes planted is caught', async () => {
    const { states, record } = await statesOf(table.databaseFile, gameIdIn(spectator()));
    const panel = table.discord.store
      .channelMessages(thread)
      .filter((m) => m.ephemeralFor && m.data.attachments.some((a) => a.filename.startsWith('kogge-panel-')))
      .at(-1);
    if (!panel) throw new Error('no panel board');
    const shown = panel.data.attachments.find((a) => a.filename.startsWith('kogge-panel-'));
    if (!shown) throw new Error('no panel board');
    const version = Number(/^kogge-panel-(\d+)-/.exec(shown.filename)?.[1]);
    const seat = seatOfUser(record.seats, panel.ephemeralFor ?? '');
    const other = (seat + 1) % states[version].players.length;
    // The other seat's view: its holdings and the face-down routes it knows, passed off as this seat's.
    const leak = await renderSeatBoard(
      { ...playerView(states[version], other), viewer: seat },
      { locale: table.discord.store.user(panel.ephemeralFor ?? '').locale, label: record.id },
    );
    const honest = panel.files.get(shown.id) as Buffer;
    panel.files.set(shown.id, leak.data);
    try {
      const findings = await scanPanelImages(table, thread, record, states);
      expect(findings.map((f) => f.messageId)).toContain(panel.data.id);
    } finally {
      panel.files.set(shown.id, honest);
    }
  });
});
