// K-46 trades between players and K-45 raids, played through the panels: the test lets the
// simulated players play until a panel offers the trade (or the raid on a cog), then acts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeenMessage } from '../../src/local-discord';
import { customIds, openBotTable, openGame, type BotTable, WAIT } from './harness';
import { TablePlayers, versionOf, type Stop } from './players';

describe('trades between players and raids, through the panels', () => {
  let table: BotTable;
  beforeAll(async () => {
    table = await openBotTable(['alice', 'bob', 'carol']);
  });
  afterAll(() => table.stop());

  const control = (panel: SeenMessage, pattern: RegExp) => {
    const found = customIds(panel).find((c) => pattern.test(c.id));
    if (!found) throw new Error(`no ${pattern} on: ${panel.content}`);
    return found;
  };
  const reread = (name: string, thread: string, panel: SeenMessage) =>
    table
      .user(name)
      .sees(thread)
      .find((m) => m.id === panel.id)!;

  async function applyClick(
    players: TablePlayers,
    name: string,
    panel: SeenMessage,
    pattern: RegExp,
    value?: string,
  ) {
    const c = control(panel, pattern);
    const actor = table.user(name);
    const handle = value
      ? await actor.select(panel, c.id, [value])
      : await actor.click(panel, c.label ?? c.id);
    await handle.response(WAIT);
    return players.boardAt(versionOf(c.id) + 1);
  }

  it('K-46: an offer reaches its partner by a ping; one is accepted by button, one declined', async () => {
    const { thread } = await openGame(table, 'alice', ['bob']);
    const players = new TablePlayers(table, thread, ['alice', 'bob'], 11, {
      stopWhen: (panel) => customIds(panel).some((c) => /\|nav\|offer$/.test(c.id)),
    });
    const stop = (await players.playUntil()) as Stop;
    expect(stop.panel).toBeDefined();
    const from = stop.name;
    const to = from === 'alice' ? 'bob' : 'alice';
    const offerer = table.user(from);
    const offer = async (ask: boolean) => {
      let panel = reread(from, thread, stop.panel);
      await (await offerer.click(panel, 'Offer a trade')).response(WAIT);
      panel = reread(from, thread, panel);
      const give = control(panel, /\|pick\|ogive\|/);
      await (await offerer.select(panel, give.id, [give.options![0].value])).response(WAIT);
      panel = reread(from, thread, panel);
      if (ask) {
        const want = control(panel, /\|pick\|oask\|/);
        await (await offerer.select(panel, want.id, [want.options![0].value])).response(WAIT);
        panel = reread(from, thread, panel);
      }
      expect(panel.content).toMatch(/you give .+; you get/);
      return applyClick(players, from, panel, /\|do\|ot\./);
    };
    await offer(false);
    await offer(true);
    const notices = table
      .user(to)
      .pings()
      .filter((m) => /offers you a trade/.test(m.content));
    expect(notices).toHaveLength(2);
    // The terms stay between the two: the public notice names no goods.
    expect(notices[0].content).not.toMatch(/give|get|ore|fur|amber|salt/);
    const partner = table.user(to);
    let panel = await (await partner.click(notices[0], 'Act')).reply(WAIT);
    await (await partner.click(panel, 'Trade offers (2)')).response(WAIT);
    panel = reread(to, thread, panel);
    expect(panel.content).toMatch(/#1 from \w+: you get/);
    // Declined first: accepting #1 may leave the offerer unable to pay #2, which then lapses.
    await applyClick(players, to, panel, /\|do\|dt\.2$/);
    panel = await partner.waitForMessage(
      (m) => m.id === panel.id && /\|nav\|/.test(JSON.stringify(m.components)),
      WAIT,
    );
    await (await partner.click(panel, 'Trade offers (1)')).response(WAIT);
    panel = reread(to, thread, panel);
    await applyClick(players, to, panel, /\|do\|at\.1$/);
    const log = players.latestPost().content;
    expect(log).toContain(`${to} accepted ${from}'s trade`);
    expect(log).toContain(`${to} declined ${from}'s trade`);
    // Each public notice now says how its offer ended, and has no button left.
    const ended = (notice: SeenMessage, text: string) =>
      table.discord.waitForMessage(
        (m) => m.id === notice.id && m.content === text && m.components.length === 0,
        WAIT,
      );
    await ended(notices[1], `${from}'s trade offer to ${to}: declined.`);
    await ended(notices[0], `${from}'s trade offer to ${to}: accepted.`);
  }, 240_000);

  it('K-45: a raid on a cog: the victim splits, the raider picks a pile, another sends the raider on, each pinged', async () => {
    const { thread } = await openGame(table, 'alice', ['bob', 'carol']);
    const names = ['alice', 'bob', 'carol'];
    const players = new TablePlayers(table, thread, names, 21, {
      raid: 40,
      stopWhen: (panel) => customIds(panel).some((c) => /\|do\|rd\.c\d$/.test(c.id)),
    });
    const stop = (await players.playUntil()) as Stop;
    const raider = stop.name;
    const raid = control(stop.panel, /\|do\|rd\.c\d$/);
    // "A · Raid alice": lettered as on the raider's board (issue 38).
    const victim = raid.label!.replace(/^([A-Z] · )?Raid /, '');
    await applyClick(players, raider, stop.panel, /\|do\|rd\.c\d$/);
    let post = players.latestPost();
    expect(post.mentions).toEqual([table.user(victim).id]);
    expect(post.content).toMatch(/split your goods/);
    let panel = await (await table.user(victim).click(post, 'Act')).reply(WAIT);
    const split = control(panel, /\|do\|\d$/);
    await applyClick(players, victim, panel, /\|do\|\d$/, split.options![0].value);
    post = players.latestPost();
    expect(post.mentions).toEqual([table.user(raider).id]);
    panel = await (await table.user(raider).click(post, 'Act')).reply(WAIT);
    await applyClick(players, raider, panel, /\|do\|tp\.0$/);
    const lines = players.latestPost().content;
    expect(lines).toContain(`${raider} raided ${victim}`);
    expect(lines).toMatch(new RegExp(`${victim} split their goods: \\d+ and \\d+`));
    expect(lines).toMatch(new RegExp(`${raider} took \\d+ goods? from ${victim}`));
    // K-45: the raider's cog is sent on by another player, pinged for it.
    post = players.latestPost();
    expect(post.content).toMatch(/move the raider's cog/);
    const mover = names.find((n) => table.user(n).id === post.mentions[0])!;
    expect(mover).not.toBe(raider);
    panel = await (await table.user(mover).click(post, 'Act')).reply(WAIT);
    await applyClick(players, mover, panel, /\|do\|mr\.\d$/);
    expect(players.latestPost().content).toMatch(new RegExp(`${mover} (sent|tried to send) ${raider}`));
  }, 240_000);
});
