// Who owns a raid's next decision (K-45): the victim splits, the raider picks a pile, the
// mover pushes the raider. Anyone else, or outside a raid, is refused.
import { refusal, type EngineError } from '../../vocabulary/errors';
import type { GameState, Raid } from '../../vocabulary/state';
import { raidOwner, turnOf } from './turn';

export function raidOf(state: GameState): Raid {
  const r = turnOf(state).raid;
  if (r === null) throw new Error('no raid');
  return r;
}

/** Outside a raid its decisions are out of phase; one shared refusal, as legalActions asks often. */
const NO_RAID = Object.freeze(refusal('WRONG_PHASE', { phase: 'turn' }));

/** A refusal unless `player` owns the raid's decision at `stage`. */
export function raidDecider(stage: Raid['stage']) {
  return (state: GameState, player: number): EngineError | null => {
    const turn = turnOf(state);
    const r = turn.raid;
    if (r === null) return NO_RAID;
    const owner = raidOwner(turn);
    return r.stage === stage && player === owner ? null : refusal('NOT_YOUR_DECISION', { owners: [owner] });
  };
}
