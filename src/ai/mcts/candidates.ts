// The choices the search weighs at one decision: a handful, not every legal action. Large
// choices are grouped to one representative each: a route with the cheapest payment, a bid
// per kind (the heuristic's, the cheapest single markers, the strongest single, a pair), the
// heuristic's city trade, a market pair paid with the good missed least. The heuristic's own
// choice comes first, so it is tried first.
import {
  GOODS,
  goodsValue,
  isRepeatedBid,
  type Action,
  type Dice,
  type GameState,
  type Goods,
  type LegalAction,
} from '../../engine/play';
import { heuristicAction } from '../heuristic/player';
import { bestTarget, cheapestUnits, goodWorth, markerWorth } from '../heuristic/worth';
import { isListed } from '../listed';

const ANY_TIME = new Set<string>([
  'offerTrade',
  'acceptTrade',
  'declineTrade',
  'withdrawTrade',
  'setAutoCollect',
]);

/** A choice and its key in the search tree. */
export interface Choice {
  key: string;
  action: Action;
}

/**
 * The search's choices, the heuristic's first. `wide` (the hard level) adds every single and
 * paired bid and every guild-master swap; the search then widens progressively into them.
 */
export function candidates(
  state: GameState,
  player: number,
  legal: LegalAction[],
  dice: Dice,
  wide = false,
  /** How far the heuristic's voyage looks for the first choice: 3 at the root, less below. */
  depth = 3,
): Choice[] {
  const blocking = legal.filter((l) => !ANY_TIME.has(l.type));
  const out: Choice[] = [];
  const keys = new Set<string>();
  const push = (a: Action | null) => {
    if (a === null) return;
    const key = actionKey(a);
    if (!keys.has(key)) {
      keys.add(key);
      out.push({ key, action: a });
    }
  };
  // Only the heuristic's choice is checked against the listing: the grouped and wider ones
  // are built from the listing's own options (and the root checks its choices again), and
  // the check cost a twentieth of the search, made at every rival's node in every sample.
  const first = heuristicAction(state, player, blocking, dice, depth);
  if (first && isListed(first, blocking)) push(first);
  for (const l of blocking) for (const a of grouped(state, player, l)) push(a);
  if (wide) for (const l of blocking) for (const a of wider(player, l)) push(a);
  return out;
}

/**
 * A choice's key in the tree. A voyage is keyed by its route and a market buy by its pair,
 * not by the units paid: what another player pays differs from sample to sample, and those
 * samples should share one child (the viewer's own payment is the same in every sample).
 */
export function actionKey(a: Action): string {
  switch (a.type) {
    case 'sail':
      return `sail ${a.route}`;
    case 'buyMarkers':
      return `buy ${a.pair}`;
    case 'bid':
      return `bid ${a.markers.join(' ')}`;
    case 'chooseStart':
      return `start ${a.marker}`;
    case 'moveGuildMaster':
      return `gm ${a.steps}`;
    case 'endTurn':
    case 'collectOffice':
    case 'buildOffice':
      return a.type;
    default:
      return JSON.stringify(a);
  }
}

/** More of the large choices, for progressive widening. */
function wider(player: number, l: LegalAction): Action[] {
  if (l.type === 'bid') {
    const out: Action[] = [];
    l.hand.forEach((n, v) => {
      if (n >= 1 && !isRepeatedBid([v], l.forbidden)) out.push({ type: 'bid', player, markers: [v] });
      if (n >= 2 && !isRepeatedBid([v, v], l.forbidden)) out.push({ type: 'bid', player, markers: [v, v] });
    });
    return out;
  }
  if (l.type === 'gmTrade')
    return l.trades
      .filter((t) => t.kind !== 'bonusChit')
      .map((trade) => ({ type: 'gmTrade', player, trade }));
  return [];
}

function grouped(state: GameState, player: number, l: LegalAction): Action[] {
  switch (l.type) {
    case 'chooseStart':
      return l.markers.map((marker) => ({ type: 'chooseStart', player, marker }));
    case 'bid':
      return bids(state, player, l).map((markers) => ({ type: 'bid', player, markers }));
    case 'moveGuildMaster':
      return l.options.map((o) => ({ type: 'moveGuildMaster', player, steps: o.steps }));
    case 'sail':
      return l.routes.map((r) => ({
        type: 'sail',
        player,
        route: r.route,
        payment: cheapestUnits(state, player, r.cost),
      }));
    case 'collectOffice':
    case 'buildOffice':
    case 'endTurn':
      return [{ type: l.type, player }];
    case 'gmTrade': {
      // Bonus chits (one per good, the heuristic picks the chit) and the raid marker; the
      // 1:1 swaps only through the heuristic's choice.
      const out: Action[] = [];
      for (const t of l.trades) {
        if (
          t.kind === 'raidMarker' &&
          !out.some((a) => a.type === 'gmTrade' && a.trade.kind === 'raidMarker')
        )
          out.push({ type: 'gmTrade', player, trade: t });
      }
      return out;
    }
    case 'buyMarkers': {
      const p = state.players[player];
      const target = bestTarget(state, player, p.goods, p.markers);
      const good = l.goods.reduce((a, b) =>
        goodWorth(b, p.goods, target) < goodWorth(a, p.goods, target) ? b : a,
      );
      return l.pairs.map((pair) => ({ type: 'buyMarkers', player, pair, good }));
    }
    case 'raid':
      return l.targets.map((target) => ({ type: 'raid', player, target }));
    case 'changeRoute':
      return routeChanges(state, player, l);
    case 'splitGoods':
      return splits(state.players[player].goods, l.splits).map((pile) => ({
        type: 'splitGoods',
        player,
        pile,
      }));
    case 'takePile':
      return [0, 1].map((pile) => ({ type: 'takePile', player, pile: pile as 0 | 1 }));
    case 'moveRaider':
      return l.squares.map((s) => ({ type: 'moveRaider', player, square: s.square }));
    default:
      return [];
  }
}

/** The cheapest two single markers, the strongest single, and the cheapest pair. */
function bids(state: GameState, player: number, l: Extract<LegalAction, { type: 'bid' }>): number[][] {
  const p = state.players[player];
  const target = bestTarget(state, player, p.goods, p.markers);
  const held = l.hand.flatMap((n, v) => (n > 0 ? [v] : []));
  const byWorth = [...held].sort(
    (a, b) =>
      markerWorth(state, player, a, p.markers, target) - markerWorth(state, player, b, p.markers, target),
  );
  const out: number[][] = [];
  for (const v of byWorth.slice(0, 2)) out.push([v]);
  if (held.length > 0) out.push([held[held.length - 1]]);
  const pair = byWorth.find((v) => l.hand[v] >= 2);
  if (pair !== undefined) out.push([pair, pair]);
  return out.filter((b) => !isRepeatedBid(b, l.forbidden));
}

/** K-43: point a face-up route at the next office's city, with a marker missed least. */
function routeChanges(
  state: GameState,
  player: number,
  l: Extract<LegalAction, { type: 'changeRoute' }>,
): Action[] {
  const p = state.players[player];
  const target = bestTarget(state, player, p.goods, p.markers);
  if (!target || !l.markers.includes(target.city) || p.markers[target.city] < 2) return [];
  const city = state.cities[p.cog as number];
  if (city.squares.some((s) => s.value === target.city)) return [];
  return l.squares
    .slice(0, 1)
    .map((square) => ({ type: 'changeRoute', player, square, marker: target.city }));
}

/** The three splits whose better pile is worth least. */
function splits(goods: Goods, all: Goods[]): Goods[] {
  const worst = (pile: Goods) => {
    const rest = { ...goods };
    for (const g of GOODS) rest[g] -= pile[g];
    return Math.max(goodsValue(pile), goodsValue(rest));
  };
  return [...all].sort((a, b) => worst(a) - worst(b)).slice(0, 3);
}
