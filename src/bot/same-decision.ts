// Issue 38: is a panel shown some moves ago still about the decision its person has now? A
// panel whose decision is the same one (the same turn, the same bid, the same start pick) is
// brought up to date in place (live-panels.ts); one whose decision has passed is out of date.
// And End turn clicked on a panel one move old ends the turn when it is still that turn: the
// move in between was someone's trade or setting, or the player's own move in this turn.
import { actionPhases, blockingDecisions, type Action, type GameState } from '../engine/index';
import type { GameRecord } from '../store/index';

/**
 * What `player` is deciding in `state`: the phase and its place in the round, and their own
 * blocking decisions; null when the game waits on nothing of theirs. Two states with the same
 * key ask the player the same question (a trade answered in between does not change it).
 */
export function decisionKey(state: GameState, player: number): string | null {
  const mine = blockingDecisions(state)
    .filter((d) => d.player === player)
    .map((d) => d.decision);
  if (mine.length === 0) return null;
  const phase = state.phase;
  const place =
    phase.kind === 'turn'
      ? [phase.index, phase.turn.player, phase.turn.raid?.stage ?? null]
      : phase.kind === 'bidding'
        ? [phase.next]
        : phase.kind === 'startChoice'
          ? [phase.repicks]
          : [];
  return JSON.stringify([state.round, phase.kind, place, mine]);
}

/**
 * Whether `action`, clicked on a panel shown at `version`, may be applied to the stored state
 * although that moved on: only End turn, only one move old, and only while it is still the
 * clicker's own turn, unchanged but for that move. The move in between must be logged (not a
 * take-back, which puts an earlier position back) and be either a trade or setting anyone may
 * make at any time, or the clicker's own move in this turn (not its end).
 */
export function endsSameTurn(
  record: GameRecord,
  player: number,
  version: number,
  action: Action | null,
): boolean {
  const state = record.state as GameState | null;
  if (!state || action?.type !== 'endTurn' || version !== state.version - 1) return false;
  const phase = state.phase;
  if (phase.kind !== 'turn' || phase.turn.player !== player || phase.turn.raid !== null) return false;
  const last = record.actions.at(-1);
  if (!last || tookBackSinceLastAction(record)) return false;
  const phases = actionPhases(last.type);
  if (phases === 'anyTime') return true;
  return last.player === player && last.type !== 'endTurn' && phases.includes('turn');
}

/** A take-back made after the log's last action: the latest version step undid a move. */
function tookBackSinceLastAction(record: GameRecord): boolean {
  return (record.takenBack ?? []).some((n) => n.step === record.actions.length + 1);
}
