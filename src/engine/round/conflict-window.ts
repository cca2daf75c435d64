// Conflicts (K-72.2, N-75), the round's part: when a turn ends (not by a raid), a window opens
// if another cog lies in the active player's city; the conflict's decisions are rules.
import type { Conflict } from '../vocabulary/advanced-schemas';
import type { Draft } from '../rules/draft';
import { challengeQueue } from '../rules/common/conflict-bids';

/** Opens the window after the turn at `index`; false when there is none to open. */
export function openConflictWindow(draft: Draft, index: number): boolean {
  const { state } = draft;
  const phase = state.phase;
  if (!state.options.conflicts || phase.kind !== 'turn') return false;
  // N-75: a raid ends the turn at once; no conflict follows it.
  if (phase.turn.actionsUsed.includes('raid')) return false;
  const active = phase.turn.player;
  const asking = challengeQueue(state, active);
  if (asking.length === 0) return false;
  const city = state.players[active].cog as number;
  const conflict: Conflict = {
    active,
    city,
    stage: 'challenge',
    asking,
    challenger: null,
    defender: null,
    bids: [null, null],
    winner: null,
  };
  state.phase = { kind: 'conflict', index, conflict };
  draft.emit({ type: 'conflictWindow', player: active, city });
  return true;
}
