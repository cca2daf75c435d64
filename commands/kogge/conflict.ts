// /kogge conflict: the conflict's open decisions (K-72): challenge or not, the demand, the
// push. The secret bid is /kogge bid, as in the auction.
import { actionSubcommand } from '../../src/bot/index';

export const conflictCommand = actionSubcommand('conflict', 'decision', [
  'challenge',
  'declineConflict',
  'demandGoods',
  'pushLoser',
]);
