// Computer players' seats in the store: old records (people only) still load, a computer seat
// and a hand-over (K-80) round-trip, and a malformed computer seat is reported, not trusted.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Keyv from 'keyv';
import KeyvSqlite from '@keyv/sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LEVELS } from '../../src/ai/index';
import { newGame } from '../../src/engine/index';
import {
  enginePlayers,
  KeyvGameStore,
  RECORD_VERSION,
  SEAT_LEVELS,
  seatLevels,
  seatOfUser,
  type GameRecord,
  type Seat,
} from '../../src/store/index';

function record(id: string, seats: Seat[]): GameRecord {
  const created = newGame({ seed: 1, players: enginePlayers(seats) });
  if (!created.ok) throw new Error(created.error.code);
  return {
    recordVersion: RECORD_VERSION,
    id,
    version: -1,
    guildId: 'g1',
    channelId: `c-${id}`,
    hostId: 'u1',
    locale: 'en',
    status: 'playing',
    settings: { players: seats.length, holdings: 'hidden', seed: 1 },
    seats,
    state: created.state,
    actions: [],
    messages: { lobby: null, post: null },
    createdAt: 0,
    updatedAt: 0,
  };
}

const ADA: Seat = { kind: 'human', userId: 'u1', name: 'Ada' };
const BOT: Seat = { kind: 'computer', level: 'normal', name: 'Computer 2 (normal)' };

describe('computer seats in the store', () => {
  let file: string;
  let store: KeyvGameStore;
  let raw: Keyv<unknown>;
  beforeEach(() => {
    file = join(mkdtempSync(join(tmpdir(), 'kogge-seats-')), 'kogge.sqlite');
    store = KeyvGameStore.open(file);
    raw = new Keyv({ store: new KeyvSqlite({ uri: `sqlite://${file}` }), namespace: 'games' });
  });
  afterEach(async () => {
    await raw.disconnect();
    await store.close();
  });

  it('loads a record stored before computer players (people only, no stand-in field)', async () => {
    const old = record('o1', [ADA, { kind: 'human', userId: 'u2', name: 'Bert' }]);
    await raw.set('o1', { ...old, version: 0 });
    const loaded = await store.load('o1');
    expect(loaded.ok && loaded.record.seats).toEqual(old.seats);
    expect(loaded.ok && seatLevels(loaded.record.seats)).toEqual([null, null]);
  });

  it('round-trips a computer seat and a seat handed to a computer player (K-80)', async () => {
    const handed: Seat = { kind: 'human', userId: 'u3', name: 'Cleo', standIn: 'easy' };
    await store.saveIfVersion(record('c1', [ADA, BOT, handed]), -1);
    const loaded = await store.load('c1');
    expect(loaded.ok && loaded.record.seats).toEqual([ADA, BOT, handed]);
    expect(loaded.ok && seatLevels(loaded.record.seats)).toEqual([null, 'normal', 'easy']);
    expect(loaded.ok && seatOfUser(loaded.record.seats, 'u3')).toBe(2);
  });

  it.each([
    ['an unknown level', { kind: 'computer', level: 'grandmaster', name: 'Computer 2' }, 'seats.1.level'],
    ['no name', { kind: 'computer', level: 'easy' }, 'seats.1.name'],
    ['a stand-in of an unknown level', { ...ADA, standIn: 'genius' }, 'seats.1.standIn'],
  ])('reports a computer seat with %s as a bad record', async (_, seat, path) => {
    const good = record('b1', [ADA, BOT]);
    await raw.set('b1', { ...good, version: 0, seats: [ADA, seat] });
    const loaded = await store.load('b1');
    expect(loaded.ok).toBe(false);
    expect(!loaded.ok && loaded.reason === 'invalid' && loaded.problem).toMatch(new RegExp(`^${path}:`));
  });

  it("offers only levels the computer players know (src/ai's LEVELS)", () => {
    for (const level of SEAT_LEVELS) expect(LEVELS).toContain(level);
  });

  it('gives a computer player an engine id that is no Discord id, so nobody is pinged for it', () => {
    const players = enginePlayers([ADA, BOT]);
    expect(players[0].id).toBe('u1');
    expect(players[1].id).not.toMatch(/^\d+$/);
  });
});
