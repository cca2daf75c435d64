// Issue 23: results recorded through the league's queue. Twenty league games ending at the same
// moment record twenty results; a game is recorded once however often its end is saved; and,
// as a control, the same game through no queue is recorded more than once (a check-then-write
// race). Each result is a key of its own and the league's record a compare-and-set (issue 27),
// so even through no queue twenty results stay twenty.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { GameState } from '../../../src/engine';
import type { BotContext } from '../../../src/bot/context';
import { Leagues } from '../../../src/bot/league/leagues';
import { LEAGUE_MEMBERS, finishedLeagueGame, leagueRecord } from '../../support/league-record';
import {
  KeyvGameStore,
  LeagueStore,
  RECORD_VERSION,
  type GameRecord,
  type KeyedMutex,
  type LeagueRecord,
} from '../../../src/store';

const GUILD = '700';
const MEMBERS = LEAGUE_MEMBERS;
const noQueue: KeyedMutex = { run: (_key, job) => job() };

let final: GameState;
beforeAll(() => (final = finishedLeagueGame()));

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

async function leaguesIn(queue?: KeyedMutex): Promise<Leagues> {
  dir = mkdtempSync(join(tmpdir(), 'kogge-league-'));
  const file = join(dir, 'kogge.sqlite');
  const store = LeagueStore.open(file, queue ? { queue } : {});
  const ctx = { logger: pino({ level: 'silent' }) } as unknown as BotContext;
  const leagues = new Leagues(
    () => ctx,
    store,
    () => Date.UTC(2026, 10, 25, 14),
  );
  await store.change(GUILD, 'cup', async () => ({ save: league(), answer: undefined }));
  return leagues;
}

function league(): LeagueRecord {
  return leagueRecord({ id: 'cup', guildId: GUILD, name: 'Cup', roster: MEMBERS });
}

function endedGame(id: string): GameRecord {
  return {
    recordVersion: RECORD_VERSION,
    id,
    version: 3,
    guildId: GUILD,
    channelId: '900',
    hostId: '1',
    locale: 'en',
    status: 'ended',
    settings: { players: 3, holdings: 'hidden', seed: 1 },
    seats: MEMBERS.map((userId) => ({ kind: 'human', userId, name: `m${userId}` })),
    state: final,
    actions: [],
    messages: { lobby: null, post: null },
    createdAt: 0,
    updatedAt: 0,
    league: { id: 'cup', name: 'Cup', season: 1 },
  };
}

async function storedResults(leagues: Leagues): Promise<string[]> {
  const loaded = await leagues.store.load(GUILD, 'cup');
  if (!loaded.ok) throw new Error('no league');
  return loaded.record.results.map((r) => r.gameId).sort();
}

const TWENTY = Array.from({ length: 20 }, (_, i) => `g${String(i).padStart(2, '0')}`);

describe('league results recorded through the league’s queue', () => {
  it('20 league games ending at the same moment record 20 results', async () => {
    const leagues = await leaguesIn();
    const answers = await Promise.all(TWENTY.map((id) => leagues.record(endedGame(id))));
    expect(answers).toEqual(TWENTY.map(() => 'recorded'));
    expect(await storedResults(leagues)).toEqual(TWENTY);
    await leagues.close();
  });

  it('20 through no queue (as from several processes) still record 20: each result is a key of its own', async () => {
    const leagues = await leaguesIn(noQueue);
    await Promise.all(TWENTY.map((id) => leagues.record(endedGame(id))));
    expect(await storedResults(leagues)).toEqual(TWENTY);
    await leagues.close();
  });

  it('control: through no queue, one game saved three times at once is recorded more than once', async () => {
    // Each result is a key of its own (league-store.ts), so none is lost even here; what the
    // queue still guards is the "recorded already?" check, which the test below relies on.
    const leagues = await leaguesIn(noQueue);
    const game = endedGame('once');
    const answers = await Promise.all([leagues.record(game), leagues.record(game), leagues.record(game)]);
    expect(answers.filter((a) => a === 'recorded').length).toBeGreaterThan(1);
    await leagues.close();
  });

  it('a seat the league’s missed-deadline rule forfeited is recorded last and forfeited', async () => {
    const leagues = await leaguesIn();
    expect(await leagues.record({ ...endedGame('lost'), forfeits: [0] })).toBe('recorded');
    const loaded = await leagues.store.load(GUILD, 'cup');
    if (!loaded.ok) throw new Error('no league');
    const [result] = loaded.record.results;
    expect(result.endReason).toBe('forfeit');
    expect(result.seats[0]).toMatchObject({ place: 3, forfeited: true });
    expect(result.seats.slice(1).map((s) => s.forfeited)).toEqual([false, false]);
    await leagues.close();
  });

  it('a game is recorded once, however often its end is saved', async () => {
    const leagues = await leaguesIn();
    const game = endedGame('once');
    const answers = await Promise.all([leagues.record(game), leagues.record(game), leagues.record(game)]);
    expect(answers.sort()).toEqual(['already', 'already', 'recorded']);
    expect(await storedResults(leagues)).toEqual(['once']);
    await leagues.close();
  });

  it('a running game and a casual game record nothing', async () => {
    const leagues = await leaguesIn();
    const casual = { ...endedGame('casual'), league: undefined };
    expect(await leagues.record({ ...endedGame('running'), status: 'playing' })).toBe('notEnded');
    expect(await leagues.record(casual)).toBe('notLeague');
    expect(await storedResults(leagues)).toEqual([]);
    await leagues.close();
  });
});

describe('league results caught up at start-up', () => {
  it('an ended league game with no recorded result (the bot stopped in between) is recorded once', async () => {
    dir = mkdtempSync(join(tmpdir(), 'kogge-league-'));
    const file = join(dir, 'kogge.sqlite');
    const games = KeyvGameStore.open(file);
    const store = LeagueStore.open(file);
    const ctx = {
      logger: pino({ level: 'silent' }),
      store: games,
      client: { options: { shards: [0], shardCount: 1 } },
    } as unknown as BotContext;
    const leagues = new Leagues(
      () => ctx,
      store,
      () => Date.UTC(2026, 10, 25, 14),
    );
    await store.change(GUILD, 'cup', async () => ({ save: league(), answer: undefined }));
    // Saved straight to the store, as a save does before its league hook runs.
    for (const id of ['ended', 'other']) await games.saveIfVersion({ ...endedGame(id), version: -1 }, -1);
    await games.saveIfVersion({ ...endedGame('casual'), version: -1, league: undefined }, -1);
    await games.saveIfVersion({ ...endedGame('running'), version: -1, status: 'playing' }, -1);
    await leagues.record(endedGame('other'));
    expect(await leagues.catchUp()).toBe(1);
    expect(await storedResults(leagues)).toEqual(['ended', 'other']);
    // Control: a second start-up finds nothing left to record.
    expect(await leagues.catchUp()).toBe(0);
    expect(await storedResults(leagues)).toEqual(['ended', 'other']);
    await leagues.close();
    await games.close();
  });

  it("under shards, only the league server's shard records it (issue 27)", async () => {
    dir = mkdtempSync(join(tmpdir(), 'kogge-league-'));
    const file = join(dir, 'kogge.sqlite');
    const games = KeyvGameStore.open(file);
    const store = LeagueStore.open(file);
    // GUILD's shard of 2 is (700 >> 22) % 2 = 0.
    const on = (shard: number) =>
      ({
        logger: pino({ level: 'silent' }),
        store: games,
        client: { options: { shards: [shard], shardCount: 2 } },
      }) as unknown as BotContext;
    const desk = (shard: number) =>
      new Leagues(
        () => on(shard),
        store,
        () => Date.UTC(2026, 10, 25, 14),
      );
    await store.change(GUILD, 'cup', async () => ({ save: league(), answer: undefined }));
    await games.saveIfVersion({ ...endedGame('ended'), version: -1 }, -1);
    const other = desk(1);
    expect(await other.catchUp()).toBe(0);
    expect(await storedResults(other)).toEqual([]);
    // Control: its own shard records it.
    const own = desk(0);
    expect(await own.catchUp()).toBe(1);
    expect(await storedResults(own)).toEqual(['ended']);
    await other.idle();
    await own.close();
    await games.close();
  });
});
