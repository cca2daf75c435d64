// One presentation entry per action type (issue 22): how the bot writes the action into a
// component id and reads it back, which /kogge subcommand offers it and in what words, the
// main panel's button for it, the catalogue keys its labels use and the /kogge rules topic
// that explains it. The table (table.ts) is typed over the engine's action types, so an
// action the bot has no entry for does not compile.
import type { ActionOf, ActionType, GameState, LegalAction } from '../../engine/index';
import type { MessageKey } from '../../i18n/index';
import type { Button } from '../panel/components';
import type { Body, PanelContext, PanelPlace, SectionContext } from '../panel/panel-context';
import type { RuleTopic } from '../rule-topics';
import type { MoveOf } from './move';

export type { MoveOf } from './move';

export type LegalOf<T extends ActionType> = Extract<LegalAction, { type: T }>;

/** The /kogge subcommands that take a game action, each filled by autocomplete. */
export type ActionSubcommandName =
  | 'start'
  | 'bid'
  | 'move'
  | 'build'
  | 'guild'
  | 'buy'
  | 'trade'
  | 'route'
  | 'raid'
  | 'end'
  // The advanced game (K-70, K-72, K-73).
  | 'tax'
  | 'conflict'
  | 'look';

export interface SlashPart<T extends ActionType> {
  /** The subcommand that offers it; several action types may share one (`bid`: bid, conflictBid). */
  readonly name: ActionSubcommandName;
  /** The string option the choice goes in (the same for every entry of the subcommand), or null. */
  readonly option: string | null;
  /** An autocomplete choice's words; `legal` is the listing the action was expanded from. */
  readonly label: (state: GameState, legal: LegalOf<T>, action: ActionOf<T>, locale: string) => string;
}

export interface ActionEntry<T extends ActionType> {
  /** The code's first part, unique in the table: `sl` in `sl.1.om3`. */
  readonly code: string;
  /** The whole short code (Discord allows 100 characters per custom id). */
  readonly encode: (move: MoveOf<T>) => string;
  /** The code's parts after the first, read back for `player`; the engine's zod checks the rest. */
  readonly decode: (parts: readonly (string | undefined)[], player: number) => unknown;
  /** Its /kogge subcommand, or null when only the panel offers it (trade offers, settings). */
  readonly slash: SlashPart<T> | null;
  /** The main panel's button for it, or null when a phase prompt or a section offers it. */
  readonly button: ((ctx: PanelContext, legal: LegalOf<T>) => Button) | null;
  /**
   * The decision it asks outside the turn's buttons (the start city, a bid, the tax …), shown
   * on the main panel and on any section when it is owed; null when it asks none, or when it
   * returns null for this place (the paid look waits for its own `look` section).
   */
  readonly prompt: ((ctx: SectionContext, legal: LegalOf<T>, place: PanelPlace) => Body | null) | null;
  /**
   * The detail sections its button opens, by name (`sail`, then `pay`), each shown with a Back
   * button; a name belongs to one entry of the table (test/bot/actions checks). Null: none.
   */
  readonly sections: Readonly<Record<string, DetailSection<T>>> | null;
  /** The catalogue keys its labels and buttons use (test/bot/actions checks each exists). */
  readonly keys: readonly MessageKey[];
  /** The /kogge rules topic that explains it; a refusal by its rule points there (rule-help.ts). */
  readonly help: RuleTopic;
  /**
   * The topic instead of `help` where the action's own data says another rule applies: an
   * offer to an office is office trading (K-71), not trading between players. Absent: `help`.
   */
  readonly helpFor?: (action: ActionOf<T>, state: GameState) => RuleTopic;
}

/** A detail section for the first listing of its action among the legal ones; args: its builder state. */
export type DetailSection<T extends ActionType> = (
  ctx: SectionContext,
  legal: LegalOf<T>,
  args: readonly string[],
) => Body | null;

/** The table's type: one entry per action type of the engine. */
export type ActionEntries = { readonly [T in ActionType]: ActionEntry<T> };

/** An entry, typed by its action, for the table. */
export function actionEntry<T extends ActionType>(_type: T, entry: ActionEntry<T>): ActionEntry<T> {
  return entry;
}
