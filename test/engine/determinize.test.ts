// determinize(view, dice): a full state consistent with one player's view, hidden parts dealt
// uniformly (issue 14). Checked on states from many random games, every phase and both
// holdings options, and statistically on the deal itself.
import { describe, expect, it } from 'vitest';
import {
  Dice,
  MARKER_SUPPLY,
  determinize,
  legalActions,
  playerView,
  seedRng,
  type GameState,
  type PlayerView,
} from '../../src/engine';
import { invariantBreaks, playRandomGame } from '../../src/ai';

/** Every 7th state of a few random games, so all phases and raid stages appear. */
function sampledStates(holdings: 'hidden' | 'open', memory = false): GameState[] {
  const out: GameState[] = [];
  for (let seed = 1; seed <= 6; seed++) {
    let n = 0;
    const record = playRandomGame({
      players: 2 + (seed % 3),
      seed,
      check: false,
      options: { holdings, memory },
      onState: (s) => {
        if (n++ % 7 === 0 || s.phase.kind === 'startChoice' || (s.phase.kind === 'turn' && s.phase.turn.raid))
          out.push(s);
      },
    });
    out.push(record.final);
  }
  return out;
}

describe('determinize', () => {
  for (const [holdings, memory] of [
    ['hidden', false],
    ['open', false],
    ['hidden', true],
  ] as const) {
    it(`every sample shows its viewer exactly the view it came from (${holdings} holdings${memory ? ', memory' : ''})`, () => {
      const dice = new Dice(seedRng(7));
      const phases = new Set<string>();
      let checked = 0;
      for (const state of sampledStates(holdings, memory)) {
        for (let viewer = 0; viewer < state.players.length; viewer++) {
          const view = playerView(state, viewer);
          const sample = determinize(view, dice);
          expect(playerView(sample, viewer)).toEqual(view);
          expect(invariantBreaks(sample)).toEqual([]);
          // Whose move it is and what kinds of action they have do not depend on the deal.
          expect(legalActions(sample, viewer).map((l) => l.type)).toEqual(
            legalActions(state, viewer).map((l) => l.type),
          );
          phases.add(
            state.phase.kind === 'turn' && state.phase.turn.raid
              ? `raid-${state.phase.turn.raid.stage}`
              : state.phase.kind,
          );
          checked += 1;
        }
      }
      expect(checked).toBeGreaterThan(200);
      for (const kind of ['startChoice', 'bidding', 'guildMaster', 'turn', 'ended', 'raid-destination'])
        expect(phases).toContain(kind);
    });
  }

  it('a sample really differs from the real state where the view hides something (hidden holdings)', () => {
    const state = midGame();
    const view = playerView(state, 0);
    const samples = Array.from({ length: 20 }, (_, i) => determinize(view, new Dice(seedRng(i))));
    const differs = samples.some(
      (s) => JSON.stringify(s.players[1].markers) !== JSON.stringify(state.players[1].markers),
    );
    expect(differs).toBe(true);
  });

  it('control: a sample changed in a hidden count no longer matches the view', () => {
    const state = midGame();
    const view = playerView(state, 0);
    const sample = determinize(view, new Dice(seedRng(3)));
    sample.players[1].goods.ore += 1;
    expect(playerView(sample, 0)).not.toEqual(view);
  });
});

/** A state deep in a 2-player game with hidden holdings. */
function midGame(): GameState {
  let found: GameState | null = null;
  playRandomGame({
    players: 2,
    seed: 11,
    check: false,
    onState: (s) => {
      const opponentMarkers = s.players[1].markers.reduce((a, b) => a + b, 0);
      if (found === null && s.round >= 2 && s.phase.kind === 'turn' && opponentMarkers >= 5) found = s;
    },
  });
  if (found === null) throw new Error('no mid-game state');
  return found;
}

/** Counts how often each marker value lands in the opponent's hand over many samples. */
function handTally(view: PlayerView, dice: Dice, samples: number): number[] {
  const tally = Array<number>(9).fill(0);
  for (let i = 0; i < samples; i++) {
    const s = determinize(view, dice);
    s.players[1].markers.forEach((n, v) => (tally[v] += n));
  }
  return tally;
}

/** The markers hidden from player 0, by value (what the box holds less what 0 sees). */
function hiddenPool(view: PlayerView): number[] {
  const pool = [...MARKER_SUPPLY];
  for (const c of view.cities) for (const s of c.squares) if (s.value !== null) pool[s.value] -= 1;
  for (const pair of view.market) for (const v of pair ?? []) pool[v] -= 1;
  if (view.phase.kind === 'bidding') for (const b of view.bids) for (const v of b.markers ?? []) pool[v] -= 1;
  view.hand.markers.forEach((n, v) => (pool[v] -= n));
  return pool;
}

/** Pearson's χ² of observed counts against expected ones. */
function chiSquare(observed: number[], expected: number[]): number {
  return observed.reduce(
    (sum, o, i) => (expected[i] > 0 ? sum + (o - expected[i]) ** 2 / expected[i] : sum),
    0,
  );
}

// χ² with 8 degrees of freedom exceeds 26.1 with probability 0.001.
const CHI2_8DF_P001 = 26.1;

describe('determinize deals hidden markers uniformly', () => {
  const SAMPLES = 3000;
  const view = playerView(midGame(), 0);
  const pool = hiddenPool(view);
  const total = pool.reduce((a, b) => a + b, 0);
  const handSize = view.players[1].markerCount;
  const expected = pool.map((n) => (SAMPLES * handSize * n) / total);

  it('the opponent hand holds each value in proportion to how many of it are hidden (χ², p = 0.001)', () => {
    expect(handSize).toBeGreaterThan(3);
    const observed = handTally(view, new Dice(seedRng(2026)), SAMPLES);
    expect(chiSquare(observed, expected)).toBeLessThan(CHI2_8DF_P001);
  });

  it('control: a deal that never shuffles fails the same test', () => {
    class Unshuffled extends Dice {
      override shuffle<T>(items: T[]): T[] {
        return items;
      }
    }
    const observed = handTally(view, new Unshuffled(seedRng(2026)), SAMPLES);
    expect(chiSquare(observed, expected)).toBeGreaterThan(CHI2_8DF_P001);
  });
});
