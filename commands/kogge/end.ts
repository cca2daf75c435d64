// /kogge end: end one's turn.
import { actionSubcommand } from '../../src/bot/index';

export const endCommand = actionSubcommand('end', null, ['endTurn']);
