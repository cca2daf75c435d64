// Issue 38, what a newcomer hit in the panels and the lobby, end to end with the real bot
// (discord.js) logged into the local Discord:
// - a panel whose decision passed looks out of date (a line naming the thread, its buttons and
//   menus disabled, "Take back" gone), edited through the interaction token that wrote it;
// - a person's newest panel whose decision is still theirs is brought up to date in place;
// - End turn on a panel one move old ends the turn while it is still that turn;
// - a full lobby shows no Join and no Add computer player.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeenMessage } from '../../src/local-discord';
import { parseComponentId } from '../../src/bot/custom-id';
import { t } from '../../src/i18n/index';
import type { GameState } from '../../src/engine/index';
import { customIds, openBotTable, openGame, threadOf, WAIT, type BotTable } from './harness';
import { storedGame, untilStored } from './computer-table';
import { TablePlayers, versionOf } from './players';

const kindOf = (id: string) => parseComponentId(id)?.kind;
const codeOf = (id: string) => parseComponentId(id)?.args[0] ?? '';
const OUTDATED = (thread: string) => t('panel.outdated', { thread: `<#${thread}>` });

/** Every control of a message, with whether it is disabled. */
function controls(message: SeenMessage): { id: string; disabled: boolean; type: number }[] {
  return message.components.flatMap((row) =>
    ((row as { components?: Record<string, unknown>[] }).components ?? []).map((c) => ({
      id: String(c.custom_id),
      disabled: c.disabled === true,
      type: Number(c.type),
    })),
  );
}

/** The latest public board post of the thread. */
function latestPost(table: BotTable, thread: string, who = 'alice'): SeenMessage {
  const posts = table
    .user(who)
    .sees(thread)
    .filter((m) => m.author.bot && !m.ephemeralFor && m.attachments.length > 0);
  return posts[posts.length - 1];
}

/** Presses Act on the latest post: the person's panel. */
async function act(table: BotTable, thread: string, who: string): Promise<SeenMessage> {
  const post = latestPost(table, thread, who);
  const id = customIds(post).find((c) => kindOf(c.id) === 'act')?.id ?? 'Act';
  return (await table.user(who).click(post, id)).reply(WAIT);
}

/** The panel as it is now. */
function now(table: BotTable, who: string, panel: SeenMessage): SeenMessage {
  return (
    table
      .user(who)
      .sees(panel.channelId)
      .find((m) => m.id === panel.id) ?? panel
  );
}

/** Picks the first option of the panel's select of kind `do` (a start city, a bid). */
async function pickFirst(table: BotTable, who: string, panel: SeenMessage, skip = 0) {
  const select = customIds(panel).find((c) => c.type === 3 && kindOf(c.id) === 'do');
  if (!select?.options) throw new Error(`no select in: ${panel.content}`);
  const value = select.options[skip % select.options.length].value;
  await (await table.user(who).select(panel, select.id, [value])).response(WAIT);
}

/** A bid: the first marker picked in the bid builder, then its Bid button (the move itself). */
async function bid(table: BotTable, who: string, panel: SeenMessage, skip = 0) {
  const select = customIds(panel).find((c) => c.type === 3 && kindOf(c.id) === 'pick');
  if (!select?.options) throw new Error(`no bid builder in: ${panel.content}`);
  const value = select.options[skip % select.options.length].value;
  await (await table.user(who).select(panel, select.id, [value])).response(WAIT);
  const built = await table
    .user(who)
    .waitForMessage(
      (m) => m.id === panel.id && customIds(m).some((c) => c.type === 2 && kindOf(c.id) === 'do'),
      {
        ...WAIT,
        in: panel.channelId,
      },
    );
  const move = customIds(built).find((c) => c.type === 2 && kindOf(c.id) === 'do')!;
  await (await table.user(who).click(built, move.id)).response(WAIT);
}

describe('panels that are out of date look out of date (issue 38)', () => {
  let table: BotTable;
  let thread: string;
  beforeAll(async () => {
    table = await openBotTable(['alice', 'bob'], ['tavern'], 5);
    ({ thread } = await openGame(table, 'alice', ['bob']));
  });
  afterAll(() => table.stop());

  it('brings a panel up to date in place while its decision is still open, when another seat moves', async () => {
    const alice = await act(table, thread, 'alice');
    const bob = await act(table, thread, 'bob');
    const before = (await storedGame(table)).state as GameState;
    expect(controls(alice).every((c) => versionOf(c.id) === before.version)).toBe(true);
    // Bob picks his start city; Alice's pick is still open.
    await pickFirst(table, 'bob', bob, 0);
    const edited = await table
      .user('alice')
      .waitForMessage(
        (m) => m.id === alice.id && controls(m).every((c) => versionOf(c.id) === before.version + 1),
        { ...WAIT, in: thread },
      );
    expect(edited.content).not.toContain(OUTDATED(thread));
    expect(controls(edited).some((c) => c.type === 3 && !c.disabled)).toBe(true);
    expect(controls(edited).every((c) => !c.disabled)).toBe(true);
  });

  it('marks a panel whose decision passed: the line naming the thread, every control disabled', async () => {
    const bobs = table
      .user('bob')
      .sees(thread)
      .filter((m) => m.ephemeralFor === table.user('bob').id)
      .at(-1) as SeenMessage;
    const alice = table
      .user('alice')
      .sees(thread)
      .filter((m) => m.ephemeralFor === table.user('alice').id)
      .at(-1) as SeenMessage;
    // Control: before Alice picks, Bob's panel (answered at his pick) is not marked.
    expect(now(table, 'bob', bobs).content).not.toContain(OUTDATED(thread));
    await pickFirst(table, 'alice', alice, 3);
    const marked = await table
      .user('bob')
      .waitForMessage((m) => m.id === bobs.id && m.content.startsWith(OUTDATED(thread)), {
        ...WAIT,
        in: thread,
      });
    expect(controls(marked).every((c) => c.disabled)).toBe(true);
    // Alice's own panel answered her click: current, not marked.
    expect(now(table, 'alice', alice).content).not.toContain(OUTDATED(thread));
  });

  it('removes "Take back" from a panel once the decision has passed to the next player', async () => {
    // Bidding: whoever bids first bids; their answer offers Take back.
    const id = (await storedGame(table)).id;
    const bidderAt = async (): Promise<string> => {
      const record = await untilStored(table, id, (r) => (r.state as GameState).phase.kind === 'bidding');
      const state = record.state as GameState;
      if (state.phase.kind !== 'bidding') throw new Error('not bidding');
      const seat = record.seats[state.order[state.phase.next]];
      return seat.kind === 'human' && seat.userId === table.user('alice').id ? 'alice' : 'bob';
    };
    const bidder = await bidderAt();
    const other = bidder === 'alice' ? 'bob' : 'alice';
    const panel = await act(table, thread, bidder);
    await bid(table, bidder, panel, 0);
    const answered = await table
      .user(bidder)
      .waitForMessage((m) => m.id === panel.id && controls(m).some((c) => kindOf(c.id) === 'tb'), {
        ...WAIT,
        in: thread,
      });
    expect(controls(answered).some((c) => kindOf(c.id) === 'tb' && !c.disabled)).toBe(true);
    // The other player bids: the first bidder's panel is out of date, its Take back gone.
    expect(await bidderAt()).toBe(other);
    await table.discord.waitForMessage(
      (m) => m.channelId === thread && !m.ephemeralFor && m.mentions.includes(table.user(other).id),
      { ...WAIT, in: thread },
    );
    const next = await act(table, thread, other);
    await bid(table, other, next, 1);
    const marked = await table
      .user(bidder)
      .waitForMessage((m) => m.id === panel.id && m.content.startsWith(OUTDATED(thread)), {
        ...WAIT,
        in: thread,
      });
    expect(controls(marked).some((c) => kindOf(c.id) === 'tb')).toBe(false);
    expect(controls(marked).every((c) => c.disabled)).toBe(true);
  });

  /**
   * Plays on to a turn whose panel offers End turn and both Sail and Buy markers, then restarts
   * the bot: it then holds no panels (as after Discord's 15 minutes), so that one stays as shown.
   */
  async function turnPanelLeftBehind(
    seed: number,
  ): Promise<{ name: string; old: SeenMessage; shown: number }> {
    const players = new TablePlayers(table, thread, ['alice', 'bob'], seed, {
      raid: 0,
      offer: 0,
      stopWhen: (p) =>
        customIds(p).some((c) => kindOf(c.id) === 'do' && codeOf(c.id) === 'et') &&
        ['sail', 'buy'].every((section) =>
          customIds(p).some((c) => kindOf(c.id) === 'nav' && codeOf(c.id) === section),
        ),
    });
    const stop = await players.playUntil(400);
    if (!('panel' in stop)) throw new Error('no turn offering End turn, Sail and Buy markers');
    await table.restart();
    const shown = ((await storedGame(table)).state as GameState).version;
    expect(customIds(stop.panel).every((c) => versionOf(c.id) === shown)).toBe(true);
    return { name: stop.name, old: stop.panel, shown };
  }

  /** One move of the turn on a new panel: the first route of Sail, else a pair of Buy markers. */
  async function oneMove(name: string, shown: number): Promise<void> {
    const actor = table.user(name);
    const panel = await act(table, thread, name);
    for (const section of ['sail', 'buy']) {
      const nav = customIds(now(table, name, panel)).find(
        (c) => kindOf(c.id) === 'nav' && codeOf(c.id) === section,
      );
      if (!nav) continue;
      await (await actor.click(panel, nav.id)).response(WAIT);
      const opened = await actor.waitForMessage(
        (m) => m.id === panel.id && customIds(m).some((c) => kindOf(c.id) === 'do'),
        { ...WAIT, in: thread },
      );
      const move = customIds(opened).find((c) => kindOf(c.id) === 'do' && codeOf(c.id) !== 'et');
      if (!move) continue;
      if (move.type === 3 && move.options)
        await (await actor.select(opened, move.id, [move.options[0].value])).response(WAIT);
      else await (await actor.click(opened, move.id)).response(WAIT);
      const record = await storedGame(table);
      if ((record.state as GameState).version > shown) return;
    }
    throw new Error(`no move of the turn in: ${panel.content}`);
  }

  const seatOfName = async (name: string) =>
    (await storedGame(table)).seats.findIndex((s) => s.kind === 'human' && s.userId === table.user(name).id);

  it('ends the turn from End turn on a panel one move old, while it is still that turn', async () => {
    const { name, old, shown } = await turnPanelLeftBehind(11);
    await oneMove(name, shown);
    const id = (await storedGame(table)).id;
    await untilStored(table, id, (r) => (r.state as GameState).version === shown + 1);
    const endTurn = customIds(old).find((c) => kindOf(c.id) === 'do' && codeOf(c.id) === 'et');
    if (!endTurn) throw new Error('no End turn');
    await (await table.user(name).click(old, endTurn.id)).response(WAIT);
    const ended = await untilStored(table, id, (r) => (r.state as GameState).version === shown + 2);
    expect(ended.actions.at(-1)).toEqual({ type: 'endTurn', player: await seatOfName(name) });
    const answer = await table
      .user(name)
      .waitForMessage((m) => m.id === old.id && controls(m).every((c) => versionOf(c.id) >= shown + 2), {
        ...WAIT,
        in: thread,
      });
    expect(answer.content).not.toContain(t('reply.stale'));
  });
  // Two moves old, another turn, a take-back between: refused as stale (test/bot/live-panels.test.ts).
});

describe('the lobby (issue 38)', () => {
  let table: BotTable;
  beforeAll(async () => {
    table = await openBotTable(['alice', 'bob', 'carol'], ['tavern'], 3);
  });
  afterAll(() => table.stop());

  const labels = (m: SeenMessage) => customIds(m).map((c) => c.label);

  it('shows Join and Add computer player while a seat is free, and hides both once it is full', async () => {
    const opened = await table.user('alice').slash('/kogge new players:2', { in: 'tavern' });
    const thread = threadOf(await opened.reply(WAIT));
    const lobby = await table
      .user('alice')
      .waitForMessage((m) => m.channelId === thread && m.components.length > 0, { ...WAIT, in: thread });
    expect(labels(lobby)).toEqual(['Join', 'Leave', 'Start', 'Add computer player']);
    const seats = (taken: number) =>
      table.user('carol').waitForMessage((m) => m.id === lobby.id && m.content.includes(`Seats ${taken}/2`), {
        ...WAIT,
        in: thread,
      });
    await (await table.user('bob').click(lobby, 'Join')).response(WAIT);
    const full = await seats(2);
    expect(labels(full)).toEqual(['Leave', 'Start']);
    // Bob leaves: a seat is free again, and both come back.
    await (await table.user('bob').click(full, 'Leave')).response(WAIT);
    const open = await seats(1);
    expect(labels(open)).toEqual(['Join', 'Leave', 'Start', 'Add computer player']);
    // The host fills it with a computer player: full again.
    await (await table.user('alice').click(open, 'Add computer player')).response(WAIT);
    expect(labels(await seats(2))).toEqual(['Leave', 'Start']);
  });
});
