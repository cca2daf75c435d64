// What every panel section is built from, and what it gives back: the shared shapes of
// panel.ts and its sections, apart so that a section need not import the panel it is in.
import type { GameState } from '../../engine/index';
import type { IdSource, Row } from './components';

export interface PanelContext extends IdSource {
  state: GameState;
  player: number;
  locale: string;
  /** First-game hints (issue 24): one line on what the choice means; absent: none. */
  hints?: boolean;
  /** Issue 26: the coach's Hint button on the main panel; absent: none. */
  coach?: boolean;
}

export interface Body {
  lines: string[];
  rows: Row[];
}
