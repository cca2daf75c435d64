// Issue 21: the public post shows the commitment to the seed while the game starts and the
// seed itself only once the game is over. Every post of a whole game is scanned for the seed;
// the final post, which must show it, is the control that the scan finds it.
import { describe, expect, it } from 'vitest';
import { playRandomGame } from '../../src/ai/index';
import type { GameState } from '../../src/engine/index';
import { postPayload } from '../../src/bot/post-message';
import type { DescribedImage } from '../../src/render/index';
import { type GameRecord } from '../../src/store/index';
import { commitmentOf, describeGame } from '../../src/verify/index';
import { recordOf, STAND_IN_IMAGE } from './post-fixtures';

const states: GameState[] = [];
const game = playRandomGame({
  seed: 7,
  crypto: true,
  players: 3,
  check: false,
  onState: (s) => states.push(s),
});
const SEED = game.gameSeed as string;

const record = (state: GameState): GameRecord =>
  recordOf(state, {
    id: 'gfair',
    settings: { players: 3, holdings: 'hidden', seed: SEED, generator: 'chacha20' },
  });

const contentOf = (state: GameState) => postPayload(record(state), STAND_IN_IMAGE).content;

/** The seed, or any 16 hex digits of it, in a text. */
function showsSeed(text: string): boolean {
  for (let i = 0; i + 16 <= SEED.length; i += 8) if (text.includes(SEED.slice(i, i + 16))) return true;
  return false;
}

describe('the commitment and the seed in the public post (issue 21)', () => {
  const commitment = commitmentOf(describeGame(record(states[0])));

  it('the first post shows the commitment (SHA-256 of the seed and the game)', () => {
    expect(commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(contentOf(states[0])).toContain(commitment);
  });

  it('no post before the end shows the seed, or any 16 hex digits of it', () => {
    const leaks = states
      .filter((s) => s.phase.kind !== 'ended' && showsSeed(contentOf(s)))
      .map((s) => s.version);
    expect(leaks).toEqual([]);
  });

  it('the final post reveals the seed beside the commitment (and is the control that the scan finds it)', () => {
    const final = contentOf(states[states.length - 1]);
    expect(final).toContain(SEED);
    expect(final).toContain(commitment);
    expect(showsSeed(final)).toBe(true);
  });

  it('the commitment changes with the seed and with the seat order', () => {
    const game0 = describeGame(record(states[0]));
    expect(commitmentOf({ ...game0, seed: 'ab'.repeat(32) })).not.toBe(commitment);
    expect(commitmentOf({ ...game0, seats: [...game0.seats].reverse() })).not.toBe(commitment);
  });
});

describe('the final post’s VP and DP chart (issue 21)', () => {
  const CHART: DescribedImage = {
    ...STAND_IN_IMAGE,
    fileName: 'kogge-rounds.png',
    description: 'VP by round',
  };
  const names = (state: GameState, chart: DescribedImage | null) =>
    postPayload(record(state), STAND_IN_IMAGE, chart).files.map((f) => f.name);

  it('is attached after the board, with its alt text', () => {
    const files = postPayload(record(game.final), STAND_IN_IMAGE, CHART).files;
    expect(files.map((f) => f.name)).toEqual(['kogge-board-1.png', 'kogge-rounds.png']);
    expect(files[1].description).toBe('VP by round');
  });

  it('a post without a chart has the board alone (control)', () => {
    expect(names(game.final, null)).toEqual(['kogge-board-1.png']);
  });
});
