// Memory (K-73.3, N-80), the round's part: once the start offices stand each player sees both
// markers of their start city, then the swaps go round in the first order.
import type { Draft } from '../rules/draft';
import { learnedBy } from '../rules/common/knowledge';
import { startSwapper } from '../rules/common/memory';

export function beginStartSwaps(draft: Draft): void {
  const { state } = draft;
  const secrets = state.players.map((p, player) => {
    const city = p.cog as number;
    const squares = draft.city(city).squares;
    squares[0] = learnedBy(squares[0], [player]);
    squares[1] = learnedBy(squares[1], [player]);
    return { player, detail: { city, values: [squares[0].value, squares[1].value] } };
  });
  draft.emit({ type: 'startRoutesShown' }, secrets);
  state.phase = { kind: 'startSwap', next: 0 };
}

export function startSwapsDone(draft: Draft): boolean {
  return draft.state.phase.kind === 'startSwap' && startSwapper(draft.state) === null;
}
