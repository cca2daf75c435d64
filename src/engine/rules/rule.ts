// What a rule is: one entry of the rule table (table.ts) per action type. apply() and
// legalActions() are lookups in that table, so each rule is written once: who may act and in
// which phase, what refuses the action, what it does, what a player may choose, and the
// concrete actions those choices stand for.
import type { Action, ActionOf, ActionType, GmTrade, RouteChoice } from '../vocabulary/actions';
import type { Good } from '../vocabulary/constants';
import type { EngineError } from '../vocabulary/errors';
import type { Goods } from '../vocabulary/goods';
import type { Draft } from './draft';
import type { GameState, PhaseKind } from '../vocabulary/state';
import type { OfficeRef } from '../vocabulary/advanced-schemas';

export interface Rule<T extends ActionType> {
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
  readonly check: (state: GameState, action: ActionOf<T>) => EngineError | null;
  /**
   * The effect, on the draft, after who and check passed. It only changes state and emits
   * events; what follows (automatic steps, the next phase, the game's end) is the round's.
   */
  readonly apply: (draft: Draft, action: ActionOf<T>) => void;
  /**
   * The choices `player` has for this action now, for legalActions (who and the phase have
   * passed), or null when there are none. Whatever it lists, check accepts.
   */
  readonly options: (state: GameState, player: number) => LegalActionOf<T> | null;
  /**
   * The concrete actions a listing of `options` stands for: all of them where they are few,
   * up to `limit` where they multiply (bids, city trades), samples where they are endless
   * (trade offers). The panel, the slash choices, the computer players and the tests use it.
   */
  readonly expand: (legal: LegalActionOf<T>, player: number, limit: number) => ActionOf<T>[];
}

/** One rule per action type; adding an action type without a rule does not compile. */
export type RuleTable = { readonly [T in ActionType]: Rule<T> };

export interface RouteOption {
  route: RouteChoice;
  /** Where it leads, or null when face down and unknown to this player. */
  leadsTo: number | null;
  cost: number;
}

/** A kind of action a player may take now, with the choices a UI needs for its buttons. */
export type LegalAction =
  | { type: 'chooseStart'; markers: number[] }
  | { type: 'bid'; hand: number[]; forbidden: number[][] }
  | { type: 'moveGuildMaster'; options: { steps: 1 | 2; to: number }[] }
  | { type: 'sail'; routes: RouteOption[]; payWith: { goods: Goods; markers: number[] } }
  | { type: 'collectOffice' }
  | { type: 'buildOffice'; goods: Goods; marker: number; markers: number }
  | { type: 'gmTrade'; trades: GmTrade[] }
  | { type: 'buyMarkers'; pairs: number[]; goods: Good[] }
  | { type: 'cityTrade'; ratio: number; canGive: Goods; canReceive: Goods }
  | { type: 'changeRoute'; squares: (0 | 1)[]; markers: number[] }
  | { type: 'raid'; targets: ({ kind: 'cog'; victim: number } | { kind: 'city' })[] }
  | { type: 'endTurn' }
  | { type: 'splitGoods'; splits: Goods[] }
  | { type: 'takePile'; piles: [Goods, Goods] }
  | { type: 'moveRaider'; squares: { square: 0 | 1; leadsTo: number | null }[] }
  | {
      type: 'offerTrade';
      partners: number[];
      /** K-71: other players' offices in the cog's city, with their goods (public). */
      offices: (OfficeRef & { owner: number; goods: Goods })[];
      goods: Goods;
      markers: number[];
    }
  | { type: 'acceptTrade'; offers: number[] }
  | { type: 'declineTrade'; offers: number[] }
  | { type: 'withdrawTrade'; offers: number[] }
  | { type: 'setAutoCollect'; on: boolean }
  // The advanced game (K-70 … K-73).
  | { type: 'startSwap'; city: number; squares: (0 | 1)[]; markers: number[] }
  | { type: 'payTax'; goods: Good[] }
  | { type: 'lookAtRoutes'; payWith: { goods: Goods; markers: number[] } }
  | { type: 'challenge'; opponents: number[] }
  | { type: 'declineConflict' }
  | { type: 'conflictBid'; hand: number[] }
  | { type: 'demandGoods'; limit: number }
  | { type: 'pushLoser'; squares: { square: 0 | 1; leadsTo: number | null }[] };

export type LegalActionOf<T extends ActionType> = Extract<LegalAction, { type: T }>;

/** Anyone may try it (the check says more). */
export const anyone = (): null => null;

/** A rule's entry, typed by its action, for the table. */
export function rule<T extends Action['type']>(entry: Rule<T>): Rule<T> {
  return entry;
}
