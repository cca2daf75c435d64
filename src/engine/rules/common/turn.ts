// Who may act in a turn (K-27): the turn's player, and only while no raid waits on another
// player's decision (K-45). The six actions of the action phase (K-40 … K-45) are each taken
// at most once a turn, and the first one ends movement.
import { refusal, type EngineError } from '../../vocabulary/errors';
import type { ActionKind, GameState, Turn } from '../../vocabulary/state';
import type { Draft } from '../draft';
import type { AnyAction, AnyChoices, RuleBody } from '../rule';

/** The turn in progress; the rule's phases guarantee there is one. */
export function turnOf(state: GameState): Turn {
  const phase = state.phase;
  if (phase.kind !== 'turn') throw new Error(`no turn in phase ${phase.kind}`);
  return phase.turn;
}

/** Whom a raid waits for: the victim's split, the raider's pick, the mover's push. */
export function raidOwner(turn: Turn): number {
  const r = turn.raid;
  if (r === null) return turn.player;
  return r.stage === 'pick' ? r.raider : r.mover;
}

export function turnPlayer(state: GameState, player: number): EngineError | null {
  const turn = turnOf(state);
  if (player !== turn.player) return refusal('NOT_YOUR_TURN', { player: turn.player });
  if (turn.raid !== null) return refusal('DECISION_PENDING', { owner: raidOwner(turn) });
  return null;
}

/**
 * K-40 … K-45: a rule of the action phase, taken at most once a turn; taking it ends movement.
 * Its body without phases and who: `rule(shape)<Choices>(onceATurn(kind, { … }))`.
 * Its types come from the rule around it (NoInfer), not from what its options return.
 */
export function onceATurn<A extends AnyAction, L extends AnyChoices>(
  kind: ActionKind & A['type'],
  entry: Omit<RuleBody<NoInfer<A>, NoInfer<L>>, 'phases' | 'who'>,
): RuleBody<A, L> {
  const used = (state: GameState) => turnOf(state).actionsUsed.includes(kind);
  return {
    phases: ['turn'],
    takeBack: entry.takeBack,
    who: turnPlayer,
    check: (state, action) =>
      used(state) ? refusal('ACTION_USED', { action: kind }) : entry.check(state, action),
    apply: (draft, action) => {
      const turn = turnOf(draft.state);
      turn.acting = true;
      turn.actionsUsed.push(kind);
      entry.apply(draft, action);
    },
    options: (state, player) => (used(state) ? null : entry.options(state, player)),
    expand: entry.expand,
  };
}

/** K-27: the turn is over (by choice, or a raid's push, K-45); the round hands over. */
export function finishTurn(draft: Draft): void {
  draft.emit({ type: 'turnEnded', player: turnOf(draft.state).player });
  draft.endPhase();
}
