// What every panel section is built from, and what it gives back: the shared shapes of
// panel.ts and its sections, apart so that a section need not import the panel it is in.
import type { GameState } from '../../engine/index';
import type { MapChoice } from '../../render/index';
import type { Move } from '../actions/move';
import type { TutorialRecord } from '../tutorial/record';
import type { IdSource, Row } from './components';

export interface PanelContext extends IdSource {
  state: GameState;
  player: number;
  locale: string;
  /** First-game hints (issue 24): one line on what the choice means; absent: none. */
  hints?: boolean;
  /** Issue 26: the coach's Hint button on the main panel; absent: none. */
  coach?: boolean;
  /** Issue 38: the record's tutorial and log, for the tutorial's lines; absent: none. */
  tutorial?: TutorialRecord;
}

export interface Body {
  lines: string[];
  rows: Row[];
  /** Issue 38: the choices it offers on the map, lettered on the panel's board as on its buttons. */
  choices?: MapChoice[];
}

/** Where a panel is: its section's name (`main`, `sail`, `bid` …) and the builder state after it. */
export interface PanelPlace {
  name: string;
  args: readonly string[];
}

/**
 * What a prompt or a detail section is built with: the panel's context and the codec that
 * writes an action into a button. The panel hands the codec in, so an action's entry can list
 * its sections without an import circle through the entries' table.
 */
export interface SectionContext extends PanelContext {
  encode: (move: Move) => string;
}
