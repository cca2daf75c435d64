// K-72: the conflict in progress and who owes its decisions (the rules challenge,
// decline-conflict, conflict-bid, demand-goods and push-loser).
import { refusal, type EngineError } from '../../vocabulary/errors';
import type { Conflict } from '../../vocabulary/advanced-schemas';
import type { GameState } from '../../vocabulary/state';
import { conflictDeciders } from './conflict-bids';

/** The conflict of a state in the conflict phase; the rules' phases guarantee there is one. */
export function conflictOf(state: GameState): Conflict {
  const phase = state.phase;
  if (phase.kind !== 'conflict') throw new Error(`no conflict in phase ${phase.kind}`);
  return phase.conflict;
}

/** `who` for the decision of `stage`: it belongs to the conflict's deciders then. */
export function decides(stage: Conflict['stage']) {
  return (state: GameState, player: number): EngineError | null => {
    const c = conflictOf(state);
    const owners = conflictDeciders(c);
    return c.stage === stage && owners.includes(player) ? null : refusal('NOT_YOUR_DECISION', { owners });
  };
}

export function loserOf(c: Conflict): number {
  return c.winner === c.challenger ? (c.defender as number) : (c.challenger as number);
}
