// The coach through the local Discord (issue 26): the Hint button on a player's panel answers
// that player alone, with a move and its reason; it changes nothing in the game and posts
// nothing public; league games and games whose host turned it off refuse it with a sentence.
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/index';
import { KeyvGameStore, type GameRecord } from '../../src/store/index';
import type { SeenMessage } from '../../src/local-discord';
import { storedGame } from './computer-table';
import { customIds, openBotTable, openGame, WAIT, type BotTable } from './harness';

const HINT = en['coach.hint'].split('{')[0];
const START_REASON = en['coach.reason.chooseStart'].split('{')[0];

/** Changes the stored record the way a league's or a host's setting would have left it. */
async function changeRecord(table: BotTable, gameId: string, change: (r: GameRecord) => GameRecord) {
  const store = KeyvGameStore.open(table.databaseFile);
  try {
    const loaded = await store.load(gameId);
    if (!loaded.ok) throw new Error('no stored game');
    if (!(await store.saveIfVersion(change(loaded.record), loaded.record.version)))
      throw new Error('the game moved on meanwhile');
  } finally {
    await store.close();
  }
}

describe('the Hint button through the local Discord (issue 26)', () => {
  let table: BotTable;
  let thread: string;
  let board: SeenMessage;
  let gameId: string;
  const logLines: Record<string, unknown>[] = [];
  /** Alice's panel opened while hints are on: its button still arrives once they are off. */
  let alicePanel: SeenMessage;
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean))
          logLines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    table = await openBotTable(['alice', 'bob', 'carol', 'dave'], ['tavern', 'harbour'], 1, {
      logger: pino({ level: 'info' }, sink),
    });
    ({ thread, board } = await openGame(table, 'alice', ['bob']));
    gameId = customIds(board)[0].id.split('|')[1];
    alicePanel = await (await table.user('alice').click(board, 'Act')).reply(WAIT);
  }, 60_000);
  afterAll(() => table.stop());

  async function panelOf(name: string): Promise<SeenMessage> {
    return (await table.user(name).click(board, 'Act')).reply(WAIT);
  }

  it('the panel has a Hint button; the hint answers the clicker alone with a move and its reason', async () => {
    const panel = await panelOf('bob');
    expect(customIds(panel).map((c) => c.label)).toContain('Hint');
    const before = await storedGame(table, gameId);
    const publicBefore = table.user('carol').sees(thread).length;
    const hint = await (await table.user('bob').click(panel, 'Hint')).reply(WAIT);
    expect(hint.ephemeralFor).toBe(table.user('bob').id);
    expect(hint.content).toContain(HINT);
    // At the start city choice (K-13): the reason names the city, and its good only where that
    // good is worth the most of those open (issue 38: no reason that contradicts the move).
    expect(hint.content).toContain(START_REASON);
    expect(hint.content).toMatch(
      /Start in (Visby|Stockholm|Åbo|Reval|Riga|Danzig|Stralsund|Lübeck|Copenhagen): of the cities open to you, (its good, (ore|fur|amber|salt), is worth the most|the coach rates it best)/,
    );
    expect(table.discord.visibleTo('alice', hint.id)).toBe(false);
    // A hint changes nothing: the record, its log and the public thread stay as they were.
    const after = await storedGame(table, gameId);
    expect(after.version).toBe(before.version);
    expect(after.actions).toEqual(before.actions);
    expect(table.user('carol').sees(thread).length).toBe(publicBefore);
  }, 60_000);

  it('twenty clicks at once each get an answer, and the game is unchanged', async () => {
    const panel = await panelOf('alice');
    const before = await storedGame(table, gameId);
    const clicks = await Promise.all(
      Array.from({ length: 20 }, () => table.user('alice').click(panel, 'Hint')),
    );
    const replies = await Promise.all(clicks.map((c) => c.reply(WAIT)));
    for (const reply of replies) {
      expect(reply.ephemeralFor).toBe(table.user('alice').id);
      expect(reply.content.startsWith(HINT) || reply.content === en['coach.busy']).toBe(true);
    }
    expect(replies.some((r) => r.content.startsWith(HINT))).toBe(true);
    const after = await storedGame(table, gameId);
    expect(after.version).toBe(before.version);
  }, 120_000);

  it('/kogge hint gives the typing player their hint; a spectator is refused, nothing shown', async () => {
    const typed = await (await table.user('bob').slash('/kogge hint', { in: thread })).reply(WAIT);
    expect(typed.ephemeralFor).toBe(table.user('bob').id);
    expect(typed.content).toContain(START_REASON);
    const spectator = await (await table.user('carol').slash('/kogge hint', { in: thread })).reply(WAIT);
    expect(spectator.content).toBe(en['reply.notPlayer']);
  }, 60_000);

  it('the bot’s log says a hint was asked in the game, never by whom nor what it said', () => {
    const hintLines = logLines.filter((l) => l.action === 'hint' || l.action === 'kogge hint');
    // Control: the hints asked above are in the log, so the check below has lines to read.
    expect(hintLines.length).toBeGreaterThan(3);
    const told = [table.user('bob').id, table.user('alice').id, 'bob', 'alice', 'Start in'];
    for (const line of hintLines) for (const word of told) expect(JSON.stringify(line)).not.toContain(word);
  });

  it('a game opened with /kogge new coach:false has no Hint button and refuses /kogge hint', async () => {
    const other = await openGame(table, 'carol', ['dave'], 'coach:false', 'harbour');
    const panel = await (await table.user('carol').click(other.board, 'Act')).reply(WAIT);
    expect(customIds(panel).map((c) => c.label)).not.toContain('Hint');
    // Control: the game opened without the option shows it (the first test).
    const typed = await (await table.user('dave').slash('/kogge hint', { in: other.thread })).reply(WAIT);
    expect(typed.content).toBe(en['coach.off.host']);
    const stored = await storedGame(table, customIds(other.board)[0].id.split('|')[1]);
    expect(stored.settings.coach).toBe(false);
  }, 60_000);

  it('a game whose host turned hints off refuses them with a sentence, and shows no button', async () => {
    await changeRecord(table, gameId, (r) => ({ ...r, settings: { ...r.settings, coach: false } }));
    const stale = await panelOf('bob');
    expect(customIds(stale).map((c) => c.label)).not.toContain('Hint');
    // An old panel's button still arrives: refused, never answered with a hint.
    const refused = await (await table.user('alice').click(alicePanel, 'Hint')).reply(WAIT);
    expect(refused.content).toBe(en['coach.off.host']);
  }, 60_000);

  it('a league game refuses hints with a sentence, whatever its host setting says', async () => {
    await changeRecord(table, gameId, (r) => ({
      ...r,
      settings: { ...r.settings, coach: true },
      league: { id: 'l1', name: 'Hansa', season: 1 },
    }));
    const refused = await (await table.user('alice').click(alicePanel, 'Hint')).reply(WAIT);
    expect(refused.content).toBe(en['coach.off.league']);
  }, 60_000);
});
