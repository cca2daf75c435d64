// /kogge trade: trade goods with the city (K-44).
import { actionSubcommand } from '../../src/bot/slash/action-command';

export const tradeCommand = actionSubcommand('trade', 'deal', ['cityTrade']);
