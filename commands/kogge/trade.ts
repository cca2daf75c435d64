// /kogge trade: trade goods with the city (K-44).
import { actionSubcommand } from '../../src/bot/index';

export const tradeCommand = actionSubcommand('trade', 'deal', ['cityTrade']);
