// /kogge end: end one's turn.
import { actionSubcommand } from '../../src/bot/slash/action-command';

export const endCommand = actionSubcommand('end', null, ['endTurn']);
