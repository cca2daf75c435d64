// The heuristic player: one quick rule per decision. It reads only what its seat may see
// (its own hold, the board, other players' counts), so it runs the same on a real state and
// on a determinised sample of its view.
import {
  GOODS,
  GOOD_VP,
  bidClass,
  cityGood,
  compareBids,
  developmentPoints,
  enumerateBids,
  goodsValue,
  guildMasterPath,
  isRepeatedBid,
  markerGood,
  scoreOf,
  type Action,
  type Dice,
  type GameState,
  type Goods,
  type LegalAction,
} from '../../engine/play';
import { advancedAnswer } from './advanced';
import { planCityTrade } from './trade';
import { nextLeg } from './voyage';
import { bestTarget, cheapestUnits, goodWorth, markerWorth } from './worth';
import { find, type Legal } from './legal-of';
import { bonusChit, markerForMissingGood, pairToBuy, raidTarget } from './turn-picks';

/** The heuristic's choice among `legal` (what legalActions lists for `player` now), or null. */
export function heuristicAction(
  state: GameState,
  player: number,
  legal: LegalAction[],
  dice: Dice,
  /** How many moves ahead the voyage looks: 3 to play, fewer for quick playouts. */
  depth = 3,
): Action | null {
  // K-46: an offer addressed to the player is answered first; it should not wait on a machine.
  if (find(legal, 'declineTrade')) {
    const answer = answerOffer(state, player, legal);
    if (answer) return answer;
  }
  const start = find(legal, 'chooseStart');
  if (start) return { type: 'chooseStart', player, marker: chooseStart(start.markers, dice) };
  const bid = find(legal, 'bid');
  if (bid) return { type: 'bid', player, markers: chooseBid(state, player, bid) };
  const gm = find(legal, 'moveGuildMaster');
  if (gm) return { type: 'moveGuildMaster', player, steps: guildMasterSteps(state, player, gm) };
  const split = find(legal, 'splitGoods');
  if (split)
    return { type: 'splitGoods', player, pile: evenestSplit(state.players[player].goods, split.splits) };
  const take = find(legal, 'takePile');
  if (take)
    return {
      type: 'takePile',
      player,
      pile: pileWorth(state, player, take.piles[0]) >= pileWorth(state, player, take.piles[1]) ? 0 : 1,
    };
  const push = find(legal, 'moveRaider');
  if (push) return { type: 'moveRaider', player, square: pushRaider(state, push) };
  // The advanced game's prompts (K-70 … K-73).
  const advanced = advancedAnswer(player, legal);
  if (advanced) return advanced;
  if (find(legal, 'endTurn')) return turnAction(state, player, legal, depth);
  return answerOffer(state, player, legal);
}

/** K-13: a start city for its good's worth, with some chance so rivals' picks spread. */
function chooseStart(markers: number[], dice: Dice): number {
  const weights = markers.map((v) => GOOD_VP[markerGood(v)] + 2);
  let pick = dice.below(weights.reduce((a, b) => a + b, 0));
  for (let i = 0; i < markers.length; i++) {
    if (pick < weights[i]) return markers[i];
    pick -= weights[i];
  }
  return markers[0];
}

/**
 * K-22, K-23: bid what the player misses least. A marker played makes its city produce
 * (K-24), so markers of cities with the player's own office are cheaper to give; a bid
 * that beats more of the bids so far buys an earlier turn.
 */
function chooseBid(state: GameState, player: number, legal: Legal<'bid'>): number[] {
  const p = state.players[player];
  const target = bestTarget(state, player, p.goods, p.markers);
  const earlier = state.bids.flatMap((b) => (b.markers ? [b.markers] : []));
  const worth = (v: number) =>
    markerWorth(state, player, v, p.markers, target) - ownOffices(state, player, v) * 1.5;
  const candidates: number[][] = [];
  legal.hand.forEach((n, v) => {
    if (n >= 1) candidates.push([v]);
    if (n >= 2) candidates.push([v, v]);
  });
  let best: number[] | null = null;
  let bestScore = -Infinity;
  for (const bid of candidates) {
    if (isRepeatedBid(bid, legal.forbidden)) continue;
    const beaten = earlier.filter((e) => compareBids(bid, e) > 0).length;
    const score =
      -bid.reduce((s, v) => s + worth(v), 0) + 2.5 * beaten + (bidClass(bid) >= 2 ? 1 : 0) + bid[0] * 0.1;
    if (score > bestScore) [best, bestScore] = [bid, score];
  }
  return best ?? enumerateBids(legal.hand, legal.forbidden, 1)[0];
}

function ownOffices(state: GameState, player: number, city: number): number {
  return state.cities[city].offices.filter((o) => o.owner === player).length;
}

/** K-25, K-26: two steps to end the game while ahead, else where the guild master helps most. */
function guildMasterSteps(state: GameState, player: number, legal: Legal<'moveGuildMaster'>): 1 | 2 {
  const ahead = leadsOnVp(state, player);
  let best: 1 | 2 = 1;
  let bestScore = -Infinity;
  for (const option of legal.options) {
    const ends = state.guildMaster.steps + guildMasterPath(state, option.steps).passed >= 18;
    let score = ends ? (ahead ? 100 : -100) : 0;
    if (option.to === state.players[player].cog) score += 3;
    if (!ahead) score += option.steps === 1 ? 1 : 0;
    else score += option.steps === 2 ? 1 : 0;
    if (score > bestScore) [best, bestScore] = [option.steps, score];
  }
  return best;
}

/**
 * Whether the player leads on VP (K-51). The heuristic runs on a state sampled from its view,
 * so rivals' goods there are a draw from what the view leaves unaccounted for (in a 2-player
 * game, with the reserve public by kind (K-60a), exactly the rival's goods).
 */
export function leadsOnVp(state: GameState, player: number): boolean {
  const mine = scoreOf(state, player).vp;
  return state.players.every((_, i) => i === player || mine > scoreOf(state, i).vp);
}

/**
 * Near the guild master's end (K-26) VP decide: an office is worth founding only if it wins
 * at once (K-50) or costs fewer VP of goods than the 10 it scores (K-51).
 */
function officePays(state: GameState, player: number): boolean {
  if (state.guildMaster.steps < 12) return true;
  if (developmentPoints(state, player) + 1 >= 5) return true;
  const city = state.players[player].cog as number;
  const good = cityGood(city);
  const spent = GOODS.reduce((vp, g) => vp + (g === good ? 0 : GOOD_VP[g]), 0);
  return spent <= 10;
}

/** K-45a: the split whose better pile is worth least, for the raider takes the better one. */
function evenestSplit(goods: Goods, splits: Goods[]): Goods {
  const worst = (pile: Goods) => Math.max(goodsValue(pile), goodsValue(subtractGoodsOf(goods, pile)));
  return splits.reduce((best, pile) => (worst(pile) < worst(best) ? pile : best));
}

function pileWorth(state: GameState, player: number, pile: Goods): number {
  const p = state.players[player];
  const target = bestTarget(state, player, p.goods, p.markers);
  return GOODS.reduce((sum, g) => sum + pile[g] * goodWorth(g, p.goods, target), 0);
}

/** K-45: push the raider toward the city with the poorest pile (an unknown route counts as average). */
function pushRaider(state: GameState, legal: Legal<'moveRaider'>): 0 | 1 {
  const worth = (to: number | null) => (to === null ? 8 : goodsValue(state.cities[to].goods));
  const [a, b] = legal.squares;
  return b && worth(b.leadsTo) < worth(a.leadsTo) ? b.square : a.square;
}

/** The turn: sail where the voyage plan says, then act in order of worth, then end the turn. */
function turnAction(state: GameState, player: number, legal: LegalAction[], depth: number): Action {
  const sail = find(legal, 'sail');
  if (find(legal, 'collectOffice')) return { type: 'collectOffice', player };
  if (sail) {
    const leg = nextLeg(state, player, depth);
    const option = leg && sail.routes.find((r) => r.route === leg.route);
    if (option)
      return {
        type: 'sail',
        player,
        route: option.route,
        payment: cheapestUnits(state, player, option.cost),
      };
  }
  if (find(legal, 'buildOffice') && officePays(state, player)) return { type: 'buildOffice', player };
  const gm = find(legal, 'gmTrade');
  const chit = gm && bonusChit(state, player, gm);
  if (chit) return { type: 'gmTrade', player, trade: chit };
  const trade = find(legal, 'cityTrade');
  const plan =
    trade && planCityTrade(state, player, state.players[player].goods, trade.canReceive, trade.ratio);
  if (plan) return { type: 'cityTrade', player, give: plan.give, receive: plan.receive };
  const swap = gm && markerForMissingGood(state, player, gm);
  if (swap) return { type: 'gmTrade', player, trade: swap };
  const buy = find(legal, 'buyMarkers');
  const pair = buy && pairToBuy(state, player, buy);
  if (pair) return pair;
  const raid = find(legal, 'raid');
  const target = raid && raidTarget(state, player, raid);
  if (target) return { type: 'raid', player, target };
  return { type: 'endTurn', player };
}

/** K-46: accept an offer that leaves the player better off by their own worth, else decline. */
function answerOffer(state: GameState, player: number, legal: LegalAction[]): Action | null {
  const accept = find(legal, 'acceptTrade');
  const decline = find(legal, 'declineTrade');
  const p = state.players[player];
  const target = bestTarget(state, player, p.goods, p.markers);
  for (const id of accept?.offers ?? []) {
    const offer = state.offers.find((o) => o.id === id);
    if (!offer) continue;
    const worth = (h: typeof offer.give) =>
      GOODS.reduce((s, g) => s + h.goods[g] * goodWorth(g, p.goods, target), 0) +
      h.markers.reduce((s, v) => s + markerWorth(state, player, v, p.markers, target), 0);
    if (worth(offer.give) - worth(offer.receive) >= 1) return { type: 'acceptTrade', player, offer: id };
  }
  const first = decline?.offers[0];
  return first === undefined ? null : { type: 'declineTrade', player, offer: first };
}

function subtractGoodsOf(a: Goods, b: Goods): Goods {
  return { ore: a.ore - b.ore, fur: a.fur - b.fur, amber: a.amber - b.amber, salt: a.salt - b.salt };
}
