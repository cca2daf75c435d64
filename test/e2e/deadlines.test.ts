// K-80 through the local Discord: the host sets a deadline per decision; when it passes the
// game makes the engine's default move for whoever is late, marks them absent and says so in
// the thread; acting again clears the mark; the deadline survives a restart; only the host or
// a server manager may set it. The bot's clock is a manual one the test moves by hand.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openBotTable, openGame, WAIT, type BotTable } from './harness';
import { ManualClock } from './manual-clock';
import { storedGame, untilStored } from './computer-table';
import { TablePlayers } from './players';

async function until(test: () => boolean, timeoutMs = 60_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!test()) {
    if (Date.now() > end) throw new Error('condition never reached');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const missedBoth =
  '⏰ alice and bob let the 1-minute deadline pass: the game made the default moves for them and marks them absent. The host may hand their seats to computer players with /kogge game seat.';

describe('K-80: deadlines', () => {
  let table: BotTable;
  const clock = new ManualClock();
  beforeAll(async () => {
    table = await openBotTable(['alice', 'bob', 'carol'], ['tavern'], 11, { deadlineClock: clock });
  });
  afterAll(() => table.stop());
  beforeEach(() => clock.reset());

  it('K-80 no deadline by default: time passing changes nothing', async () => {
    await openGame(table, 'alice', ['bob']);
    const before = await storedGame(table);
    expect(before.settings.deadlineMinutes).toBeUndefined();
    clock.advance(7 * 24 * 3600_000);
    expect(clock.pending()).toBe(0);
    expect((await storedGame(table, before.id)).version).toBe(before.version);
  }, 120_000);

  it('K-80 only the host or a server manager sets the deadline; a refusal changes nothing', async () => {
    const { thread } = await openGame(table, 'alice', ['bob']);
    const before = await storedGame(table);
    const denied = await (
      await table.user('bob').slash('/kogge game deadline minutes:5', { in: thread })
    ).reply(WAIT);
    expect(denied.content).toBe(
      'Only the host, alice, or someone who may manage the server can set the deadline.',
    );
    expect(denied.ephemeralFor).toBe(table.user('bob').id);
    const after = await storedGame(table, before.id);
    expect(after.version).toBe(before.version);
    expect(after.settings.deadlineMinutes).toBeUndefined();
  }, 120_000);

  it('K-80 a passed deadline makes the default move for each late player and marks them absent', async () => {
    const { thread } = await openGame(table, 'alice', ['bob']);
    const { id } = await storedGame(table);
    const setAt = Date.now();
    const set = await (
      await table.user('alice').slash('/kogge game deadline minutes:1', { in: thread })
    ).reply(WAIT);
    expect(set.content).toBe('Each decision now has 1 minute. After that the game makes the default move.');
    await table.discord.waitForMessage(
      (m) =>
        m.channelId === thread && m.content.startsWith('⏰ alice set a deadline of 1 minute per decision'),
      WAIT,
    );
    await until(() => clock.pending(id) > 0);
    // The turn post says when the decision is due, as a timestamp each reader sees in their own time.
    const due = await table.discord.waitForMessage(
      (m) =>
        m.channelId === thread &&
        /^⏰ Decide <t:\d+:R>, or the game makes the default move\.$/m.test(m.content),
      WAIT,
    );
    const stamp = Number(/<t:(\d+):R>/.exec(due.content)?.[1]) * 1000;
    // A minute from the last save: after the command was typed, before the post was seen.
    expect(stamp).toBeGreaterThanOrEqual(setAt + 60_000 - 1000);
    expect(stamp).toBeLessThanOrEqual(Date.now() + 60_000 + 1000);
    // Not yet due: half a minute changes nothing.
    // (The record's own version may move as the post's id is noted; the game's state may not.)
    const armed = await storedGame(table, id);
    clock.advance(30_000);
    const waited = await storedGame(table, id);
    expect(waited.state?.version).toBe(armed.state?.version);
    expect(waited.actions).toEqual(armed.actions);
    // Due: both still owe their start city (K-80: the lowest marker they may pick).
    // Well past the minute, whatever a loaded machine added to the saves' times.
    clock.advance(10 * 60_000);
    // Issue 37: one notice for the deadline, naming both, plurals for moves and seats.
    await table.discord.waitForMessage((m) => m.channelId === thread && m.content === missedBoth, WAIT);
    const late = await untilStored(table, id, (r) => r.state?.phase.kind !== 'startChoice');
    expect(late.state?.players.map((p) => p.absent)).toEqual([true, true]);
    expect(late.actions.map((a) => a.type)).toEqual(['chooseStart', 'chooseStart']);
    // The board moves on and names the absent players in its alt text.
    const post = await table.discord.waitForMessage(
      (m) =>
        m.channelId === thread &&
        m.attachments.some((a) => a.filename === `kogge-board-${late.state?.version}.png`),
      WAIT,
    );
    expect(post.attachments[0].description).toMatch(/alice .*\(absent\)/);
    // The player awaited next acts again: no longer absent; the other still is.
    const players = new TablePlayers(table, thread, ['alice', 'bob'], 3);
    const awaiting = players.latestPost();
    const seat = ['alice', 'bob'].findIndex((name) => awaiting.mentions.includes(table.user(name).id));
    expect(seat).toBeGreaterThanOrEqual(0);
    await players.playFor(['alice', 'bob'][seat], awaiting);
    const back = await untilStored(table, id, (r) => r.actions.length > late.actions.length);
    expect(back.state?.players[seat].absent).toBe(false);
    expect(back.state?.players[1 - seat].absent).toBe(true);
  }, 240_000);

  it('K-80 the deadline survives a restart and 0 removes it', async () => {
    const { thread } = await openGame(table, 'alice', ['carol']);
    const { id } = await storedGame(table);
    await (await table.user('alice').slash('/kogge game deadline minutes:1', { in: thread })).reply(WAIT);
    await until(() => clock.pending(id) > 0);
    await table.restart();
    // The new process arms the stored deadline again; only this game's timer is pending.
    await until(() => clock.pending(id) > 0);
    const removed = await (
      await table.user('alice').slash('/kogge game deadline minutes:0', { in: thread })
    ).reply(WAIT);
    expect(removed.content).toBe('The game has no deadline any more.');
    const record = await storedGame(table, id);
    expect(record.settings.deadlineMinutes).toBeUndefined();
    await until(() => clock.pending(id) === 0);
    clock.advance(3600_000);
    // The game's state, not the record: the post's own bookkeeping (issue 28) may still save.
    expect((await storedGame(table, id)).state?.version).toBe(record.state?.version);
  }, 240_000);
});
