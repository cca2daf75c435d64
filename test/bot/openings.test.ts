// Issue 20: the caps of one person (games hosted at once, games alone against computer
// players) protect shared work (the computer players' and the renderer's pools), which all
// servers share: they count the person's games in every server, not in one.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BotContext } from '../../src/bot/context';
import { DEFAULT_LIMITS } from '../../src/bot/game-limits';
import { Openings } from '../../src/bot/openings';
import type { Opening } from '../../src/bot/services';
import { KeyvGameStore, type GameRecord } from '../../src/store/index';
import { storedGame } from '../store/stored-game';

const LIMITS = { ...DEFAULT_LIMITS, hostedPerPerson: 2, computerGamesPerPerson: 1 };

describe('caps on /kogge new: a person’s across servers, a channel’s across its threads', () => {
  let store: KeyvGameStore;
  let openings: Openings;
  beforeEach(() => {
    store = KeyvGameStore.open(join(mkdtempSync(join(tmpdir(), 'kogge-openings-')), 'kogge.sqlite'));
    const ctx = { store, limits: LIMITS, client: { channels: { cache: new Map() } } };
    openings = new Openings(() => ctx as unknown as BotContext);
  });
  afterEach(() => store.close());

  const save = (id: string, guildId: string, change: Partial<GameRecord> = {}) =>
    store.saveIfVersion({ ...storedGame(id, guildId), ...change }, -1);
  const vsComputer: Partial<GameRecord> = {
    seats: [
      { kind: 'human', userId: 'u1', name: 'Ada' },
      { kind: 'computer', level: 'hard', name: 'Hanna' },
    ],
  };
  const opening = (guildId: string, computersOnly = false): Opening => ({
    guildId,
    channelId: `new-in-${guildId}`,
    hostId: 'u1',
    computersOnly,
    inChannel: false,
  });

  it('refuses a third game hosted when the other two are in other servers', async () => {
    await save('a', 'server-1');
    await save('b', 'server-2');
    expect(await openings.claim(opening('server-3'))).toMatchObject({
      ok: false,
      refusal: { key: 'new.tooManyHosted' },
    });
  });

  it('refuses a second game alone against computer players when the first is in another server', async () => {
    await save('a', 'server-1', vsComputer);
    expect(await openings.claim(opening('server-2', true))).toMatchObject({
      ok: false,
      refusal: { key: 'new.tooManyComputerGames' },
    });
  });

  it('control: another person’s games, in any server, leave the host’s caps alone', async () => {
    await save('a', 'server-1', { ...vsComputer, hostId: 'u9' });
    await save('b', 'server-2', { hostId: 'u9' });
    expect(await openings.claim(opening('server-3', true))).toMatchObject({ ok: true });
  });

  // Discord's GUILD_CREATE names active threads only: a game's thread archived after a week
  // of quiet is not in the cache after a restart, yet its game still counts for its channel.
  it('counts a game whose thread is not in the cache (archived) for the channel it was opened from', async () => {
    const fetched: string[] = [];
    const thread = (id: string) => ({ id, isThread: () => true, parentId: 'tavern' });
    const ctx = {
      store,
      limits: { ...LIMITS, perChannel: 1 },
      client: {
        channels: {
          cache: new Map(),
          fetch: (id: string) => {
            fetched.push(id);
            return Promise.resolve(thread(id));
          },
        },
      },
    };
    const capped = new Openings(() => ctx as unknown as BotContext);
    await save('a', 'server-1', { hostId: 'u9' });
    const inTavern = { ...opening('server-1'), channelId: 'tavern' };
    expect(await capped.claim(inTavern)).toMatchObject({ ok: false, refusal: { key: 'new.channelFull' } });
    // Control: the same game opened from another channel leaves this one free.
    expect(await capped.claim({ ...inTavern, channelId: 'harbour' })).toMatchObject({ ok: true });
    expect(fetched).toContain('c-a');
  });
});
