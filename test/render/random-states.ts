// Every state of a random game, for the checks that draw each one. Drawing a whole game takes
// a minute on a busy machine; done in one synchronous stretch it starves the test worker's
// messages to vitest ("Timeout calling onTaskUpdate"), so the drawing yields now and then.
import type { GameState } from '../../src/engine/index';
import { playRandomGame } from '../../src/ai/index';

type GameOptions = Omit<Parameters<typeof playRandomGame>[0], 'onState'>;

export function randomStates(options: GameOptions): GameState[] {
  const states: GameState[] = [];
  playRandomGame({ ...options, onState: (s) => states.push(structuredClone(s)) });
  return states;
}

/** Runs `check` on every state, letting the event loop breathe every few states. */
export async function eachState(states: readonly GameState[], check: (s: GameState) => void): Promise<void> {
  for (let i = 0; i < states.length; i++) {
    check(states[i]);
    if (i % 8 === 7) await new Promise((resolve) => setImmediate(resolve));
  }
}
