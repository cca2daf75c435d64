// Issue 8, "never lost": the bot runs in a real child process and is killed with SIGKILL at
// points of one action — right after its answer was sent, before its save, between its save
// and its answer, while its board is drawn, and on either side of a new post's note — then a
// fresh process starts on the same SQLite file. Each time the store holds exactly the
// acknowledged actions, buttons on messages from before the kill still work, and the game is
// finally played to its end.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InteractionResponseType } from 'discord-api-types/v10';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeMove } from '../../src/bot/action-codec';
import { deployTo } from '../support/deploy-to';
import { ActionSchema } from '../../src/engine/index';
import { t } from '../../src/i18n/index';
import { LocalDiscord, type Actor, type RestCall, type SeenMessage } from '../../src/local-discord';
import { KeyvGameStore, type GameRecord } from '../../src/store/index';
import { BotProcess, type PausePoint } from '../support/bot-process';
import { customIds, openGame, WAIT, type BotTable } from './harness';
import { TablePlayers, versionOf } from './players';
import { boardCalls, postFindings } from './post-audit';
import { gameIdIn, statesOf } from './secret-scan';

const PLAYERS = ['alice', 'bob'];

/** Polls `done` (the REST call log is written after the message events it causes). */
async function until(done: () => boolean, timeoutMs = WAIT.timeoutMs): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
const parts = (id: string) => id.split('|');
const isDo = (id: string) => parts(id)[3] === 'do';

interface Press {
  name: string;
  actor: Actor;
  panel: SeenMessage;
  controlId: string;
  values?: string[];
  /** The state version the panel shows. */
  version: number;
  /** The action the press asks for, as the store would log it. */
  expected: unknown;
}

describe('a bot process killed with SIGKILL mid-game and started again', () => {
  let discord: LocalDiscord;
  let dir: string;
  let databaseFile: string;
  let bot: BotProcess | undefined;
  let players: TablePlayers;
  let thread: string;
  let gameId: string;
  /** While set, the simulated players hand the table back at a panel offering an action. */
  let stopAtAction = false;

  const startBot = async () => {
    bot = await BotProcess.start({ token: discord.token, api: discord.apiUrl, databaseFile, firstSeed: 7 });
    return bot;
  };

  beforeAll(async () => {
    discord = await LocalDiscord.start({ users: PLAYERS, channels: ['tavern'] });
    await deployTo(discord);
    dir = mkdtempSync(join(tmpdir(), 'kogge-sigkill-'));
    databaseFile = join(dir, 'kogge.sqlite');
    await startBot();
    const table = { discord, user: (name: string) => discord.user(name) } as unknown as BotTable;
    thread = (await openGame(table, 'alice', ['bob'])).thread;
    gameId = gameIdIn(discord.user('alice').sees(thread));
    const hasAction = (panel: SeenMessage) => customIds(panel).some((c) => isDo(c.id));
    players = new TablePlayers(table, thread, PLAYERS, 8, { stopWhen: (p) => stopAtAction && hasAction(p) });
  }, 300_000);

  afterAll(async () => {
    await bot?.kill();
    await discord?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** The public board posts in the thread, oldest first. */
  const boardPosts = () =>
    discord
      .user('alice')
      .sees(thread)
      .filter(
        (m) =>
          m.author.bot && !m.ephemeralFor && m.attachments.some((a) => a.filename.startsWith('kogge-board-')),
      );

  /** The stored record, read from the file as the next process will read it. */
  async function stored(): Promise<GameRecord & { state: NonNullable<GameRecord['state']> }> {
    const store = KeyvGameStore.open(databaseFile);
    try {
      const loaded = await store.load(gameId);
      if (!loaded.ok || !loaded.record.state) throw new Error('the game is not stored');
      return { ...loaded.record, state: loaded.record.state };
    } finally {
      await store.close();
    }
  }

  /**
   * Plays a few actions, then stops at the next panel that offers one, and picks it (the one
   * `prefer` names when the panel has it).
   */
  async function nextPress(warmUp: number, prefer?: (controlId: string) => boolean): Promise<Press> {
    stopAtAction = false;
    await players.playUntil(players.actions + warmUp);
    stopAtAction = true;
    const stop = await players.playUntil();
    stopAtAction = false;
    if (!('panel' in stop)) throw new Error('the game ended before the kill');
    const controls = customIds(stop.panel).filter((c) => isDo(c.id));
    // Any action the panel offers will do; End turn only when there is nothing else.
    const control =
      (prefer ? controls.find((c) => c.type === 2 && prefer(c.id)) : undefined) ??
      controls.find((c) => c.type === 2 && parts(c.id)[4] !== 'et') ??
      controls.find((c) => c.type !== 2 && (c.options?.length ?? 0) > 0) ??
      controls[0];
    const values = control.type === 2 ? undefined : [control.options?.[0]?.value ?? ''];
    const code = values ? values[0] : parts(control.id)[4];
    const record = await stored();
    const seat = record.seats.findIndex((s) => s.kind === 'human' && s.userId === discord.user(stop.name).id);
    return {
      name: stop.name,
      actor: discord.user(stop.name),
      panel: stop.panel,
      controlId: control.id,
      values,
      version: versionOf(control.id),
      expected: ActionSchema.parse(decodeMove(code, seat)),
    };
  }

  /**
   * Waits until the store file notes the deferred click `id` (bot/pending-clicks.ts), as the
   * next process will read it. The note goes out together with the defer, not before it
   * (issue 27): seeing the defer does not mean the note has landed yet.
   */
  async function untilNoted(id: string, timeoutMs = WAIT.timeoutMs): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const store = KeyvGameStore.open(databaseFile);
      try {
        if ((await store.listPending()).some((c) => c.id === id)) return;
      } finally {
        await store.close();
      }
      if (Date.now() > deadline) throw new Error(`the deferred click ${id} was never noted`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  const press = (p: Press) =>
    p.values ? p.actor.select(p.panel, p.controlId, p.values) : p.actor.click(p.panel, p.controlId);

  /** The panel once the bot's answer shows a state newer than `version` (or nothing left to do). */
  const answered = (p: Press, version: number) =>
    p.actor.waitForMessage(
      (m) =>
        m.id === p.panel.id &&
        customIds(m).every((c) => versionOf(c.id) > version) &&
        (customIds(m).length > 0 || m.content !== p.panel.content),
      WAIT,
    );

  /** Arms the pause, presses, and kills the process once it has stopped there. */
  async function killAt(at: PausePoint, p: Press): Promise<void> {
    await bot?.pauseAt(at);
    await press(p);
    await bot?.paused();
    await bot?.kill();
  }

  it('keeps an action whose answer was sent when killed right after it', async () => {
    const p = await nextPress(6);
    const before = await stored();
    await (await press(p)).response(WAIT);
    const panel = await answered(p, p.version);
    await bot?.kill();
    const after = await stored();
    expect(after.state.version).toBe(p.version + 1);
    expect(customIds(panel).every((c) => versionOf(c.id) === after.state.version)).toBe(true);
    expect(after.actions).toHaveLength(before.actions.length + 1);
    expect(after.actions.at(-1)).toEqual(p.expected);
    await startBot();
    await players.boardAt(after.state.version);
  }, 300_000);

  it('loses an unanswered action killed before its save, and the same button applies it after the restart', async () => {
    const p = await nextPress(4);
    const before = await stored();
    await killAt('before-save', p);
    const after = await stored();
    expect(after.state).toEqual(before.state);
    expect(after.actions).toHaveLength(before.actions.length);
    await startBot();
    // The ephemeral panel from before the kill, the same button.
    await (await press(p)).response(WAIT);
    await answered(p, p.version);
    const applied = await stored();
    expect(applied.state.version).toBe(p.version + 1);
    expect(applied.actions).toHaveLength(before.actions.length + 1);
    expect(applied.actions.at(-1)).toEqual(p.expected);
    await players.boardAt(p.version + 1);
  }, 300_000);

  it('keeps an action saved but unanswered when killed, and its old button answers "out of date" instead of applying it twice', async () => {
    const p = await nextPress(4);
    const before = await stored();
    await killAt('after-save', p);
    expect(p.actor.sees(thread).find((m) => m.id === p.panel.id)?.content).toBe(p.panel.content);
    const after = await stored();
    expect(after.state.version).toBe(p.version + 1);
    expect(after.actions).toHaveLength(before.actions.length + 1);
    expect(after.actions.at(-1)).toEqual(p.expected);
    await startBot();
    // The board catches up with the saved action at start-up.
    await players.boardAt(p.version + 1);
    await (await press(p)).response(WAIT);
    // The fresh panel may offer this player nothing now (the turn may have passed on).
    const stale = t('reply.stale', {}, 'en-US');
    const panel = await p.actor.waitForMessage((m) => m.id === p.panel.id && m.content.includes(stale), WAIT);
    expect(customIds(panel).every((c) => versionOf(c.id) === p.version + 1)).toBe(true);
    const again = await stored();
    expect(again.state).toEqual(after.state);
    expect(again.actions).toHaveLength(after.actions.length);
  }, 300_000);

  it('brings the board up to date when killed while drawing it, and "Act" on a post from before the kill opens the current panel', async () => {
    const p = await nextPress(4);
    const oldPost = players.latestPost();
    await bot?.pauseAt('board');
    await (await press(p)).response(WAIT);
    await answered(p, p.version);
    const paused = await bot?.paused();
    expect(paused?.version).toBe(p.version + 1);
    await bot?.kill();
    const after = await stored();
    expect(after.state.version).toBe(p.version + 1);
    expect(after.actions.at(-1)).toEqual(p.expected);
    await startBot();
    await players.boardAt(p.version + 1);
    const awaited = players.latestPost().mentions[0];
    const name = PLAYERS.find((n) => discord.user(n).id === awaited) ?? p.name;
    const opened = await discord.user(name).click(oldPost, 'Act');
    const panel = await opened.reply(WAIT);
    const versions = new Set(customIds(panel).map((c) => versionOf(c.id)));
    expect([...versions]).toEqual([after.state.version]);
  }, 300_000);

  it('answers a click deferred and killed before its save, after the restart: "not applied" with a fresh panel (issue 28)', async () => {
    const p = await nextPress(4);
    const before = await stored();
    await bot?.pauseAt('before-save');
    const handle = await press(p);
    await bot?.paused();
    // Held before its save, the click is acknowledged after LATE_ANSWER_MS (a deferred update).
    expect(await handle.response(WAIT)).toBe(InteractionResponseType.DeferredMessageUpdate);
    // Killed once the click is noted: a kill between the defer and its note, a race the
    // bot accepts (pending-clicks.ts), would leave the panel "thinking" instead.
    await untilNoted(handle.id);
    await bot?.kill();
    const thinking = p.actor.sees(thread).find((m) => m.id === p.panel.id);
    expect(thinking?.content).toBe(p.panel.content);
    await startBot();
    const notApplied = t('reply.notApplied', {}, 'en-US');
    const panel = await p.actor.waitForMessage(
      (m) => m.id === p.panel.id && m.content.includes(notApplied),
      WAIT,
    );
    expect(customIds(panel).length).toBeGreaterThan(0);
    expect(customIds(panel).every((c) => versionOf(c.id) === before.state.version)).toBe(true);
    const after = await stored();
    expect(after.actions).toHaveLength(before.actions.length);
    expect(after.state).toEqual(before.state);
    // The fresh panel's same button applies it now, once.
    const again = { ...p, panel };
    await (await press(again)).response(WAIT);
    await answered(again, p.version);
    const applied = await stored();
    expect(applied.actions).toHaveLength(before.actions.length + 1);
    expect(applied.actions.at(-1)).toEqual(p.expected);
    await players.boardAt(p.version + 1);
  }, 300_000);

  it('adopts a new post sent but never noted when killed, so its turn is posted and pinged once (issue 28)', async () => {
    const p = await nextPress(4, (id) => parts(id)[4] === 'et');
    const postsBefore = boardPosts().length;
    await bot?.pauseAt('after-send');
    await (await press(p)).response(WAIT);
    await bot?.paused();
    await bot?.kill();
    const sent = boardPosts();
    expect(sent).toHaveLength(postsBefore + 1);
    const orphan = sent[sent.length - 1];
    const calls = discord.calls.length;
    await startBot();
    // Start-up repair finds the post by the game id on its buttons and edits it in place.
    const edited = (c: RestCall) =>
      c.method === 'PATCH' && c.status < 300 && c.path.endsWith(`/channels/${thread}/messages/${orphan.id}`);
    await until(() => discord.calls.slice(calls).some(edited));
    expect(boardPosts()).toHaveLength(postsBefore + 1);
    const record = await stored();
    expect(record.messages.post?.messageId).toBe(orphan.id);
    expect(record.messages.sending).toBeUndefined();
    expect(orphan.pinged.length).toBeGreaterThan(0);
  }, 300_000);

  it('finds a new post noted but its mark not yet cleared when killed, and posts no second board (issue 22)', async () => {
    const p = await nextPress(4, (id) => parts(id)[4] === 'et');
    const postsBefore = boardPosts().length;
    await killAt('after-note', p);
    const sent = boardPosts();
    expect(sent).toHaveLength(postsBefore + 1);
    const noted = sent[sent.length - 1];
    // The kill's window: the post's id is in the store's note alone, the game still marked.
    const before = KeyvGameStore.open(databaseFile);
    try {
      expect(await before.listUnposted()).toContain(gameId);
      const record = await before.load(gameId);
      expect(record.ok && record.record.messages.post?.messageId).toBe(noted.id);
    } finally {
      await before.close();
    }
    const calls = discord.calls.length;
    await startBot();
    // Start-up repair finds the post showing the stored state: it clears the mark, posts nothing.
    for (let left = WAIT.timeoutMs; ; left -= 100) {
      const store = KeyvGameStore.open(databaseFile);
      const marked = await store.listUnposted().finally(() => store.close());
      if (!marked.includes(gameId)) break;
      if (left <= 0) throw new Error('start-up never cleared the mark');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const posted = (c: RestCall) => c.method === 'POST' && c.path.endsWith(`/channels/${thread}/messages`);
    expect(discord.calls.slice(calls).filter(posted)).toEqual([]);
    expect(boardPosts()).toHaveLength(postsBefore + 1);
    const record = await stored();
    expect(record.messages.post?.messageId).toBe(noted.id);
    expect(record.messages.shown).toBe(record.state.version);
  }, 300_000);

  it('plays the game to its final post afterwards, the stored action log replaying to the stored state', async () => {
    stopAtAction = false;
    const final = await players.playToEnd();
    expect(final.content).toMatch(/Game over/);
    const { record, states } = await statesOf(databaseFile, gameId);
    expect(record.status).toBe('ended');
    expect(states.at(-1)).toEqual(record.state);
    // Over every kill above: one post per change of the awaited players, each edit of the current one.
    const board = boardCalls(discord.calls, thread);
    expect(
      postFindings(
        board,
        boardPosts().map((m) => m.id),
        states,
      ),
    ).toEqual([]);
  }, 600_000);
});
