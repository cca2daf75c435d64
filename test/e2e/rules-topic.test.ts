// Issue 22: a move the rules refuse is answered with the engine's reason and one line more,
// pointing to the /kogge rules topic its action's entry names, in the player's language. Here
// through the real bot: alice (English) types a bid of markers she does not hold; greta
// (German) clicks a bid she does not hold on her own panel (the id forged, as a hostile or
// outdated client could send it). K-22: the bid's topic is "bidding". A control plants
// another topic on the bid's entry and sees the line change, caught by the same check. A bid
// clicked out of turn is about who, not the rule: the reason comes alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameState } from '../../src/engine/index';
import { errorText, t } from '../../src/i18n/index';
import { ACTION_ENTRIES } from '../../src/bot/actions/table';
import type { RuleTopic } from '../../src/bot/rule-topics';
import { namesOf } from '../../src/bot/text';
import { setHand } from '../engine/helpers';
import { openBotTable, openGame, type BotTable, WAIT } from './harness';
import { forgeDo } from './forged-panel';
import { TablePlayers } from './players';
import { pastStart, preparePosition, storedState } from './prepared';

const ALICE = 0;
const GRETA = 1;

/** The line naming `topic`, as the catalogue of `locale` writes the command and the title. */
function topicLine(topic: RuleTopic, locale: 'en' | 'de'): string {
  const title = t(`rules.${topic}.title`, {}, locale);
  return locale === 'en'
    ? `Rules: \`/kogge rules topic:${title}\``
    : `Regeln: \`/kogge regeln thema:${title}\``;
}

/** The answer's last line points to `topic`, after the engine's reason on the line before. */
function expectTopic(answer: string, reason: string, topic: RuleTopic, locale: 'en' | 'de'): void {
  const lines = answer.split('\n');
  expect(lines.at(-2)).toBe(reason);
  expect(lines.at(-1)).toBe(topicLine(topic, locale));
}

describe('a bid the rules refuse names the bidding topic (issue 22, K-22)', () => {
  let table: BotTable;
  let thread: string;
  let gameId: string;
  beforeAll(async () => {
    table = await openBotTable(['alice', { name: 'greta', locale: 'de' }]);
    ({ thread } = await openGame(table, 'alice', ['greta']));
    // The first bidding, alice to bid first; alice holds 7, 6, 1 and greta 5, 4, 4.
    ({ gameId } = await preparePosition(table, thread, 'alice', (state: GameState) => {
      let s = pastStart(state, [1, 5]);
      s.order = [ALICE, GRETA];
      s.phase = { kind: 'bidding', next: 0 };
      s = setHand(setHand(s, ALICE, [7, 6, 1]), GRETA, [5, 4, 4]);
      return s;
    }));
  }, 120_000);
  afterAll(() => table.stop());

  const typed = async (line: string): Promise<string> => {
    const reply = await (await table.user('alice').slash(line, { in: thread })).reply(WAIT);
    expect(reply.ephemeralFor).toBe(table.user('alice').id);
    return reply.content;
  };

  it('typed in English: the reason, then "Rules: /kogge rules topic:…" of the bid’s entry; nothing changes', async () => {
    const before = await storedState(table, gameId);
    const answer = await typed('/kogge bid markers:"8 8"');
    expectTopic(answer, 'You do not hold the route markers 8+8.', ACTION_ENTRIES.bid.help, 'en');
    expect(answer).toBe(
      'You do not hold the route markers 8+8.\nRules: `/kogge rules topic:Bidding for the order`',
    );
    expect(await storedState(table, gameId)).toEqual(before);
  });

  it('control: another topic planted on the bid’s entry changes the line, and the check catches it', async () => {
    const entry = ACTION_ENTRIES.bid as { help: RuleTopic };
    entry.help = 'raid';
    let answer: string;
    try {
      answer = await typed('/kogge bid markers:"8 8"');
    } finally {
      entry.help = 'bidding';
    }
    expect(answer.split('\n').at(-1)).toBe(topicLine('raid', 'en'));
    expect(() => expectTopic(answer, 'You do not hold the route markers 8+8.', 'bidding', 'en')).toThrow();
  });

  it('clicked in German: the panel shows the reason and "Regeln: /kogge regeln thema:…"; nothing changes', async () => {
    expect(await typed('/kogge bid markers:7')).toBe('Done: bid 7.');
    const players = new TablePlayers(table, thread, ['alice', 'greta'], 1);
    const post = await players.boardAt((await storedState(table, gameId)).version);
    const greta = table.user('greta');
    const panel = await (await greta.click(post, 'Act')).reply(WAIT);
    const forged = forgeDo(table, panel, 'bd.88');
    const before = await storedState(table, gameId);
    await (await greta.click(panel.id, forged)).response(WAIT);
    // The answer may come as a deferred update followed by an edit: wait for the edit.
    const answered = await greta.waitForMessage(
      (m) => m.id === panel.id && m.content !== panel.content,
      WAIT,
    );
    const reason = t('error.MARKER_NOT_HELD', { markers: '8+8' }, 'de');
    expect(answered.content).toContain(`${reason}\n${topicLine(ACTION_ENTRIES.bid.help, 'de')}`);
    expect(answered.content).toContain('Regeln: `/kogge regeln thema:Bieten um die Reihenfolge`');
    expect(await storedState(table, gameId)).toEqual(before);
  });

  it('K-22: a bid clicked out of turn (NOT_YOUR_TURN) shows the reason alone, no rules line; nothing changes', async () => {
    // greta bids next: alice's panel offers nothing, so the forged id is made from the post's.
    const players = new TablePlayers(table, thread, ['alice', 'greta'], 1);
    const before = await storedState(table, gameId);
    const post = await players.boardAt(before.version);
    const alice = table.user('alice');
    const panel = await (await alice.click(post, 'Act')).reply(WAIT);
    const forged = forgeDo(table, panel, 'bd.6', post);
    await (await alice.click(panel.id, forged)).response(WAIT);
    const answered = await alice.waitForMessage(
      (m) => m.id === panel.id && m.content !== panel.content,
      WAIT,
    );
    const reason = errorText({ code: 'NOT_YOUR_TURN', data: { player: GRETA } }, namesOf(before), 'en');
    expect(answered.content.split('\n')).toContain(reason);
    expect(answered.content).not.toContain(topicLine(ACTION_ENTRIES.bid.help, 'en'));
    expect(answered.content).not.toMatch(/`\/kogge rules topic:/);
    expect(await storedState(table, gameId)).toEqual(before);
  });
});
