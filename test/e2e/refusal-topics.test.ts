// Issue 22: a move the rules refuse, typed or clicked, is answered with the reason and one
// line pointing to the refused action's /kogge rules topic (its entry's `help`), in the
// player's language and with the command names their client shows. K-22: a bid of 8+8 by a
// player holding one 8 at most. The panel never offers a bid the hand cannot make, so the
// click is a hostile client's: a Bid button planted on the player's own panel. A click out
// of turn, refused as "not your turn", gets the reason alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ComponentType } from 'discord-api-types/v10';
import { componentId, parseComponentId } from '../../src/bot/custom-id';
import { errorText } from '../../src/i18n/index';
import { namesOf } from '../../src/bot/text';
import type { SeenMessage } from '../../src/local-discord';
import { expectedTopicLine, expectTopicLine } from '../bot/actions/topic-line';
import { customIds, openBotTable, openGame, type BotTable, WAIT } from './harness';
import { TablePlayers } from './players';
import { storedState } from './prepared';
import { gameIdIn } from './secret-scan';

const LOCALES: Readonly<Record<string, string>> = { alice: 'en', greta: 'de' };

/** What the engine says to a bid of 8+8 the hand does not hold, in `locale`. */
const notHeld = (locale: string) =>
  errorText({ code: 'MARKER_NOT_HELD', data: { markers: [8, 8] } }, String, locale);

/** A rules line in any of the languages: "`/kogge <rules> <topic>:…`". */
const ANY_RULES_LINE = /`\/kogge [^` ]+ [^` :]+:[^`]+`/;

describe('a bid refused by the rules names the bidding topic (K-22, issue 22)', () => {
  let table: BotTable;
  let thread: string;
  let players: TablePlayers;
  const covered = new Set<string>();
  beforeAll(async () => {
    table = await openBotTable(['alice', { name: 'greta', locale: 'de' }]);
    const { thread: opened, board } = await openGame(table, 'alice', ['greta']);
    thread = opened;
    players = new TablePlayers(table, thread, ['alice', 'greta'], 1);
    // K-13: both choose their start city (the first one offered); the bidding begins.
    for (const [version, name] of [
      [1, 'alice'],
      [2, 'greta'],
    ] as const) {
      const panel = await (await table.user(name).click(board, 'Act')).reply(WAIT);
      const [start] = customIds(panel);
      await (await table.user(name).select(panel, start.id, [start.options![0].value])).response(WAIT);
      await players.boardAt(version);
    }
  }, 120_000);
  afterAll(() => table.stop());

  const version = () =>
    Math.max(
      ...table
        .user('alice')
        .sees(thread)
        .flatMap((m) => m.attachments.map((a) => Number(/kogge-board-(\d+)/.exec(a.filename)?.[1] ?? -1))),
    );

  /** Who the latest post awaits, and the one it does not. */
  function seats(): { bidder: string; other: string } {
    const awaited = players.latestPost().mentions[0];
    const bidder = awaited === table.user('alice').id ? 'alice' : 'greta';
    return { bidder, other: bidder === 'alice' ? 'greta' : 'alice' };
  }

  /** `name` opens their panel and clicks a Bid button planted on it; returns the panel as answered. */
  async function plantedBid(name: string, code: string): Promise<SeenMessage> {
    const user = table.user(name);
    const post = players.latestPost();
    const act = customIds(post).find((c) => parseComponentId(c.id)?.kind === 'act');
    if (!act) throw new Error('no "Act" on the post');
    const panel = await (await user.click(post, act.id)).reply(WAIT);
    const forged = componentId({ ...parseComponentId(act.id)!, kind: 'do', args: [code] });
    const stored = table.discord.store.messages.get(panel.id);
    if (!stored) throw new Error('the panel is not stored');
    stored.data.components = [
      ...(stored.data.components ?? []),
      {
        type: ComponentType.ActionRow,
        components: [{ type: ComponentType.Button, style: 2, custom_id: forged, label: 'forged' }],
      },
    ] as typeof stored.data.components;
    await (await user.click(panel.id, forged)).response(WAIT);
    return user.waitForMessage((m) => m.id === panel.id && m.content !== panel.content, WAIT);
  }

  /** The bidder's 8+8, typed and clicked, each answered with the reason and the bidding topic. */
  async function refusedBothWays(): Promise<void> {
    const { bidder } = seats();
    const locale = LOCALES[bidder];
    const before = version();
    const typed = await (
      await table.user(bidder).slash('/kogge bid markers:"8 8"', { in: thread })
    ).reply(WAIT);
    expect(typed.ephemeralFor).toBe(table.user(bidder).id);
    expect(typed.content.split('\n')[0]).toBe(notHeld(locale));
    expectTopicLine(typed.content, 'bid', locale);

    const lines = (await plantedBid(bidder, 'bd.88')).content.split('\n');
    const reason = lines.indexOf(notHeld(locale));
    expect(reason, lines.join('\n')).toBeGreaterThan(0);
    expectTopicLine(lines.slice(reason, reason + 2).join('\n'), 'bid', locale);
    expect(version()).toBe(before);
    covered.add(locale);
  }

  it('the first bidder’s 8+8, typed and clicked, ends with the bidding topic in their language', async () => {
    await refusedBothWays();
  });

  it('a bid clicked out of turn is refused as not their turn, with no rules line', async () => {
    const { bidder, other } = seats();
    const before = version();
    const state = await storedState(table, gameIdIn(table.user('alice').sees(thread)));
    const seat = state.players.findIndex((p) => p.id === table.user(bidder).id);
    const reason = errorText(
      { code: 'NOT_YOUR_TURN', data: { player: seat } },
      namesOf(state),
      LOCALES[other],
    );
    const panel = await plantedBid(other, 'bd.1');
    expect(panel.content.split('\n')).toContain(reason);
    expect(panel.content).not.toMatch(ANY_RULES_LINE);
    expect(version()).toBe(before);
  });

  it('the second bidder’s 8+8, typed and clicked, ends with the bidding topic in their language', async () => {
    // The first bidder bids one marker they hold; the other is awaited next (K-22).
    const { bidder } = seats();
    const state = await storedState(table, gameIdIn(table.user('alice').sees(thread)));
    const held = state.players.find((p) => p.id === table.user(bidder).id)!.markers.findIndex((n) => n > 0);
    const done = await (
      await table.user(bidder).slash(`/kogge bid markers:"${held}"`, { in: thread })
    ).reply(WAIT);
    expect(done.content).toMatch(/^(Done|Erledigt)/);
    await players.boardAt(state.version + 1);
    expect(seats().bidder).not.toBe(bidder);
    await refusedBothWays();
    // Both languages were seen: English and German, whoever bid first.
    expect([...covered].sort()).toEqual(['de', 'en']);
  });

  it('control: the pattern for "no rules line" finds one in each language', () => {
    for (const locale of ['en', 'de', 'fr', 'it'])
      expect(`x\n${expectedTopicLine('bid', locale)}`).toMatch(ANY_RULES_LINE);
  });
});
