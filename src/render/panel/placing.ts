// The final placing as the game decides it: K-50, a player with 5 DP wins alone whatever the
// VP; K-51, otherwise the most VP win, equal VP sharing. Winners come first, then the rest by
// VP, so the final table and the alt text put the winner on top even when won by DP.
import type { SharedView, Score } from '../../engine/view';

export interface Placed extends Score {
  /** 1 for the winners; players with equal VP below them share a place. */
  place: number;
  won: boolean;
}

export function placing(view: SharedView): Placed[] {
  if (view.phase.kind !== 'ended') return [];
  const { winners, scores } = view.phase;
  const won = (s: Score) => winners.includes(s.player);
  const ordered = [...scores].sort(
    (a, b) => Number(won(b)) - Number(won(a)) || b.vp - a.vp || turnPosition(view, a) - turnPosition(view, b),
  );
  const placed: Placed[] = [];
  ordered.forEach((s, i) => {
    const before = placed[i - 1];
    const shares = before && (won(s) ? before.won : !before.won && before.vp === s.vp);
    placed.push({ ...s, won: won(s), place: shares ? before.place : i + 1 });
  });
  return placed;
}

function turnPosition(view: SharedView, score: Score): number {
  const at = view.order.indexOf(score.player);
  return at < 0 ? view.order.length : at;
}
