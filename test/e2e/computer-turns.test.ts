// Computer players answer through the bot's own path: woken at start-up, they think (here on
// the real worker pool, or a stand-in thinker), and their moves are saved and published like
// anyone's. A fault in a decision is logged and the game waits; the bot still stops cleanly.
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decide, nextActor, randomAction } from '../../src/ai/index';
import { apply, concreteActions, Dice, newGame, seedRng, type GameState } from '../../src/engine/index';
import { enginePlayers, KeyvGameStore, RECORD_VERSION } from '../../src/store/index';
import type { Thinker } from '../../src/bot/computer-turns';
import { openBotTable, openGame, WAIT, type BotTable } from './harness';
import { setSeat, storedGame, untilStored } from './computer-table';

function logSink(lines: Record<string, unknown>[]) {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
}

/** Bob's seat handed to a computer player in the store, then the bot restarted (start-up wakes it). */
async function handBobOver(table: BotTable) {
  const { thread, board } = await openGame(table, 'alice', ['bob']);
  const record = await storedGame(table);
  const bob = record.seats[1];
  if (bob.kind !== 'human') throw new Error('bob sits as a person');
  await setSeat(table, record.id, 1, { ...bob, standIn: 'heuristic' });
  await table.restart();
  return { thread, board, record };
}

describe('computer players on the real worker pool', () => {
  let table: BotTable;
  beforeAll(async () => {
    table = await openBotTable(['alice', 'bob'], ['tavern'], 7);
  });
  afterAll(() => table.stop());

  it('wakes at start-up and answers its seat’s start city, saved and published like a click', async () => {
    const { thread, record } = await handBobOver(table);
    const after = await untilStored(table, record.id, (r) => r.actions.some((a) => a.player === 1));
    expect(after.actions.filter((a) => a.player === 1)[0].type).toBe('chooseStart');
    // Published like anyone's move: a board at the new version.
    const post = await table.discord.waitForMessage(
      (m) =>
        m.channelId === thread &&
        m.attachments.some(
          (a) => Number(/kogge-board-(\d+)/.exec(a.filename)?.[1] ?? 0) >= after.state!.version,
        ),
      WAIT,
    );
    // Alice is still pinged for her choice; the computer player's seat is named, never pinged.
    expect(post.mentions).toEqual([table.user('alice').id]);
    expect(post.content).not.toMatch(/<@computer/);
  }, 120_000);
});

describe('a computer player whose decision fails', () => {
  let table: BotTable;
  const lines: Record<string, unknown>[] = [];
  let asked = 0;
  const failing: Thinker = {
    decide: () => {
      asked += 1;
      return Promise.reject(new Error('the search fell over'));
    },
    close: () => Promise.resolve(),
  };
  beforeAll(async () => {
    table = await openBotTable(['alice', 'bob'], ['tavern'], 8, {
      logger: pino({ level: 'info' }, logSink(lines)),
      thinker: () => failing,
    });
  });
  afterAll(() => table.stop());

  it('is logged, changes nothing, and the game waits while the bot keeps answering', async () => {
    const { thread, record } = await handBobOver(table);
    await untilStored(table, record.id, () =>
      lines.some((l) => l.msg === 'computer player failed; the game waits'),
    );
    expect(lines).toContainEqual(
      expect.objectContaining({ msg: 'computer player failed; the game waits', game: record.id }),
    );
    expect(asked).toBe(1);
    expect((await storedGame(table, record.id)).actions).toEqual([]);
    const post = table
      .user('alice')
      .sees(thread)
      .filter((m) => m.attachments.length > 0)
      .at(-1)!;
    const panel = await (await table.user('alice').click(post, 'Act')).reply(WAIT);
    expect(panel.components.length).toBeGreaterThan(0);
  }, 120_000);
});

describe('a computer player whose answers come too late', () => {
  let table: BotTable;
  let stale = 0;
  let warmed = 0;
  // Outdated twice (as if a person had acted meanwhile), then the real decision in this thread.
  const late: Thinker = {
    decide: (request) => {
      if (stale < 2) {
        stale += 1;
        return Promise.resolve({ kind: 'stale', askedFor: request.view.version, current: -1 });
      }
      const { action, iterations } = decide(request);
      return Promise.resolve({ kind: 'decided', action, iterations, ms: 0, thread: 0 });
    },
    warm: () => {
      warmed += 1;
      return Promise.resolve(true);
    },
    close: () => Promise.resolve(),
  };
  beforeAll(async () => {
    table = await openBotTable(['alice', 'bob'], ['tavern'], 9, { thinker: () => late });
  });
  afterAll(() => table.stop());

  it('asks again for the current state instead of applying an outdated answer', async () => {
    const { record } = await handBobOver(table);
    const after = await untilStored(table, record.id, (r) => r.actions.some((a) => a.player === 1));
    expect(stale).toBe(2);
    expect(after.actions.filter((a) => a.player === 1)).toHaveLength(1);
    // Issue 26: the game's computer seat had its thinker warm a thread ahead of its decisions.
    expect(warmed).toBeGreaterThan(0);
  }, 120_000);
});

/** A state (found by seeded random play) in which seat 0 has just offered seat 1 a trade (K-46). */
function stateWithOffer(): GameState {
  const created = newGame({ seed: 1, players: enginePlayers([ALICE_SEAT, COMPUTER_SEAT]) });
  if (!created.ok) throw new Error(created.error.code);
  let state = created.state;
  const dice = new Dice(seedRng(1));
  for (let step = 0; step < 400; step++) {
    const offer = concreteActions(state, 0).find((a) => a.type === 'offerTrade');
    if (offer) {
      const offered = apply(state, offer);
      if (offered.ok) return offered.state;
    }
    const next = apply(state, randomAction(state, nextActor(state) ?? 0, dice));
    if (!next.ok) break;
    state = next.state;
  }
  throw new Error('no offer came up');
}

const ALICE_SEAT = { kind: 'human' as const, userId: 'alice', name: 'alice' };
const COMPUTER_SEAT = {
  kind: 'computer' as const,
  level: 'heuristic' as const,
  name: 'Computer 1 (beginner)',
};

describe('a trade offer addressed to a computer player (K-46)', () => {
  let table: BotTable;
  beforeAll(async () => {
    table = await openBotTable(['alice'], ['tavern'], 10);
  });
  afterAll(() => table.stop());

  it('is answered by it, accepted or declined, before anything else it owes', async () => {
    const state = stateWithOffer();
    const alice = { ...ALICE_SEAT, userId: table.user('alice').id };
    const store = KeyvGameStore.open(table.databaseFile);
    await store.saveIfVersion(
      {
        recordVersion: RECORD_VERSION,
        id: 'offer1',
        version: -1,
        guildId: table.discord.guildId,
        channelId: table.discord.store.channelByRef('tavern').id,
        hostId: alice.userId,
        locale: 'en',
        status: 'playing',
        settings: { players: 2, holdings: 'hidden', seed: 1 },
        seats: [alice, COMPUTER_SEAT],
        state,
        actions: [],
        messages: { lobby: null, post: null },
        createdAt: 0,
        updatedAt: 0,
      },
      -1,
    );
    await store.close();
    expect(state.offers.map((o) => o.to)).toEqual([1]);
    await table.restart();
    const answered = await untilStored(table, 'offer1', (r) => r.actions.length > 0);
    expect(answered.actions[0]).toMatchObject({ player: 1 });
    expect(['acceptTrade', 'declineTrade']).toContain(answered.actions[0].type);
    expect(answered.state?.offers ?? []).toEqual([]);
  }, 120_000);
});

describe('a computer player whose every answer comes too late', () => {
  let table: BotTable;
  const lines: Record<string, unknown>[] = [];
  let asked = 0;
  const never: Thinker = {
    decide: (request) => {
      asked += 1;
      return Promise.resolve({ kind: 'stale', askedFor: request.view.version, current: -1 });
    },
    close: () => Promise.resolve(),
  };
  beforeAll(async () => {
    table = await openBotTable(['alice', 'bob'], ['tavern'], 12, {
      logger: pino({ level: 'info' }, logSink(lines)),
      thinker: () => never,
    });
  });
  afterAll(() => table.stop());

  it('stops asking after a bounded number of tries, logs it, and the game waits', async () => {
    const { record } = await handBobOver(table);
    await untilStored(table, record.id, () => lines.some((l) => l.msg === 'computer players paused'));
    expect(lines).toContainEqual(
      expect.objectContaining({ msg: 'computer players paused', game: record.id }),
    );
    const settled = asked;
    expect(settled).toBeGreaterThan(1);
    expect((await storedGame(table, record.id)).actions).toEqual([]);
    // Nothing keeps asking in the background.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(asked).toBe(settled);
  }, 120_000);
});
