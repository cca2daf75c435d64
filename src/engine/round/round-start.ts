// K-20, K-21 (N-1): a round opens: last round's unsold pairs go back, each holder of the +1
// route marker chit draws one, then the market's pairs are drawn.
import { MARKET_PAIRS } from '../vocabulary/constants';
import { drawMarker, returnMarkers } from '../rules/common/reserve';
import type { Draft } from '../rules/draft';

export function openRound(draft: Draft): void {
  const { state } = draft;
  state.round += 1;
  state.bids = [];
  draft.emit({ type: 'roundStarted', round: state.round });
  returnUnsoldPairs(draft);
  drawExtraMarkers(draft);
  drawMarket(draft);
}

/** K-21: last round's unsold pairs go back to the reserve. */
function returnUnsoldPairs(draft: Draft): void {
  const unsold = draft.state.market.flatMap((pair) => pair ?? []);
  if (unsold.length > 0) {
    returnMarkers(draft, unsold);
    draft.emit({ type: 'marketReturned', markers: unsold });
  }
  draft.state.market = [];
}

/**
 * K-20: a player holding the +1 route marker chit draws one random marker, in turn order.
 * N-7: a second chit of the kind gives no second ability, so it draws once all the same.
 */
function drawExtraMarkers(draft: Draft): void {
  for (const index of draft.state.order) {
    const player = draft.player(index);
    if (!player.chits.includes('extraMarker')) continue;
    const value = drawMarker(draft);
    if (value === null) continue;
    player.markers[value] += 1;
    draft.emit({ type: 'extraMarkerDrawn', player: index }, [{ player: index, detail: { value } }]);
  }
}

/** K-21: eight markers as four pairs; fewer if the reserve runs short, never a lone one. */
function drawMarket(draft: Draft): void {
  const pairs: [number, number][] = [];
  for (let i = 0; i < MARKET_PAIRS; i++) {
    const a = drawMarker(draft);
    if (a === null) break;
    const b = drawMarker(draft);
    if (b === null) {
      returnMarkers(draft, [a]);
      break;
    }
    pairs.push([a, b]);
  }
  draft.state.market = pairs;
  draft.emit({ type: 'marketDrawn', pairs });
}
