// Issue 38: what the bot keeps of the action panels it showed, as the rest of the bot sees it
// (BotContext.panels); live-panels.ts keeps them. A file of its own so the context names the
// keeper without importing the keeper, which imports the context.
import type { GameState } from '../engine/index';
import type { GameRecord } from '../store/index';
import type { Panel } from './panel/panel';

/** The interaction that last wrote a panel: its token edits the panel ('@original'). */
export interface PanelWriter {
  applicationId: string;
  token: string;
  createdTimestamp: number;
  locale: string;
  user: { id: string };
}

/** A panel as shown: whose, for which state, which section, and what it holds. */
export interface ShownPanel {
  messageId: string;
  gameId: string;
  player: number;
  state: GameState;
  section: string[];
  hints: boolean;
  panel: Panel;
  /** A line kept above the panel (the welcome's, naming the game's thread). */
  lead?: string;
}

/** What the rest of the bot calls (BotContext.panels). */
export interface PanelKeeper {
  /** A panel just shown or updated by `writer`: held until its token runs out. */
  shown(writer: PanelWriter, panel: ShownPanel): void;
  /** Before a click on `messageId` is answered: an edit of it under way lands first. */
  settled(messageId: string): Promise<void>;
  /** The game was saved at a new state: its older panels are brought up to date or marked. */
  moved(record: GameRecord): void;
  /** Edits under way (a clean stop, tests). */
  idle(): Promise<void>;
}
