// /kogge buy: buy a market pair for one good (K-42).
import { actionSubcommand } from '../../src/bot/index';

export const buyCommand = actionSubcommand('buy', 'pair', ['buyMarkers']);
