// A seeded random player for simulations and fuzzing: it picks among legal actions, with a
// lean toward progress (offices, bonus chits) so games end both ways, and samples concrete
// choices without enumerating every bid or trade.
import {
  GOODS,
  MARKER_VALUES,
  blockingDecisions,
  canBuildOffice,
  expand,
  isRepeatedBid,
  legalActions,
  noGoods,
  officeCost,
  valuesOf,
  type Action,
  type Dice,
  type GameState,
  type Good,
  type Goods,
  type LegalAction,
  type Payment,
} from '../engine/play';

/** Who acts next in a simulation: the first blocking decision's owner. */
export function nextActor(state: GameState): number | null {
  return blockingDecisions(state)[0]?.player ?? null;
}

export function randomAction(state: GameState, player: number, dice: Dice): Action | null {
  const legal = legalActions(state, player).filter((l) => !ANY_TIME.has(l.type) || dice.below(20) === 0);
  if (legal.length === 0) return null;
  const choice = pickWeighted(legal, dice, (l) => weight(l, state));
  return sample(choice, player, state, dice);
}

const ANY_TIME = new Set(['offerTrade', 'acceptTrade', 'declineTrade', 'withdrawTrade', 'setAutoCollect']);

function weight(l: LegalAction, state: GameState): number {
  if (l.type === 'buildOffice') return 60;
  if (l.type === 'cityTrade') return 20;
  if (l.type === 'moveGuildMaster') return 1;
  if (l.type === 'gmTrade') return l.trades.some((t) => t.kind === 'bonusChit') ? 60 : 4;
  if (l.type === 'sail') return state.phase.kind === 'turn' && state.phase.turn.moves >= 2 ? 1 : 8;
  if (l.type === 'endTurn') return 3;
  if (l.type === 'raid') return 1;
  return 4;
}

function pickWeighted<T>(items: T[], dice: Dice, weightOf: (item: T) => number): T {
  const weights = items.map(weightOf);
  let pick = dice.below(weights.reduce((a, b) => a + b, 0));
  for (let i = 0; i < items.length; i++) {
    if (pick < weights[i]) return items[i];
    pick -= weights[i];
  }
  return items[items.length - 1];
}

function sample(l: LegalAction, player: number, state: GameState, dice: Dice): Action {
  switch (l.type) {
    case 'bid':
      return { type: 'bid', player, markers: sampleBid(l.hand, l.forbidden, dice) };
    case 'cityTrade':
      return { type: 'cityTrade', player, ...sampleCityTrade(l.canGive, l.canReceive, l.ratio, dice) };
    case 'sail': {
      // Lean toward a city where the cog could build an office on arrival (K-40).
      const promising = l.routes.filter(
        (r) => r.leadsTo !== null && couldBuild(state, player, r.leadsTo, r.cost),
      );
      const routes = promising.length > 0 && dice.below(5) > 0 ? promising : l.routes;
      const route = routes[dice.below(routes.length)];
      return {
        type: 'sail',
        player,
        route: route.route,
        payment: samplePayment(l.payWith, route.cost, dice),
      };
    }
    case 'moveGuildMaster':
      // One step far more often than two: longer games reach offices and chits.
      return { type: 'moveGuildMaster', player, steps: dice.below(4) === 0 ? 2 : 1 };
    case 'gmTrade': {
      const chits = l.trades.filter((t) => t.kind === 'bonusChit');
      const pool = chits.length > 0 ? chits : l.trades;
      return { type: 'gmTrade', player, trade: pool[dice.below(pool.length)] };
    }
    default: {
      const options = expand(l, player, 50);
      return options[dice.below(options.length)];
    }
  }
}

function couldBuild(state: GameState, player: number, city: number, cost: number): boolean {
  const p = state.players[player];
  const office = officeCost(state, city);
  // Enough left over, after the office's goods, to pay for the move there.
  const spare = GOODS.reduce((n, g) => n + p.goods[g] - office.goods[g], 0);
  return canBuildOffice(state, player, city) && spare >= cost;
}

/** A random non-empty selection of the hand, small bids more likely, not a repeat. */
function sampleBid(hand: number[], forbidden: number[][], dice: Dice): number[] {
  const held = valuesOf(hand);
  for (let attempt = 0; attempt < 20; attempt++) {
    const size = 1 + dice.below(Math.min(3, held.length));
    const bid = pickSome(held, size, dice);
    if (!isRepeatedBid(bid, forbidden)) return bid;
  }
  const all = expand({ type: 'bid', hand, forbidden }, 0, 1);
  return (all[0] as Extract<Action, { type: 'bid' }>).markers;
}

/** `size` distinct entries of `items`, drawn at random (a partial shuffle of a copy). */
function pickSome<T>(items: readonly T[], size: number, dice: Dice): T[] {
  const pool = items.slice();
  for (let i = 0; i < size; i++) {
    const j = i + dice.below(pool.length - i);
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  return pool.slice(0, size);
}

/** `cost` random units (goods or markers) out of the holdings. */
function samplePayment(hold: { goods: Goods; markers: number[] }, cost: number, dice: Dice): Payment[] {
  const units: Payment[] = [];
  for (const good of GOODS) for (let n = 0; n < hold.goods[good]; n++) units.push({ good });
  for (const marker of MARKER_VALUES) for (let n = 0; n < hold.markers[marker]; n++) units.push({ marker });
  return pickSome(units, cost, dice);
}

/** Gives one or two goods and takes, for each, 1 to `ratio` goods of other kinds: legal by construction. */
function sampleCityTrade(
  canGive: Goods,
  canReceive: Goods,
  ratio: number,
  dice: Dice,
): { give: Goods; receive: Goods } {
  const give = noGoods();
  const receive = noGoods();
  const pile = { ...canReceive };
  const hold = { ...canGive };
  const units = 1 + dice.below(3);
  for (let u = 0; u < units; u++) {
    const kinds = GOODS.filter((g) => hold[g] > 0 && GOODS.some((r) => r !== g && pile[r] > 0));
    if (kinds.length === 0) break;
    const g: Good = kinds[dice.below(kinds.length)];
    hold[g] -= 1;
    give[g] += 1;
    const wanted = dice.below(4) === 0 ? 1 + dice.below(ratio) : ratio;
    for (let k = 0; k < wanted; k++) {
      const others = GOODS.filter((r) => r !== g && pile[r] > 0);
      if (others.length === 0) break;
      // Lean toward kinds the cog lacks: offices cost one of each of three kinds (K-40).
      const lacking = others.filter((r) => hold[r] + receive[r] === 0);
      const pool = lacking.length > 0 && dice.below(3) > 0 ? lacking : others;
      const r = pool[dice.below(pool.length)];
      pile[r] -= 1;
      receive[r] += 1;
    }
  }
  return { give, receive };
}
