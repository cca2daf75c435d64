// A position the AI reached in play, for the AI pool's and the bundle's checks (the render
// fixtures' hand-set states are for drawing only: the AI's sampling of hidden markers refuses
// them).
import { playSeatedGame } from '../../src/ai/index';
import type { GameState } from '../../src/engine/index';

/** The first turn of round 2 in a game between heuristic players. */
export function positionInPlay(): GameState {
  let found: GameState | null = null;
  playSeatedGame({
    seed: 21,
    seats: ['heuristic', 'heuristic'],
    onState: (s) => {
      if (found === null && s.round >= 2 && s.phase.kind === 'turn') found = s;
    },
  });
  if (!found) throw new Error('no position found');
  return found;
}
