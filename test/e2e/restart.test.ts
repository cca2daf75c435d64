import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { concreteActions, apply, type GameState } from '../../src/engine/index';
import { t } from '../../src/i18n/index';
import { Database, KeyvGameStore, type GameRecord } from '../../src/store/index';
import { seeded } from './players';
import { isFinalPost, openBotTable, openGame, WAIT, type BotTable } from './harness';
import { SlashPlayers } from './slash-players';

describe('a crash between save and publish', () => {
  let table: BotTable;
  beforeAll(async () => {
    table = await openBotTable(['alice', 'bob']);
  });
  afterAll(() => table.stop());

  it('brings a post left behind by the store up to date at start-up', async () => {
    const { thread } = await openGame(table, 'alice', ['bob']);
    const players = new SlashPlayers(table, thread, ['alice', 'bob'], 3);
    const before = SlashPlayers.versionOf(players.latestPost());
    // What a crash leaves: the action saved, its post never sent.
    const store = KeyvGameStore.open(table.databaseFile);
    const [game] = (await store.allRunning())[0].games;
    const loaded = await store.load(game.id);
    if (!loaded.ok || !loaded.record.state) throw new Error('no stored game');
    const state = loaded.record.state;
    const action = [0, 1].flatMap((p) => concreteActions(state, p))[0];
    const result = apply(state, action);
    if (!result.ok) throw new Error('not applied');
    await store.saveIfVersion({ ...loaded.record, state: result.state }, loaded.record.version);
    await store.close();
    await table.restart();
    const post = await players.boardAt(before + 1);
    expect(SlashPlayers.versionOf(post)).toBe(before + 1);
  }, 60_000);

  const POLL = { timeout: 60_000, interval: 100 };

  /** The post's last edit, as the thread shows it now. */
  function editedAt(thread: string, messageId: string): unknown {
    const seen = table.discord
      .user('bob')
      .sees(thread)
      .find((m) => m.id === messageId);
    if (!seen) throw new Error('the post is gone');
    return seen.raw.edited_timestamp;
  }

  it('issue 22: leaves alone at start-up a post an edit brought up to date (noted in the mark alone); control: a marked one is edited again', async () => {
    const { thread } = await openGame(table, 'alice', ['bob']);
    const players = new SlashPlayers(table, thread, ['alice', 'bob'], 1);
    const before = SlashPlayers.versionOf(players.latestPost());
    expect((await players.run('alice', '/kogge start city:cs.3')).content).toMatch(/^Done/);
    const post = await players.boardAt(before + 1);
    const store = KeyvGameStore.open(table.databaseFile);
    const id = (await store.allRunning())[0].games.find((g) => g.channelId === thread)?.id ?? '';
    // The edit's note is the mark taken away, not a save: the record says an older board.
    await expect.poll(() => store.listUnposted(), POLL).not.toContain(id);
    const loaded = await store.load(id);
    if (!loaded.ok || !loaded.record.state) throw new Error('no stored game');
    expect(loaded.record.messages.shown).toBeLessThan(loaded.record.state.version);
    await store.close();
    const edited = editedAt(thread, post.id);
    await table.restart();
    await table.bot.repaired;
    expect(editedAt(thread, post.id)).toBe(edited);
    // Control: the same post marked as lagging (a kill before the edit's note) is edited again.
    const db = Database.open(table.databaseFile);
    await db.keyv('unposted').set(id, loaded.record.state.version);
    await db.close();
    await table.restart();
    await table.bot.repaired;
    await expect.poll(() => editedAt(thread, post.id), POLL).not.toBe(edited);
    const after = KeyvGameStore.open(table.databaseFile);
    await expect.poll(() => after.listUnposted(), POLL).not.toContain(id);
    await after.close();
  }, 120_000);

  /** Plays the stored game to its end in the store itself, as a killed bot would leave it. */
  async function endInStore(store: KeyvGameStore, record: GameRecord): Promise<GameRecord> {
    const random = seeded(5);
    let state = record.state as GameState;
    const actions = [...record.actions];
    while (state.phase.kind !== 'ended' && actions.length < 5000) {
      const legal = state.players.flatMap((_, p) => concreteActions(state, p));
      const moving = legal.filter((a) => a.type !== 'endTurn');
      const pool = moving.length > 0 && random() < 0.8 ? moving : legal;
      const action = pool[Math.floor(random() * pool.length)];
      const result = apply(state, action);
      if (!result.ok) throw new Error(`refused: ${result.error.code}`);
      state = result.state;
      actions.push(action);
    }
    const saved = await store.saveIfVersion({ ...record, state, actions, status: 'ended' }, record.version);
    if (!saved) throw new Error('not saved');
    return saved;
  }

  it('sends the final post of a game that ended in the store but not in its thread (issue 28)', async () => {
    const { thread } = await openGame(table, 'alice', ['bob']);
    const store = KeyvGameStore.open(table.databaseFile);
    const id = (await store.allRunning())[0].games.find((g) => g.channelId === thread)?.id ?? '';
    const loaded = await store.load(id);
    if (!loaded.ok || !loaded.record.state) throw new Error('no stored game');
    const ended = await endInStore(store, loaded.record);
    // Ended games leave the running index: only the unposted mark leads start-up repair here.
    const running = (await store.allRunning()).flatMap((s) => s.games.map((g) => g.id));
    expect(running).not.toContain(id);
    expect(await store.listUnposted()).toContain(id);
    await store.close();
    await table.restart();
    const version = ended.state?.version ?? -1;
    const final = await table.discord.waitForMessage(
      (m) => m.channelId === thread && m.attachments.some((a) => a.filename === `kogge-board-${version}.png`),
      { ...WAIT, in: thread },
    );
    expect(isFinalPost(final)).toBe(true);
    expect(final.content).toMatch(/Game over/);
    await table.bot.repaired;
    const after = KeyvGameStore.open(table.databaseFile);
    const record = await after.load(id);
    expect(record.ok && record.record.messages.shown).toBe(version);
    expect(await after.listUnposted()).not.toContain(id);
    await after.close();
  }, 120_000);

  it('takes the buttons off the post of a game abandoned in the store, the bot killed before it could (issue 28)', async () => {
    const { thread } = await openGame(table, 'alice', ['bob']);
    const post = await table.discord.waitForMessage(
      (m) => m.channelId === thread && m.attachments.length > 0 && m.components.length > 0,
      { ...WAIT, in: thread },
    );
    const store = KeyvGameStore.open(table.databaseFile);
    const id = (await store.allRunning())[0].games.find((g) => g.channelId === thread)?.id ?? '';
    const loaded = await store.load(id);
    if (!loaded.ok) throw new Error('no stored game');
    // What /kogge game abandon's save leaves when the process dies before the buttons go.
    const messages = { ...loaded.record.messages, shown: undefined };
    const abandoned = { ...loaded.record, status: 'abandoned' as const, messages, abandonedBy: 'alice' };
    await store.saveIfVersion(abandoned, loaded.record.version);
    expect(await store.listUnposted()).toContain(id);
    await store.close();
    await table.restart();
    const closed = await table.discord.waitForMessage((m) => m.id === post.id && m.components.length === 0, {
      ...WAIT,
      in: thread,
    });
    expect(closed.attachments.length).toBeGreaterThan(0);
    await table.bot.repaired;
    // The thread hears who abandoned it, once, as the command would have told it.
    expect(notices(thread, 'alice')).toHaveLength(1);
    const after = KeyvGameStore.open(table.databaseFile);
    expect(await after.listUnposted()).not.toContain(id);
    await after.close();
  }, 120_000);

  it('does not tell an abandon twice when the bot was killed after its notice, before noting it (issue 28)', async () => {
    const { thread } = await openGame(table, 'alice', ['bob']);
    const said = await (await table.user('alice').slash('/kogge game abandon', { in: thread })).reply(WAIT);
    expect(said.content).toBe(t('slash.abandon.done'));
    await table.discord.waitForMessage(
      (m) => m.channelId === thread && m.content === t('slash.abandon.public', { who: 'alice' }),
      { ...WAIT, in: thread },
    );
    const store = KeyvGameStore.open(table.databaseFile);
    const id = await abandonedIn(store, thread);
    const loaded = await store.load(id);
    if (!loaded.ok) throw new Error('no stored game');
    expect(loaded.record.abandonedBy).toBe('alice');
    // The kill came after the notice, before the save noting the post shows the record.
    const messages = { ...loaded.record.messages, shown: undefined };
    await store.saveIfVersion({ ...loaded.record, messages }, loaded.record.version);
    expect(await store.listUnposted()).toContain(id);
    await store.close();
    await table.restart();
    await table.bot.repaired;
    const after = KeyvGameStore.open(table.databaseFile);
    expect(await after.listUnposted()).not.toContain(id);
    await after.close();
    // Control for the test above: the repair ran here too, and found the notice already said.
    expect(notices(thread, 'alice')).toHaveLength(1);
  }, 120_000);

  it('K-71, K-80: sends the offer notice and the missed-deadline line a kill left owed, once each (issue 28)', async () => {
    const { thread } = await openGame(table, 'alice', ['bob']);
    const store = KeyvGameStore.open(table.databaseFile);
    const id = (await store.allRunning())[0].games.find((g) => g.channelId === thread)?.id ?? '';
    const loaded = await store.load(id);
    if (!loaded.ok || !loaded.record.state) throw new Error('no stored game');
    // What a save owing notices leaves when the process dies before sending them; its board
    // is current, so only the owed notices mark it for start-up.
    const line = 'alice let the deadline pass (a line owed by the outbox).';
    const owed = [
      { kind: 'line' as const, content: line },
      { kind: 'open' as const, offer: 1, from: 0, to: 1 },
    ];
    const messages = { ...loaded.record.messages, shown: loaded.record.state.version, notices: owed };
    await store.saveIfVersion({ ...loaded.record, messages }, loaded.record.version);
    expect(await store.listUnposted()).toContain(id);
    await store.close();
    await table.restart();
    const notice = await table.discord.waitForMessage(
      (m) => m.channelId === thread && /offers you a trade/.test(m.content),
      { ...WAIT, in: thread },
    );
    expect(notice.content).toContain(`<@${loaded.record.state.players[1].id}>`);
    await table.bot.repaired;
    const seen = table.discord.user('bob').sees(thread);
    expect(seen.filter((m) => m.author.bot && m.content === line)).toHaveLength(1);
    expect(seen.filter((m) => m.author.bot && /offers you a trade/.test(m.content))).toHaveLength(1);
    const after = KeyvGameStore.open(table.databaseFile);
    const record = await after.load(id);
    expect(record.ok && record.record.messages.notices).toBeUndefined();
    expect(record.ok && record.record.messages.offers).toEqual({ 1: notice.id });
    expect(await after.listUnposted()).not.toContain(id);
    await after.close();
  }, 120_000);

  /** The bot's notices in `thread` that `who` abandoned its game. */
  function notices(thread: string, who: string) {
    return table.discord
      .user('bob')
      .sees(thread)
      .filter((m) => m.author.bot && m.content === t('slash.abandon.public', { who }));
  }

  /** The id of the abandoned game played in `thread` (it has left the running index). */
  async function abandonedIn(store: KeyvGameStore, thread: string): Promise<string> {
    for (const game of await store.scan()) {
      const loaded = await store.load(game.id);
      if (loaded.ok && loaded.record.channelId === thread) return game.id;
    }
    throw new Error('no game in the thread');
  }
});
