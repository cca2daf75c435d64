// What the post and panel tests build their messages from: a stored record around a state of
// a simulated game, and a stand-in board image (the text and buttons do not depend on it).
import { playRandomGame } from '../../src/ai/index';
import type { GameState } from '../../src/engine/index';
import type { DescribedImage } from '../../src/render/index';
import { RECORD_VERSION, type GameRecord } from '../../src/store/index';

/** A record of `state`, every seat a person; `changes` replace whole fields. */
export function recordOf(state: GameState, changes: Partial<GameRecord> = {}): GameRecord {
  return {
    recordVersion: RECORD_VERSION,
    id: 'gpost',
    version: state.version,
    guildId: 'g1',
    channelId: 'c1',
    hostId: state.players[0].id,
    locale: 'en',
    status: state.phase.kind === 'ended' ? 'ended' : 'playing',
    settings: { players: state.players.length, holdings: 'hidden', seed: 5 },
    seats: state.players.map((p) => ({ kind: 'human' as const, userId: p.id, name: p.name })),
    state,
    actions: [],
    messages: { lobby: null, post: null },
    createdAt: 0,
    updatedAt: 0,
    ...changes,
  };
}

/** The first state of a seeded two-player game: a game running, the same each run. */
export function runningState(): GameState {
  let found: GameState | null = null;
  playRandomGame({ seed: 5, players: 2, check: false, onState: (s) => (found ??= s) });
  if (!found) throw new Error('no state');
  return found;
}

export const STAND_IN_IMAGE: DescribedImage = {
  data: Buffer.from('png'),
  mime: 'image/png',
  fileName: 'kogge-board-1.png',
  width: 1,
  height: 1,
  description: 'Kogge board',
};
