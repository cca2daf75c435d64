// How a position looks for each player, as shares of a win that sum to 1: a finished game by
// its winners; an unfinished one by a softmax over each player's prospects, counting DP (K-50)
// and VP (K-51) and how close the next office is.
import { GOODS, GOOD_VP, developmentPoints, type GameState } from '../../engine/play';
import { bestTarget } from '../heuristic/worth';

/** A softmax temperature, in prospect points: about one office apart is a clear lead. */
const TEMPERATURE = 14;

export function evaluate(state: GameState): number[] {
  const phase = state.phase;
  if (phase.kind === 'ended')
    return state.players.map((_, i) => (phase.winners.includes(i) ? 1 / phase.winners.length : 0));
  const prospects = state.players.map((_, i) => prospect(state, i));
  const top = Math.max(...prospects);
  const weights = prospects.map((x) => Math.exp((x - top) / TEMPERATURE));
  const sum = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => w / sum);
}

/** A player's prospects: DP weigh most, then goods' VP, raid markers in hand, markers. */
export function prospect(state: GameState, player: number): number {
  const p = state.players[player];
  let goods = 0;
  for (const g of GOODS) goods += p.goods[g] * GOOD_VP[g];
  for (const city of state.cities)
    for (const o of city.offices)
      if (o.owner === player) for (const g of GOODS) goods += o.goods[g] * GOOD_VP[g];
  const markers = p.markers.reduce((a, b) => a + b, 0);
  const target = bestTarget(state, player, p.goods, p.markers);
  const late = state.guildMaster.steps >= 14;
  const dp = developmentPoints(state, player);
  return (
    dp * (late ? 22 : 30) +
    (dp >= 4 ? 15 : 0) +
    goods * (late ? 1 : 0.6) +
    p.raidsInHand * 10 +
    Math.min(markers, 8) * 1.2 -
    (target ? target.missing * 4 : 10)
  );
}
