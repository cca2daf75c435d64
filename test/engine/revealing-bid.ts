// Random games step by step, and the first bid in them that makes the next bidder pass with
// only repeats left (K-22, `onlyRepeats`): issue 42's take-back after a reveal. Shared by the
// engine's and the bot's tests of it.
import { playRandomGame, seatNames } from '../../src/ai/index';
import {
  applyAction,
  takeBackBlock,
  type Action,
  type GameEvent,
  type GameOptions,
  type GameState,
} from '../../src/engine/index';
import { createGame } from '../../src/engine/play';

export interface Step {
  before: GameState;
  action: Action;
  after: GameState;
  events: GameEvent[];
}

/** Every step of random game `run` (the simulator's, with hidden holdings, as finishedRecord plays it). */
export function stepsOf(run: number, players: number, options: Partial<GameOptions> = {}): Step[] {
  const opts = { holdings: 'hidden' as const, ...options };
  const game = playRandomGame({ seed: run, crypto: true, players, check: false, options: opts });
  const created = createGame({ seed: game.gameSeed, players: seatNames(players), options: opts });
  if (!created.ok) throw new Error(created.error.code);
  let state = created.state;
  return game.actions.map((action) => {
    const result = applyAction(state, action);
    if (!result.ok) throw new Error(result.error.code);
    const step = { before: state, action, after: result.state, events: result.events };
    state = result.state;
    return step;
  });
}

export const passedOnlyRepeats = (s: Step): boolean =>
  s.events.some((e) => e.event.type === 'passed' && e.event.reason === 'onlyRepeats');

/**
 * The first bid, in random 4-player games from run 0 on, that makes someone pass with only
 * repeats and that issue 21's rule let be taken back: its run, its index in the game's
 * actions, and the step.
 */
export function revealingBid(): { run: number; index: number; step: Step } {
  for (let run = 0; run < 200; run++) {
    const steps = stepsOf(run, 4);
    const index = steps.findIndex(
      (s) =>
        s.action.type === 'bid' &&
        passedOnlyRepeats(s) &&
        // Issue 21's rule allowed it: nothing drawn, nothing hidden shown (whatever issue 42 says).
        [null, 'seen'].includes(takeBackBlock(s.before, s.action, s.after, s.events)),
    );
    if (index >= 0) return { run, index, step: steps[index] };
  }
  throw new Error('no bid causing an onlyRepeats pass in 200 games');
}
