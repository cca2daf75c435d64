// The advanced game's prompts through the local Discord, each from a prepared position (see
// prepared.ts) and then played only by clicking what the messages show: a tax paid (K-70), a
// conflict's secret bids (K-72) and a paid look at face-down routes in Memory (K-73). The
// secrets are searched for in everything the other player and a spectator can see, and each
// scan is shown to catch a planted leak.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameState } from '../../src/engine/index';
import { cityName, t } from '../../src/i18n/index';
import type { SeenMessage } from '../../src/local-discord';
import {
  addOffice,
  goods,
  placeCog,
  setCityGoods,
  setGoods,
  setHand,
  setSquares,
  atTurn,
} from '../engine/helpers';
import { atGuildMaster } from '../engine/advanced/helpers';
import { openBotTable, openGame, type BotTable, WAIT } from './harness';
import { TablePlayers, versionOf } from './players';
import { control, leaksIn, pastStart, preparePosition, storedState } from './prepared';

const ALICE = 0;
const BOB = 1;

describe('the advanced prompts on Discord', () => {
  let table: BotTable;
  beforeAll(async () => {
    table = await openBotTable(['alice', 'bob', 'eve']);
  });
  afterAll(() => table.stop());

  const reread = (name: string, thread: string, panel: SeenMessage) =>
    table
      .user(name)
      .sees(thread)
      .find((m) => m.id === panel.id)!;

  /** Clicks (or selects in) the control matching `pattern`; waits for the board it leads to. */
  async function act(
    players: TablePlayers,
    name: string,
    panel: SeenMessage,
    pattern: RegExp,
    values?: string[],
  ): Promise<SeenMessage> {
    const c = control(panel, pattern);
    const actor = table.user(name);
    const handle = values
      ? await actor.select(panel, c.id, values)
      : await actor.click(panel, c.label ?? c.id);
    await handle.response(WAIT);
    return players.boardAt(versionOf(c.id) + 1);
  }

  const openPanel = async (name: string, post: SeenMessage) =>
    (await table.user(name).click(post, 'Act')).reply(WAIT);

  it("K-70: after the guild master's move the cog's owner is asked for a tax; the good and the city's other goods go to the reserve", async () => {
    const { thread } = await openGame(table, 'alice', ['bob'], 'taxes:true');
    // The guild master one step before Reval (fur); bob's cog there with ore and amber.
    const { gameId, post } = await preparePosition(table, thread, 'alice', (state) => {
      let s = atGuildMaster(pastStart(state, [1, 5]), 2);
      s.order = [ALICE, BOB];
      s = setCityGoods(s, 3, { fur: 2, ore: 3, salt: 1 });
      s = placeCog(setGoods(s, ALICE, {}), ALICE, 0);
      return placeCog(setGoods(s, BOB, { ore: 1, amber: 2 }), BOB, 3);
    });
    const players = new TablePlayers(table, thread, ['alice', 'bob'], 1);
    expect(post.mentions).toEqual([table.user('alice').id]);
    await act(players, 'alice', await openPanel('alice', post), /\|do\|gm\.1$/);
    const asked = players.latestPost();
    expect(asked.mentions).toEqual([table.user('bob').id]);
    expect(asked.content).toMatch(/pay a tax/);
    const panel = await openPanel('bob', asked);
    expect(panel.content).toContain('Taxes in Reval: pay one good.');
    expect(panel.ephemeralFor).toBe(table.user('bob').id);
    // Only the goods bob holds are offered (beside the coach's Hint, issue 26).
    const offered = panel.components.flatMap((row) =>
      ((row as { components?: { label?: string }[] }).components ?? []).map((c) => c.label),
    );
    expect(offered).toEqual(['ore', 'amber', 'Hint']);
    await act(players, 'bob', panel, /\|do\|px\.a$/);
    expect(players.latestPost().content).toContain('bob paid 1 amber in tax');
    const after = await storedState(table, gameId);
    expect(after.players[BOB].goods).toEqual(goods({ ore: 1, amber: 1 }));
    // Reval keeps its own kind: its 2 fur and the guild master's 2; the ore and salt are gone.
    expect(after.cities[3].goods).toEqual(goods({ fur: 4 }));
    expect(after.phase.kind).toBe('turn');
    const hand = await (await table.user('bob').click(players.latestPost(), 'My hand')).reply(WAIT);
    expect(hand.content).toMatch(/Goods on your cog: .*1 ore.*1 amber|Goods on your cog: .*1 amber.*1 ore/);
  }, 240_000);

  it("K-71: offers to bob's office built in alice's panel; one declined changes nothing, one accepted trades", async () => {
    const { thread } = await openGame(table, 'alice', ['bob'], 'offices:true');
    // alice's turn in Stralsund (6), where bob owns an office with 2 amber and 1 ore; bob's cog is away.
    const { gameId, post } = await preparePosition(table, thread, 'alice', (state) => {
      let s = pastStart(state, [1, 5]);
      s.order = [ALICE, BOB];
      s = placeCog(placeCog(s, ALICE, 6), BOB, 2);
      s = addOffice(s, 6, BOB, { amber: 2, ore: 1 });
      return atTurn(setGoods(setGoods(s, ALICE, { salt: 2 }), BOB, {}), ALICE);
    });
    const players = new TablePlayers(table, thread, ['alice', 'bob'], 1);
    const alice = table.user('alice');
    const panel = await openPanel('alice', post);
    const offer = async (ask: string) => {
      let builder = reread('alice', thread, panel);
      await (await alice.click(builder, 'Offer a trade')).response(WAIT);
      builder = reread('alice', thread, builder);
      // Only the office's goods can be asked for.
      const want = control(builder, /\|pick\|oask\|/);
      expect(want.options!.filter((o) => !o.label.startsWith('route marker')).map((o) => o.label)).toEqual([
        '1 ore',
        '1 amber',
      ]);
      const give = control(builder, /\|pick\|ogive\|/);
      await (await alice.select(builder, give.id, ['gs'])).response(WAIT);
      builder = reread('alice', thread, builder);
      const asked = control(builder, /\|pick\|oask\|/);
      await (await alice.select(builder, asked.id, [ask])).response(WAIT);
      builder = reread('alice', thread, builder);
      expect(builder.content).toMatch(
        /To bob's office in Stralsund: you give 1 salt.*; you get 1 (amber|ore)/,
      );
      return act(players, 'alice', builder, /\|do\|ot\./);
    };
    await offer('ga');
    await offer('go');
    const notices = table
      .user('bob')
      .pings()
      .filter((m) => /offers you a trade/.test(m.content));
    expect(notices).toHaveLength(2);
    const bob = table.user('bob');
    let offers = await openPanel('bob', notices[1]);
    await (await bob.click(offers, 'Trade offers (2)')).response(WAIT);
    offers = reread('bob', thread, offers);
    expect(offers.content).toContain('#1 from alice to your office in Stralsund: you get 1 salt');
    const before = await storedState(table, gameId);
    await act(players, 'bob', offers, /\|do\|dt\.2$/);
    const declined = await storedState(table, gameId);
    // K-71.2: declined, nothing moves: the same holdings, offices, city goods and reserve.
    expect(declined.players).toEqual(before.players);
    expect(declined.cities).toEqual(before.cities);
    expect(declined.reserve).toEqual(before.reserve);
    expect(declined.offers.map((o) => o.id)).toEqual([1]);
    offers = await bob.waitForMessage(
      (m) => m.id === offers.id && /Trade offers \(1\)/.test(JSON.stringify(m.components)),
      WAIT,
    );
    await (await bob.click(offers, 'Trade offers (1)')).response(WAIT);
    offers = reread('bob', thread, offers);
    await act(players, 'bob', offers, /\|do\|at\.1$/);
    const accepted = await storedState(table, gameId);
    expect(accepted.players[ALICE].goods).toEqual(goods({ salt: 1, amber: 1 }));
    expect(accepted.cities[6].offices.find((o) => o.owner === BOB)?.goods).toEqual(
      goods({ salt: 1, amber: 1, ore: 1 }),
    );
    const log = players.latestPost().content;
    expect(log).toContain("bob declined alice's trade");
    expect(log).toContain("bob accepted alice's trade");
  }, 240_000);

  describe('K-72: a conflict with secret bids', () => {
    let thread: string;
    let gameId: string;
    let players: TablePlayers;
    const aliceBid = '7+6+1';
    const secrets = [aliceBid, `Your bid: ${aliceBid}`];
    const lookers = () => [...table.user('bob').sees(thread), ...table.user('eve').sees(thread)];

    beforeAll(async () => {
      ({ thread } = await openGame(table, 'alice', ['bob'], 'conflicts:true'));
      // alice's turn, both cogs in Hamburg (4); hands that make alice's bid recognisable.
      const prepared = await preparePosition(table, thread, 'alice', (state: GameState) => {
        let s = pastStart(state, [1, 5]);
        s.order = [ALICE, BOB];
        s = placeCog(placeCog(s, ALICE, 4), BOB, 4);
        s = setHand(setHand(s, ALICE, [7, 6, 1]), BOB, [5, 4, 4]);
        s = setGoods(setGoods(s, ALICE, { fur: 1 }), BOB, { ore: 2, salt: 1 });
        return atTurn(s, ALICE);
      });
      gameId = prepared.gameId;
      players = new TablePlayers(table, thread, ['alice', 'bob'], 1);
      await act(players, 'alice', await openPanel('alice', prepared.post), /\|do\|et$/);
      const window = players.latestPost();
      expect(window.mentions).toEqual([table.user('alice').id]);
      await act(players, 'alice', await openPanel('alice', window), /\|do\|ch\.1$/);
      // Both are asked for a bid at once; alice chooses hers first.
      const bids = players.latestPost();
      expect(new Set(bids.mentions)).toEqual(new Set([table.user('alice').id, table.user('bob').id]));
      let panel = await openPanel('alice', bids);
      const pick = control(panel, /\|pick\|bid/);
      await (
        await table.user('alice').select(
          panel,
          pick.id,
          pick.options!.map((o) => o.value),
        )
      ).response(WAIT);
      panel = reread('alice', thread, panel);
      expect(panel.content).toContain(`Your bid: ${aliceBid}.`);
      await act(players, 'alice', panel, /\|do\|cb\.761$/);
      // bob and a spectator look at everything they can: the post, a panel, the hand, the board.
      const post = players.latestPost();
      await openPanel('bob', post);
      await (await table.user('bob').click(post, 'My hand')).reply(WAIT);
      await openPanel('eve', post);
      await (await table.user('eve').slash('/kogge board', { in: thread })).reply(WAIT);
    }, 240_000);

    it('K-72 N-77: before the resolution neither bob nor a spectator can read alice’s bid anywhere', () => {
      // The scan is not vacuous: alice's own panel shows the bid.
      expect(leaksIn(table.user('alice').sees(thread), secrets)).not.toEqual([]);
      expect(leaksIn(lookers(), secrets)).toEqual([]);
      expect(players.latestPost().content).toMatch(/alice chose a secret bid/);
    });

    it('control: alice’s bid planted in a public message is caught by the same scan', async () => {
      const channel = await table.bot.client.channels.fetch(thread);
      if (!channel?.isSendable()) throw new Error('no thread');
      const planted = await channel.send({ content: `Psst: Your bid: ${aliceBid}.` });
      expect(leaksIn(table.user('eve').sees(thread), secrets)).toEqual([planted.id]);
      expect(leaksIn(table.user('bob').sees(thread), secrets)).toEqual([planted.id]);
      await planted.delete();
    });

    it('K-72.7 K-72.9: when bob has bid too, the higher bid wins and each keeps the markers the other bid', async () => {
      let panel = await openPanel('bob', players.latestPost());
      const pick = control(panel, /\|pick\|bid/);
      const five = pick.options!.find((o) => o.label === 'route marker 5')!;
      await (await table.user('bob').select(panel, pick.id, [five.value])).response(WAIT);
      panel = reread('bob', thread, panel);
      await act(players, 'bob', panel, /\|do\|cb\.5$/);
      expect(players.latestPost().content).toContain('alice won the conflict against bob');
      const state = await storedState(table, gameId);
      expect(state.players[ALICE].markers).toEqual([0, 0, 0, 0, 0, 1, 0, 0, 0]);
      expect(state.players[BOB].markers).toEqual([0, 1, 0, 0, 2, 0, 1, 1, 0]);
      expect(state.phase.kind === 'conflict' && state.phase.conflict.stage).toBe('demand');
    });
  });

  describe('K-73: a paid look in Memory', () => {
    let thread: string;
    const routeLine = (side: 0 | 1, value: number) =>
      t('hand.text.route', { city: cityName(3, 'en'), side: t(`side.${side}`, {}, 'en'), value }, 'en');
    const secrets = [routeLine(0, 6), routeLine(1, 8)];
    const lookers = () => [...table.user('bob').sees(thread), ...table.user('eve').sees(thread)];

    beforeAll(async () => {
      ({ thread } = await openGame(table, 'alice', ['bob'], 'memory:true'));
      // alice's turn in Reval (3), whose two markers lie face down, known to nobody.
      const { post } = await preparePosition(table, thread, 'alice', (state: GameState) => {
        let s = pastStart(state, [1, 5]);
        s.order = [ALICE, BOB];
        s = setSquares(s, 3, [6, 8], [false, false], [[], []]);
        s = placeCog(placeCog(setGoods(s, ALICE, { ore: 2 }), ALICE, 3), BOB, 0);
        return atTurn(s, ALICE);
      });
      const players = new TablePlayers(table, thread, ['alice', 'bob'], 1);
      const alice = table.user('alice');
      let panel = await openPanel('alice', post);
      await (await alice.click(panel, 'Look at the routes (pay 1)')).response(WAIT);
      panel = reread('alice', thread, panel);
      const pay = control(panel, /\|do$/);
      const ore = pay.options!.find((o) => o.label === 'ore')!;
      await act(players, 'alice', panel, /\|do$/, [ore.value]);
      const latest = players.latestPost();
      await (await alice.click(latest, 'My hand')).reply(WAIT);
      await (await table.user('bob').click(latest, 'My hand')).reply(WAIT);
      await (await table.user('eve').click(latest, 'Act')).reply(WAIT);
      await (await table.user('eve').slash('/kogge board', { in: thread })).reply(WAIT);
    }, 240_000);

    it("K-73.8: the routes looked at are in alice's hand and in nothing bob or a spectator can see", () => {
      const hand = table
        .user('alice')
        .sees(thread)
        .filter((m) => m.ephemeralFor && m.content.startsWith('Goods on your cog'))
        .at(-1)!;
      for (const s of secrets) expect(hand.content).toContain(s);
      expect(leaksIn(lookers(), secrets)).toEqual([]);
      const bobHand = table
        .user('bob')
        .sees(thread)
        .filter((m) => m.content.startsWith('Goods on your cog'))
        .at(-1)!;
      expect(bobHand.content).not.toContain('Reval');
      // The look itself is public, what it showed is not.
      expect(
        table
          .user('eve')
          .sees(thread)
          .some((m) => m.content.includes('alice paid to look at the routes of Reval')),
      ).toBe(true);
    });

    it("control: alice's route line planted in a public message is caught by the same scan", async () => {
      const channel = await table.bot.client.channels.fetch(thread);
      if (!channel?.isSendable()) throw new Error('no thread');
      const planted = await channel.send({ content: `Heard: ${secrets[1]}` });
      expect(leaksIn(lookers(), secrets)).toContain(planted.id);
      await planted.delete();
    });
  });
});
