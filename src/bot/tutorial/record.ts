// What of a game record the tutorial reads: which script it plays and how far the log has
// come. A file of its own so the panel's context names it without importing the tutorial's
// lines, which import the actions' rule help (and so the panel).
import type { GameRecord } from '../../store/index';

export type TutorialRecord = Pick<GameRecord, 'settings' | 'actions'>;
