// Issue 37: a league's games are the league's, not the admin's who opened them. They count
// against no person's caps (games hosted, games against computer players) and against their
// channel's cap as any game does; their lobby names the league and who opened it, never "?".
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BotContext } from '../../src/bot/context';
import { DEFAULT_LIMITS } from '../../src/bot/game-limits';
import { lobbyMessage } from '../../src/bot/lobby-message';
import { Openings } from '../../src/bot/openings';
import type { Opening } from '../../src/bot/services';
import { hostName, KeyvGameStore, type GameRecord } from '../../src/store/index';
import { storedGame } from '../store/stored-game';

const LIMITS = { ...DEFAULT_LIMITS, hostedPerPerson: 2, computerGamesPerPerson: 1, perChannel: 2 };
const LEAGUE = { id: 'hansa-cup', name: 'Hansa Cup', season: 1 };

describe('a league’s games count against no person’s caps, and against their channel’s (issue 37)', () => {
  let store: KeyvGameStore;
  let openings: Openings;
  beforeEach(() => {
    store = KeyvGameStore.open(join(mkdtempSync(join(tmpdir(), 'kogge-league-caps-')), 'kogge.sqlite'));
    // Every game's channel is its own home (no thread known): the channel cap counts by channel.
    const channels = { cache: new Map(), fetch: () => Promise.resolve(null) };
    const ctx = { store, limits: LIMITS, client: { channels } };
    openings = new Openings(() => ctx as unknown as BotContext);
  });
  afterEach(() => store.close());

  /** A game the admin opened: they hold no seat; `league` says whether it is the league's. */
  const save = (id: string, league: boolean, change: Partial<GameRecord> = {}) =>
    store.saveIfVersion(
      { ...storedGame(id, 'server-1'), hostId: 'olga', ...(league ? { league: LEAGUE } : {}), ...change },
      -1,
    );
  const handedOver: Partial<GameRecord> = {
    seats: [
      { kind: 'human', userId: 'u1', name: 'Ada', standIn: 'hard' },
      { kind: 'human', userId: 'u2', name: 'Bert', standIn: 'hard' },
    ],
  };
  const opening = (change: Partial<Opening> = {}): Opening => ({
    guildId: 'server-2',
    channelId: 'tavern',
    hostId: 'olga',
    computersOnly: false,
    inChannel: false,
    ...change,
  });

  it('the admin opens games of their own with two league games running that they opened', async () => {
    await save('a', true);
    await save('b', true);
    expect(await openings.claim(opening())).toMatchObject({ ok: true });
  });

  it('control: the same two games, not a league’s, are the admin’s and fill their cap', async () => {
    await save('a', false);
    await save('b', false);
    expect(await openings.claim(opening())).toMatchObject({
      ok: false,
      refusal: { key: 'new.tooManyHosted' },
    });
  });

  it('a league game every seat of which a computer plays is not the admin’s game against computers', async () => {
    await save('a', true, handedOver);
    expect(await openings.claim(opening({ computersOnly: true }))).toMatchObject({ ok: true });
  });

  it('control: such a game of the admin’s own fills their cap on games against computers', async () => {
    await save('a', false, handedOver);
    expect(await openings.claim(opening({ computersOnly: true }))).toMatchObject({
      ok: false,
      refusal: { key: 'new.tooManyComputerGames' },
    });
  });

  it('handing a league seat to a computer is not refused by the opener’s computer-games cap', async () => {
    await save('mine', false, handedOver);
    const before = { ...storedGame('league', 'server-1'), hostId: 'olga', league: LEAGUE };
    const after = { ...before, ...handedOver };
    expect(await openings.handOverToComputer(before, after, () => Promise.resolve('saved'))).toEqual({
      ok: true,
      value: 'saved',
    });
    // Control: the same hand-over in a game of the admin's own passes the cap, and is refused.
    const own = { ...before, league: undefined };
    expect(
      await openings.handOverToComputer(own, { ...own, ...handedOver }, () => Promise.resolve('saved')),
    ).toMatchObject({ ok: false, refusal: { key: 'new.tooManyComputerGames' } });
  });

  it('a league’s opening passes its admin’s caps, and is refused by its channel’s', async () => {
    await save('a', false);
    await save('b', false);
    const league = opening({ guildId: 'server-1', league: true });
    expect(await openings.claim({ ...league, channelId: 'c-elsewhere' })).toMatchObject({ ok: true });
    // The admin's two games fill their own cap; two league games fill channel c-full's cap of 2.
    await save('c', true, { channelId: 'c-full' });
    await save('d', true, { channelId: 'c-full' });
    expect(await openings.claim({ ...league, channelId: 'c-full' })).toMatchObject({
      ok: false,
      refusal: { key: 'new.channelFull' },
    });
  });
});

describe('a league game names the league and who opened it, never "?" (issue 37)', () => {
  const game: GameRecord = { ...storedGame('g', 'server-1'), hostId: 'olga-id', league: LEAGUE };

  it('the lobby says whose rated game it is and mentions its opener', () => {
    const [rated, title] = lobbyMessage(game).content.split('\n');
    expect(rated).toBe('🏆 Rated game of Hansa Cup, opened by <@olga-id> (season 1).');
    expect(title).toBe('**Kogge** · a game for 2 players · host Hansa Cup');
    expect(lobbyMessage(game).allowedMentions).toEqual({ parse: [], users: [] });
  });

  it('sentences naming the host name the league', () => {
    expect(hostName(game)).toBe('Hansa Cup');
  });

  it('control: a game whose host holds no seat and is no league’s still reads "?"', () => {
    expect(hostName({ ...game, league: undefined })).toBe('?');
  });
});
