// What a rule is: one entry of the rule table (table.ts) per action type. apply() and
// legalActions() are lookups in that table, so each rule is written once, in its own file:
// the action's shape, who may act and in which phase, what refuses the action, what it does,
// what a player may choose, and the concrete actions those choices stand for. The table's
// types (action-types.ts) are read off the rules, so a new action is its rule file and its
// line in the table, nothing else in the engine (issue 22).
import type { z } from 'zod';
import type { RouteChoice, ShapeKit } from '../vocabulary/actions';
import type { EngineError } from '../vocabulary/errors';
import type { Draft } from './draft';
import type { GameState, PhaseKind } from '../vocabulary/state';

/**
 * An action's shape: a zod object with its `type` and `player`, built from the kit handed in.
 * A function, not a schema, so that a rule file loads no zod (the computer players' worker
 * plays the rules without it, issue 26); rules/action-schema.ts builds the union of them all.
 */
export type ActionShape = (kit: ShapeKit) => z.ZodType;

/** The action a shape checks: what the rule's check, apply and expand are typed by. */
export type ShapeOf<F extends ActionShape> =
  z.infer<ReturnType<F>> extends infer A extends AnyAction ? A : never;

/** What every action holds: its type and the player taking it. */
export interface AnyAction {
  type: string;
  player: number;
}

/** A rule's listing for legalActions: its type, with the choices a UI needs for its buttons. */
export interface AnyChoices {
  type: string;
}

export interface Rule<A extends AnyAction, L extends AnyChoices> {
  /** The action's shape, checked where an action comes from outside (see ActionShape). */
  readonly shape: ActionShape;
  /** The phases in which the action may be taken; 'anyTime' for trades and settings (K-46). */
  readonly phases: readonly PhaseKind[] | 'anyTime';
  /**
   * May the action ever be taken back (issue 21; take-back.ts adds what its outcome must
   * meet)? Never where it is a secret or shared decision, or shows something hidden by its
   * nature, whatever its outcome: a secret start pick (K-13), the raid and its decisions (the
   * victim's goods come to light, K-45), the end of a turn, trade offers and their answers
   * (another player's decision, K-46), and the advanced rules' swaps, looks, taxes and
   * conflicts (K-70 … K-73).
   */
  readonly takeBack: boolean;
  /**
   * Whether `player` may take this action now, the phase being right: a refusal such as
   * NOT_YOUR_TURN, NOT_YOUR_DECISION or DECISION_PENDING, or null.
   */
  readonly who: (state: GameState, player: number) => EngineError | null;
  /** Whether the action is allowed as given: a typed refusal, or null. Never changes anything. */
  readonly check: (state: GameState, action: A) => EngineError | null;
  /**
   * The effect, on the draft, after who and check passed. It only changes state and emits
   * events; what follows (automatic steps, the next phase, the game's end) is the round's.
   */
  readonly apply: (draft: Draft, action: A) => void;
  /**
   * The choices `player` has for this action now, for legalActions (who and the phase have
   * passed), or null when there are none. Whatever it lists, check accepts.
   */
  readonly options: (state: GameState, player: number) => L | null;
  /**
   * The concrete actions a listing of `options` stands for: all of them where they are few,
   * up to `limit` where they multiply (bids, city trades), samples where they are endless
   * (trade offers). The panel, the slash choices, the computer players and the tests use it.
   */
  readonly expand: (legal: L, player: number, limit: number) => A[];
}

export interface RouteOption {
  route: RouteChoice;
  /** Where it leads, or null when face down and unknown to this player. */
  leadsTo: number | null;
  cost: number;
}

/** Anyone may try it (the check says more). */
export const anyone = (): null => null;

/** A rule without its shape: what a rule file writes after `rule(shape)`. */
export type RuleBody<A extends AnyAction, L extends AnyChoices> = Omit<Rule<A, L>, 'shape'>;

/**
 * A rule's entry: `rule(shape)<Choices>({ … })`. The action's type comes from the shape, so
 * check, apply and expand are typed by it; `Choices` is what `options` lists.
 */
export function rule<F extends ActionShape>(shape: F) {
  return <L extends { type: ShapeOf<F>['type'] }>(body: RuleBody<ShapeOf<F>, L>): Rule<ShapeOf<F>, L> => ({
    shape,
    ...body,
  });
}
