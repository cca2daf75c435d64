// Issue 14 end to end: one simulated person and three computer players play a 4-player game
// through the local Discord to its final post; and the computer players' moves tell the
// thread nothing a person's would not (K-60): no private line of any seat, no board image
// other than the one drawn from the public view.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playerView, type GameState } from '../../src/engine/index';
import { handText } from '../../src/bot/handlers/hand';
import { openBotTable, type BotTable } from './harness';
import { playWithComputers, startWithComputers } from './computer-table';
import { gameIdIn, privateLines, scanImages, scanTexts, statesOf } from './secret-scan';

/** What each computer seat would have been shown as its hand, at every state of the game. */
function computerSecrets(states: GameState[], seats: number[], locale: string): string[] {
  const lines = new Set<string>();
  for (const state of states.filter(Boolean))
    for (const seat of seats)
      for (const line of handText(playerView(state, seat), locale).split('\n'))
        if (/^(Goods on your cog|Route markers:|Face-down routes you know)/.test(line)) lines.add(line);
  return [...lines];
}

describe('a game of one person and three computer players', () => {
  let table: BotTable;
  let thread: string;
  beforeAll(async () => {
    table = await openBotTable(['alice', 'eve']);
  });
  afterAll(() => table.stop());

  it('plays from /kogge new computers:3 to the final post with four scores', async () => {
    thread = await startWithComputers(table, 'alice', 'computers:3 level:heuristic');
    const started = performance.now();
    const { final, players } = await playWithComputers(table, thread, ['alice'], 11);
    console.log(
      `1 person, 3 computer players: alice took ${players.actions} actions, ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    expect(final.content).toMatch(/Game over/);
    expect(final.content.match(/^\d\. .+: \d+ VP/gm)).toHaveLength(4);
    expect(final.content).toMatch(/Wolter/);
  }, 600_000);

  it('K-60: the thread shows no private line of any seat, and only public boards', async () => {
    const seen = table.user('eve').sees(thread);
    const { states, record } = await statesOf(table.databaseFile, gameIdIn(seen));
    const secrets = [...privateLines(table, thread), ...computerSecrets(states, [1, 2, 3], record.locale)];
    expect(secrets.filter((s) => s.startsWith('Goods on your cog')).length).toBeGreaterThan(3);
    expect(scanTexts(seen, secrets)).toEqual([]);
    expect(await scanImages(seen, states, record.locale, 12)).toEqual([]);
  }, 300_000);

  it("control: a computer player's hand line planted in the thread is caught", async () => {
    const seen = table.user('eve').sees(thread);
    const { states, record } = await statesOf(table.databaseFile, gameIdIn(seen));
    const secret = computerSecrets(states, [2], record.locale).find((s) => s.startsWith('Route markers:'));
    if (!secret) throw new Error('no route markers line for seat 2');
    const channel = await table.bot.client.channels.fetch(thread);
    if (!channel?.isSendable()) throw new Error('no thread');
    const planted = await channel.send({ content: `Note: ${secret}` });
    const secrets = [...privateLines(table, thread), ...computerSecrets(states, [1, 2, 3], record.locale)];
    const findings = scanTexts(table.user('eve').sees(thread), secrets);
    expect(findings.map((f) => f.messageId)).toContain(planted.id);
    await planted.delete();
  }, 120_000);
});
