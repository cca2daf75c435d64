// Engine figures: apply calls per second and full random 4-player games (setup to end),
// each the median of several runs. Printed, never asserted.
import { applyAction, type Action, type GameState } from '../src/engine';
import { playRandomGame } from '../src/ai';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Recorded games to replay: apply alone, without the random player's choosing. */
function recordGames(count: number): { start: GameState; actions: Action[] }[] {
  return Array.from({ length: count }, (_, i) => {
    let start: GameState | null = null;
    const record = playRandomGame({
      players: 4,
      seed: 1000 + i,
      check: false,
      onState: (s) => (start ??= s),
    });
    return { start: start as unknown as GameState, actions: record.actions };
  });
}

function applyRate(games: { start: GameState; actions: Action[] }[]): number {
  let calls = 0;
  const t0 = performance.now();
  for (const game of games) {
    let state = game.start;
    for (const action of game.actions) {
      const result = applyAction(state, action);
      if (!result.ok) throw new Error(`replay rejected: ${result.error.code}`);
      state = result.state;
      calls += 1;
    }
  }
  return calls / ((performance.now() - t0) / 1000);
}

/** `crypto`: keyed by 256-bit seeds (ChaCha20, as new games are); else the old generator. */
function gameTimes(count: number, seed: number, crypto = false): number[] {
  return Array.from({ length: count }, (_, i) => {
    const t0 = performance.now();
    playRandomGame({ players: 4, seed: seed + i, check: false, crypto });
    return performance.now() - t0;
  });
}

export async function run(): Promise<void> {
  gameTimes(200, 1); // warm-up: let the JIT settle before measuring
  const games = recordGames(100);
  const rates = Array.from({ length: 5 }, () => applyRate(games));
  console.log(
    `apply calls/s (median of 5 runs over 100 recorded 4-player games): ${Math.round(median(rates)).toLocaleString('en')}`,
  );
  const runs = Array.from({ length: 5 }, (_, r) => gameTimes(200, 10_000 * (r + 1)));
  const medians = runs.map(median);
  const perSecond = runs.map((times) => 1000 / (times.reduce((a, b) => a + b, 0) / times.length));
  console.log(
    `full random 4-player game, setup to end: median ${median(medians).toFixed(2)} ms (goal < 2 ms)`,
  );
  console.log(`full random 4-player games/s (median of 5 runs of 200): ${Math.round(median(perSecond))}`);
  // Issue 21: the same with ChaCha20 (node's crypto) as the game's generator, as new games have.
  const keyed = Array.from({ length: 5 }, (_, r) => gameTimes(200, 10_000 * (r + 1), true));
  console.log(
    `full random 4-player game with ChaCha20, setup to end: median ${median(keyed.map(median)).toFixed(2)} ms`,
  );
}
