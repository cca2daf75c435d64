import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBotTable, openGame, type BotTable } from './harness';
import { TablePlayers } from './players';
import { gameIdIn, privateLines, scanImages, scanTexts, statesOf } from './secret-scan';

describe('full games through the panels, from /kogge new to the winner', () => {
  let table: BotTable;
  beforeAll(async () => {
    table = await openBotTable(['alice', 'bob', 'carol', 'dave', 'eve']);
  });
  afterAll(() => table.stop());

  /**
   * K-60 over the whole thread as eve, who does not play, sees it (see secrets.test.ts):
   * every public text and every public image (a 4-player game's ~80 take ~5 s of CPU).
   */
  async function expectNoSecret(thread: string) {
    const seen = table.user('eve').sees(thread);
    const secrets = privateLines(table, thread);
    expect(secrets.length).toBeGreaterThan(0);
    expect(scanTexts(seen, secrets)).toEqual([]);
    const { states, record } = await statesOf(table.databaseFile, gameIdIn(seen));
    const cpu = process.cpuUsage();
    expect(await scanImages(seen, states, record.locale)).toEqual([]);
    const used = process.cpuUsage(cpu);
    const images = seen.filter((m) => !m.ephemeralFor).flatMap((m) => m.attachments).length;
    expect(images).toBeGreaterThan(10);
    console.log(`scanned ${images} public images: ${((used.user + used.system) / 1e6).toFixed(1)} s CPU`);
  }

  it('plays a 2-player game to its final post with the VP table and the winner, no secret in any public text or image (K-60)', async () => {
    const { thread } = await openGame(table, 'alice', ['bob']);
    const players = new TablePlayers(table, thread, ['alice', 'bob'], 2);
    const started = performance.now();
    const final = await players.playToEnd();
    console.log(
      `2 players: ${players.actions} actions, ${players.clicks} clicks, ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    expect(final.content).toMatch(/Game over/);
    expect(final.content).toMatch(/1\. (alice|bob): \d+ VP/);
    await expectNoSecret(thread);
  }, 300_000);

  it.each([
    [3, ['bob', 'carol']],
    [4, ['bob', 'carol', 'dave']],
  ])(
    'plays a %i-player game to its final post, no secret in any public text or image (K-60)',
    async (count, others) => {
      const { thread } = await openGame(table, 'alice', others);
      const players = new TablePlayers(table, thread, ['alice', ...others], count);
      const started = performance.now();
      const final = await players.playToEnd();
      console.log(
        `${count} players: ${players.actions} actions, ${players.clicks} clicks, ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
      expect(final.content).toMatch(/Game over/);
      expect(final.content.match(/^\d\. \w+: \d+ VP/gm)).toHaveLength(count);
      await expectNoSecret(thread);
    },
    300_000,
  );
});
