// Bad input in the advanced game, typed by a keyboard player (K-71 … K-73): a look without
// payment, an office trade asking goods the office lacks or offering goods not held, a conflict
// bid of markers not held.
// Each gets a clear sentence only its author sees, and the game stays as it was; the same
// subcommands then do the right thing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameState } from '../../src/engine/index';
import { encodeMove } from '../../src/bot/action-codec';
import { addOffice, atTurn, goods, placeCog, setGoods, setHand, setSquares } from '../engine/helpers';
import { atGuildMaster } from '../engine/advanced/helpers';
import { openBotTable, openGame, type BotTable, WAIT } from './harness';
import { forgeDo } from './forged-panel';
import { TablePlayers } from './players';
import { pastStart, preparePosition, storedState } from './prepared';

const ALICE = 0;
const BOB = 1;

describe('bad input in the advanced game, typed', () => {
  let table: BotTable;
  let thread: string;
  let gameId: string;
  let players: TablePlayers;
  beforeAll(async () => {
    table = await openBotTable(['alice', 'bob']);
    ({ thread } = await openGame(table, 'alice', ['bob'], 'offices:true conflicts:true memory:true'));
    // alice's turn in Stralsund (6), routes face down and unknown; bob's cog and his office
    // (1 amber) there too.
    ({ gameId } = await preparePosition(table, thread, 'alice', (state: GameState) => {
      let s = pastStart(state, [1, 5]);
      s.order = [ALICE, BOB];
      s = setSquares(s, 6, [2, 8], [false, false], [[], []]);
      s = placeCog(placeCog(s, ALICE, 6), BOB, 6);
      s = addOffice(s, 6, BOB, { amber: 1 });
      s = setHand(setHand(s, ALICE, [7, 6, 1]), BOB, [5, 4, 4]);
      s = setGoods(setGoods(s, ALICE, { salt: 2 }), BOB, { ore: 1 });
      return atTurn(s, ALICE);
    }));
    players = new TablePlayers(table, thread, ['alice', 'bob'], 1);
  }, 120_000);
  afterAll(() => table.stop());

  /** Types a line as `name`; returns the answer after checking only `name` sees it. */
  async function typed(name: string, line: string): Promise<string> {
    const reply = await (await table.user(name).slash(line, { in: thread })).reply(WAIT);
    expect(reply.ephemeralFor).toBe(table.user(name).id);
    return reply.content;
  }

  /** Runs `bad` and checks that the stored game did not change at all. */
  async function unchanged(bad: () => Promise<string>): Promise<string> {
    const before = await storedState(table, gameId);
    const answer = await bad();
    expect(await storedState(table, gameId)).toEqual(before);
    return answer;
  }

  it('K-73.8: a look without payment is refused with a sentence and changes nothing; paid, it is done', async () => {
    // Issue 22: a refusal by the rules ends with the rules topic of its action's entry.
    expect(await unchanged(() => typed('alice', '/kogge look pay:la.'))).toBe(
      'That move costs 1; you offered 0.\nRules: `/kogge rules topic:Memory (advanced)`',
    );
    expect(await unchanged(() => typed('alice', '/kogge look pay:nothing'))).toMatch(
      /^I did not understand "nothing" for \/kogge look; .* The game is unchanged\.$/,
    );
    expect(await typed('alice', '/kogge look pay:"look · pay 1 salt"')).toBe('Done: look · pay 1 salt.');
    const after = await storedState(table, gameId);
    expect(after.cities[6].squares.map((s) => s.knownBy)).toEqual([[ALICE], [ALICE]]);
  });

  it('K-71 N-74: an office trade asking goods the office lacks is refused with a sentence and changes nothing', async () => {
    expect(
      await unchanged(() =>
        typed('alice', '/kogge offer player:@bob give:"1 salt" get:"2 amber" office:true'),
      ),
    ).toBe(
      'The office in Stralsund does not hold those goods.\nRules: `/kogge rules topic:Trading with offices (advanced)`',
    );
    expect(await unchanged(() => typed('bob', '/kogge offer player:@alice give:"1 ore" office:true'))).toBe(
      'alice has no office in your city to trade with. The game is unchanged.',
    );
    // Issue 22: an office offer refused by a code any trade has still names office trading.
    expect(
      await unchanged(() =>
        typed('alice', '/kogge offer player:@bob give:"5 salt" get:"1 amber" office:true'),
      ),
    ).toBe('You cannot pay for that.\nRules: `/kogge rules topic:Trading with offices (advanced)`');
    // Control: the same terms to bob's cog name trading between players.
    expect(
      await unchanged(() => typed('alice', '/kogge offer player:@bob give:"5 salt" get:"1 amber"')),
    ).toBe('You cannot pay for that.\nRules: `/kogge rules topic:Trading between players`');
    const sent = await typed('alice', '/kogge offer player:@bob give:"1 salt" get:"1 amber" office:true');
    expect(sent).toMatch(/^#1 to bob's office in Stralsund: you give 1 salt/);
    expect((await storedState(table, gameId)).offers[0]).toMatchObject({ to: BOB, office: { city: 6 } });
  });

  it('K-71: the same office offer clicked (a forged panel button) names office trading too; nothing changes', async () => {
    const alice = table.user('alice');
    const before = await storedState(table, gameId);
    const panel = await (await alice.click(players.latestPost(), 'Act')).reply(WAIT);
    const give = { goods: goods({ salt: 5 }), markers: [] };
    const receive = { goods: goods({ amber: 1 }), markers: [] };
    const move = {
      type: 'offerTrade' as const,
      to: BOB,
      give,
      receive,
      office: { city: 6, slot: officeSlot(before) },
    };
    const forged = forgeDo(table, panel, encodeMove(move));
    await (await alice.click(panel.id, forged)).response(WAIT);
    const answered = await alice.waitForMessage(
      (m) => m.id === panel.id && m.content !== panel.content,
      WAIT,
    );
    expect(answered.content).toContain(
      'You cannot pay for that.\nRules: `/kogge rules topic:Trading with offices (advanced)`',
    );
    expect(await storedState(table, gameId)).toEqual(before);
  });

  it('K-72.6: a conflict bid of markers not held is refused with a sentence and changes nothing', async () => {
    expect(await typed('alice', '/kogge end')).toBe('Done: End turn.');
    expect(await typed('alice', '/kogge conflict decision:"Challenge bob"')).toBe('Done: Challenge bob.');
    expect(await unchanged(() => typed('alice', '/kogge bid markers:"8 8"'))).toBe(
      'You do not hold the route markers 8+8.\nRules: `/kogge rules topic:Conflicts (advanced)`',
    );
    expect(await typed('alice', '/kogge bid markers:"7 6"')).toBe('Done: bid 7+6.');
    const state = await storedState(table, gameId);
    expect(state.phase.kind === 'conflict' && state.phase.conflict.bids[0]).toEqual([7, 6]);
    // The public post says only that a bid was chosen.
    expect(players.latestPost().content).not.toMatch(/7\+6|7, 6/);
  });
});

describe('K-70: the tax, typed', () => {
  let table: BotTable;
  afterAll(() => table.stop());

  it('a good not held is not understood and changes nothing; /kogge tax pays the good named', async () => {
    table = await openBotTable(['alice', 'bob']);
    const { thread } = await openGame(table, 'alice', ['bob'], 'taxes:true');
    const { gameId } = await preparePosition(table, thread, 'alice', (state: GameState) => {
      let s = atGuildMaster(pastStart(state, [1, 5]), 2);
      s.order = [ALICE, BOB];
      s = placeCog(setGoods(s, ALICE, {}), ALICE, 0);
      return placeCog(setGoods(s, BOB, { ore: 1, amber: 2 }), BOB, 3);
    });
    const say = async (name: string, line: string) =>
      (await (await table.user(name).slash(line, { in: thread })).reply(WAIT)).content;
    expect(await say('bob', '/kogge tax good:ore')).toBe(
      'You cannot use /kogge tax right now. The game is unchanged.',
    );
    // The choice's label carries its letter on the panel's board (issue 38).
    expect(await say('alice', '/kogge guild choice:"1 → Reval"')).toBe('Done: A · 1 → Reval.');
    const before = await storedState(table, gameId);
    expect(await say('bob', '/kogge tax good:salt')).toMatch(
      /^I did not understand "salt" for \/kogge tax; .* The game is unchanged\.$/,
    );
    expect(await storedState(table, gameId)).toEqual(before);
    expect(await say('bob', '/kogge tax good:amber')).toBe('Done: pay 1 amber.');
    expect((await storedState(table, gameId)).players[BOB].goods).toEqual(goods({ ore: 1, amber: 1 }));
  }, 120_000);
});

/** Bob's office slot in Stralsund (6). */
function officeSlot(state: GameState): 0 | 1 {
  return state.cities[6].offices.findIndex((o) => o.owner === BOB) as 0 | 1;
}
