// Issue 22: a league game's end is recorded once, not after every save that follows it (its
// notices sent, its final post's intent and id: 3 to 5 saves of an ended record). Counted
// through records.ts's saves on the real stores; as controls, a restarted process asks once
// more (answered 'already': recording stays idempotent) and a failed recording is retried.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GameState } from '../../../src/engine';
import type { BotContext } from '../../../src/bot/context';
import { Leagues } from '../../../src/bot/league/leagues';
import { saveRecord } from '../../../src/bot/records';
import { LEAGUE_MEMBERS, finishedLeagueGame, leagueRecord } from '../../support/league-record';
import { KeyvGameStore, LeagueStore, RECORD_VERSION, type GameRecord } from '../../../src/store';

const GUILD = '700';
const MEMBERS = LEAGUE_MEMBERS;

let final: GameState;
beforeAll(() => (final = finishedLeagueGame()));

let dir: string;
const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const store of open.splice(0)) await store.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A bot's context on fresh stores, its leagues' `record` counted. */
async function table() {
  dir = mkdtempSync(join(tmpdir(), 'kogge-league-once-'));
  const games = KeyvGameStore.open(join(dir, 'games.sqlite'));
  const leagueStore = LeagueStore.open(join(dir, 'leagues.sqlite'));
  open.push(games, leagueStore);
  await leagueStore.change(GUILD, 'cup', async () => ({
    save: leagueRecord({ id: 'cup', guildId: GUILD, name: 'Cup', roster: MEMBERS }),
    answer: undefined,
  }));
  const ctx = {
    store: games,
    logger: pino({ level: 'silent' }),
    firstGames: { noteSaved: () => undefined },
  } as unknown as BotContext & { leagues: Leagues };
  /** A process of the bot: its own Leagues on the same stores. */
  const start = () => {
    ctx.leagues = new Leagues(
      () => ctx,
      leagueStore,
      () => Date.UTC(2026, 10, 25, 14),
    );
    return vi.spyOn(ctx.leagues, 'record');
  };
  return { ctx, start };
}

function playing(id: string): GameRecord {
  return {
    recordVersion: RECORD_VERSION,
    id,
    version: -1,
    guildId: GUILD,
    channelId: '900',
    hostId: MEMBERS[0],
    locale: 'en',
    status: 'playing',
    settings: { players: 3, holdings: 'hidden', seed: 1 },
    seats: MEMBERS.map((userId) => ({ kind: 'human', userId, name: `m${userId}` })),
    state: final,
    actions: [],
    messages: { lobby: null, post: { messageId: '1', owner: 'p0' } },
    createdAt: 0,
    updatedAt: 0,
    league: { id: 'cup', name: 'Cup', season: 1 },
  };
}

/** A save that must go through: the record saved (these tests save one game at a time). */
async function save(ctx: BotContext, record: GameRecord): Promise<GameRecord> {
  const saved = await saveRecord(ctx, record);
  if (!saved.ok) throw new Error(saved.refusal.key);
  return saved.value;
}

/** The saves of a game's end: the ending action's, then its final post's intent and its id. */
async function endWithItsSaves(ctx: BotContext, running: GameRecord): Promise<GameRecord> {
  const ended = await save(ctx, { ...running, status: 'ended' });
  const sending = await save(ctx, {
    ...ended,
    messages: { ...ended.messages, sending: { owner: 'end', after: '1' } },
  });
  const version = final.version;
  return save(ctx, {
    ...sending,
    messages: {
      ...sending.messages,
      sending: undefined,
      post: { messageId: '2', owner: 'end' },
      shown: version,
    },
  });
}

async function results(ctx: BotContext): Promise<string[]> {
  const loaded = await ctx.leagues.store.load(GUILD, 'cup');
  if (!loaded.ok) throw new Error('no league');
  return loaded.record.results.map((r) => r.gameId);
}

describe('a league game’s end recorded once per game (issue 22)', () => {
  it('records the result once for the three saves of an ended game', async () => {
    const { ctx, start } = await table();
    const record = start();
    const running = await save(ctx, playing('g1'));
    await endWithItsSaves(ctx, running);
    await ctx.leagues.idle();
    expect(record).toHaveBeenCalledTimes(1);
    expect(await results(ctx)).toEqual(['g1']);
  });

  it('control: a restarted process saving the ended game asks once more, answered "already", the result still one', async () => {
    const { ctx, start } = await table();
    start();
    const ended = await endWithItsSaves(ctx, await save(ctx, playing('g1')));
    await ctx.leagues.idle();
    const again = start();
    await save(ctx, { ...ended, hostId: MEMBERS[1] });
    await ctx.leagues.idle();
    expect(again).toHaveBeenCalledTimes(1);
    await expect(again.mock.results[0].value).resolves.toBe('already');
    expect(await results(ctx)).toEqual(['g1']);
  });

  it('control: a recording that failed is tried again at the game’s next save', async () => {
    const { ctx, start } = await table();
    const record = start();
    record.mockRejectedValueOnce(new Error('league store down'));
    const running = await save(ctx, playing('g1'));
    const ended = await save(ctx, { ...running, status: 'ended' });
    await ctx.leagues.idle();
    expect(await results(ctx)).toEqual([]);
    await save(ctx, { ...ended, hostId: MEMBERS[1] });
    await ctx.leagues.idle();
    expect(record).toHaveBeenCalledTimes(2);
    expect(await results(ctx)).toEqual(['g1']);
  });
});
