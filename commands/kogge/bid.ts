// /kogge bid: a bid of route markers (K-22), or a conflict's secret bid (K-72.6); the
// markers may also be typed, e.g. 5 3.
import { actionSubcommand } from '../../src/bot/index';

export const bidCommand = actionSubcommand('bid', 'markers', ['bid', 'conflictBid']);
