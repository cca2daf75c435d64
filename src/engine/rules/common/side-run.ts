// N-85 (issue 42): side actions (trade offers and their answers, office pick-up's setting:
// the rules open at any time, K-46 and K-34) change nothing of the game's course, so a record
// could otherwise hold any number of them between two moves: 60,000 pick-up toggles replayed
// for seven seconds. At most SIDE_RUN of them follow each other; then the game waits for a
// move (a bid, a sail, a decision …), after which side actions are open again. Read off the
// state's log of public events, so the rule needs no state of its own and every replay of a
// record agrees with it.
import type { PublicEventType } from '../../vocabulary/events';
import { refusal, type EngineError } from '../../vocabulary/errors';
import type { GameState } from '../../vocabulary/state';
import { LOG_LENGTH } from '../draft';

/** Side actions in a row before the game waits for a move: more than any talk at a table needs. */
export const SIDE_RUN = 10;

/** The events side actions emit (a trade cancelled by an accepted one included). */
const SIDE_EVENTS: ReadonlySet<PublicEventType> = new Set<PublicEventType>([
  'tradeOffered',
  'tradeAccepted',
  'tradeDeclined',
  'tradeWithdrawn',
  'tradeCancelled',
  'autoCollectSet',
]);

// The log keeps LOG_LENGTH events: the run must be visible in it to be counted.
if (SIDE_RUN > LOG_LENGTH) throw new Error('SIDE_RUN must fit in the log');

/** How many side-action events end the log. */
export function sideRun(state: GameState): number {
  let run = 0;
  for (let i = state.log.length - 1; i >= 0 && SIDE_EVENTS.has(state.log[i].type); i--) run++;
  return run;
}

/** SIDE_ACTIONS_IN_A_ROW once SIDE_RUN side events end the log, else null. */
export function sideRunRefusal(state: GameState): EngineError | null {
  return sideRun(state) >= SIDE_RUN ? refusal('SIDE_ACTIONS_IN_A_ROW', { limit: SIDE_RUN }) : null;
}
