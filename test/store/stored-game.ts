// A playing two-seat game record for the store's tests.
import { newGame } from '../../src/engine/index';
import { RECORD_VERSION, type GameRecord } from '../../src/store/index';

export function storedGame(id: string, guildId = 'g1'): GameRecord {
  const created = newGame({
    seed: 1,
    players: [
      { id: 'u1', name: 'Ada' },
      { id: 'u2', name: 'Bert' },
    ],
  });
  if (!created.ok) throw new Error(created.error.code);
  return {
    recordVersion: RECORD_VERSION,
    id,
    version: -1,
    guildId,
    channelId: `c-${id}`,
    hostId: 'u1',
    locale: 'en-US',
    status: 'playing',
    settings: { players: 2, holdings: 'hidden', seed: 1 },
    seats: [
      { kind: 'human', userId: 'u1', name: 'Ada' },
      { kind: 'human', userId: 'u2', name: 'Bert' },
    ],
    state: created.state,
    actions: [],
    messages: { lobby: null, post: null },
    createdAt: 0,
    updatedAt: 0,
  };
}
