// The heuristic's answers to the advanced game's prompts (K-70 … K-73): quick, safe choices.
// Keep both start routes, pay the cheapest good in tax, start no conflict, bid the best group
// of identical markers held (K-23 ranks them high), demand the most valuable kinds, push no one.
import { GOODS, GOOD_VP, type Action, type LegalAction } from '../../engine/play';

type Legal<T extends LegalAction['type']> = Extract<LegalAction, { type: T }>;

function find<T extends LegalAction['type']>(legal: LegalAction[], type: T): Legal<T> | undefined {
  return legal.find((l): l is Legal<T> => l.type === type);
}

export function advancedAnswer(player: number, legal: LegalAction[]): Action | null {
  if (find(legal, 'startSwap')) return { type: 'startSwap', player, swap: null };
  const tax = find(legal, 'payTax');
  if (tax) {
    const cheapest = [...tax.goods].sort((a, b) => GOOD_VP[a] - GOOD_VP[b])[0];
    if (cheapest) return { type: 'payTax', player, good: cheapest };
  }
  if (find(legal, 'declineConflict')) return { type: 'declineConflict', player };
  const bid = find(legal, 'conflictBid');
  if (bid) return { type: 'conflictBid', player, markers: strongestGroup(bid.hand) };
  if (find(legal, 'demandGoods')) {
    const goods = { ore: 0, fur: 0, amber: 0, salt: 0 };
    for (const g of [...GOODS].sort((a, b) => GOOD_VP[b] - GOOD_VP[a]).slice(0, 3)) goods[g] = 1;
    return { type: 'demandGoods', player, goods };
  }
  if (find(legal, 'pushLoser')) return { type: 'pushLoser', player, square: null };
  return null;
}

/** The identical markers held most often (the highest value on a tie), or the highest single. */
function strongestGroup(hand: readonly number[]): number[] {
  let best = -1;
  for (let v = 8; v >= 0; v--) if (hand[v] > 0 && (best < 0 || hand[v] > hand[best])) best = v;
  return best < 0 ? [] : Array<number>(hand[best]).fill(best);
}
