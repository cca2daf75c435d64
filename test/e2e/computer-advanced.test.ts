// The advanced game (K-70 … K-73) with computer players: every tax, start swap, conflict,
// secret bid, demand and push a computer seat owes is answered by it, and a game of one
// person and three computer players reaches its final post.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBotTable, type BotTable } from './harness';
import { playWithComputers, startWithComputers, storedGame } from './computer-table';
import { gameIdIn } from './secret-scan';

describe('the advanced game with computer players', () => {
  let table: BotTable;
  beforeAll(async () => {
    table = await openBotTable(['alice']);
  });
  afterAll(() => table.stop());

  it('plays one person and three computer players to the final post, all four rules on', async () => {
    const thread = await startWithComputers(
      table,
      'alice',
      'computers:3 level:heuristic taxes:true offices:true conflicts:true memory:true',
    );
    const { final } = await playWithComputers(table, thread, ['alice'], 13);
    expect(final.content).toMatch(/Game over/);
    const record = await storedGame(table, gameIdIn(table.user('alice').sees(thread)));
    expect(record.settings.rules).toEqual(['taxes', 'offices', 'conflicts', 'memory']);
    // The computer seats answered the advanced game's own decisions too.
    const theirs = new Set(record.actions.filter((a) => a.player > 0).map((a) => a.type));
    expect(theirs.size).toBeGreaterThan(5);
    const advanced = ['payTax', 'startSwap', 'conflictBid', 'declineConflict', 'demandGoods', 'pushLoser'];
    expect(advanced.filter((type) => theirs.has(type as never)).length).toBeGreaterThan(0);
    console.log(`advanced, computer seats' action types: ${[...theirs].sort().join(', ')}`);
  }, 600_000);
});
