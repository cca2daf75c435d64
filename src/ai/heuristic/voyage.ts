// The voyage: where to sail this turn. Every path of up to three further moves along routes
// the player can read (face up, or face down but placed or seen by them) is scored by what
// the cog could do at its end: found an office, sell to the guild master, trade toward the
// next office; less what the moves cost.
import {
  GOODS,
  GOOD_VP,
  cityGood,
  developmentPoints,
  type GameState,
  type Goods,
  type RouteChoice,
} from '../../engine/play';
import { planCityTrade } from './trade';
import { bestTarget, cheapestUnits, holdWorth, markersNeeded, unitsWorth } from './worth';

export interface Leg {
  route: RouteChoice;
  to: number;
}

interface Path {
  legs: Leg[];
  cost: number;
  /** Office goods picked up on the way (K-34). */
  picked: Goods;
}

interface Paid {
  units: ReturnType<typeof cheapestUnits>;
  worth: number;
}

type TurnPhase = Extract<GameState['phase'], { kind: 'turn' }>;

/** The first leg of the best voyage of up to `depth` moves, or null to stay (and act here). */
export function nextLeg(state: GameState, player: number, depth = 3): Leg | null {
  const phase = state.phase as TurnPhase;
  const p = state.players[player];
  const units = GOODS.reduce((n, g) => n + p.goods[g], 0) + p.markers.reduce((a, b) => a + b, 0);
  let best: { score: number; path: Path } | null = null;
  // Paths of the same cost pay with the same units: worked out once per cost.
  const payments: (Paid | undefined)[] = [];
  for (const path of paths(state, player, phase.turn.moves, units, depth)) {
    const paid = (payments[path.cost] ??= paidWith(state, player, path.cost));
    const score = endScore(state, player, path, phase.turn.startCity, phase.turn.moves, paid);
    if (best === null || score > best.score) best = { score, path };
  }
  return best && best.path.legs.length > 0 ? best.path.legs[0] : null;
}

function paidWith(state: GameState, player: number, cost: number): Paid {
  const units = cheapestUnits(state, player, cost);
  return { units, worth: unitsWorth(state, player, units) };
}

/** A route's end as the player sees it; null when face down and unknown to them. */
export function readRoute(state: GameState, player: number, city: number, square: 0 | 1): number | null {
  const s = state.cities[city].squares[square];
  return s.faceUp || s.knownBy.includes(player) ? s.value : null;
}

function legCost(state: GameState, player: number, moveIndex: number, secret: boolean): number {
  const chits = state.players[player].chits;
  const free = moveIndex === 0 || (moveIndex === 1 && chits.includes('moveTwo'));
  return (free ? 0 : 1) + (secret ? 1 : 0);
}

function paths(state: GameState, player: number, movesSoFar: number, units: number, depth: number): Path[] {
  const out: Path[] = [];
  const start = state.players[player].cog as number;
  const walk = (city: number, path: Path): void => {
    out.push(path);
    if (path.legs.length === depth) return;
    const moveIndex = movesSoFar + path.legs.length;
    const exits: Leg[] = [];
    for (const square of [0, 1] as const) {
      const to = readRoute(state, player, city, square);
      if (to !== null) exits.push({ route: square, to });
    }
    if (state.players[player].chits.includes('secretPassage'))
      exits.push({ route: 'secret', to: state.guildMaster.city });
    for (const leg of exits) {
      if (leg.to === city || state.cities[leg.to].raids.includes(player)) continue;
      const cost = path.cost + legCost(state, player, moveIndex, leg.route === 'secret');
      if (cost > units || exits.filter((e) => e.to === leg.to).indexOf(leg) > 0) continue;
      walk(leg.to, {
        legs: [...path.legs, leg],
        cost,
        picked: addOfficeGoods(state, player, leg.to, path.picked),
      });
    }
  };
  walk(start, { legs: [], cost: 0, picked: { ore: 0, fur: 0, amber: 0, salt: 0 } });
  return out;
}

function addOfficeGoods(state: GameState, player: number, city: number, picked: Goods): Goods {
  const out = { ...picked };
  for (const o of state.cities[city].offices)
    if (o.owner === player) for (const g of GOODS) out[g] += o.goods[g];
  return out;
}

/** What the cog could do at the path's end, less the path's cost. */
function endScore(
  state: GameState,
  player: number,
  path: Path,
  startCity: number,
  movesSoFar: number,
  paid: Paid,
): number {
  const p = state.players[player];
  const end = path.legs.length > 0 ? path.legs[path.legs.length - 1].to : (p.cog as number);
  const goods = { ...p.goods };
  const markers = [...p.markers];
  for (const u of paid.units) {
    if ('good' in u) goods[u.good] -= 1;
    else markers[u.marker] -= 1;
  }
  for (const g of GOODS) goods[g] += path.picked[g];
  let score = -paid.worth + holdWorth(path.picked);
  const moved = movesSoFar + path.legs.length > 0;
  const ratio = p.chits.includes('threeToOne') ? 3 : 2;
  const trade =
    moved && end !== startCity
      ? planCityTrade(state, player, goods, state.cities[end].goods, ratio, false)
      : null;
  if (trade) {
    for (const g of GOODS) goods[g] += trade.receive[g] - trade.give[g];
    score += trade.gain * 0.5;
  }
  if (canFound(state, player, end, goods, markers)) score += 200;
  if (
    end === state.guildMaster.city &&
    GOODS.some((g) => goods[g] >= 6 && (GOOD_VP[g] <= 4 || developmentPoints(state, player) >= 4)) &&
    Object.values(state.chitSupply).some((n) => n > 0)
  )
    score += 150;
  const target = bestTarget(state, player, goods, markers);
  if (target) score -= 12 * target.missing;
  // Being next to the target city's goods, or on the guild master, helps next turn.
  if (end === state.guildMaster.city) score += 2;
  return score + 0.01 * end;
}

function canFound(state: GameState, player: number, city: number, goods: Goods, markers: number[]): boolean {
  const c = state.cities[city];
  if (c.offices.length >= 2) return false;
  if (markers[city] < markersNeeded(state, city)) return false;
  return GOODS.every((g) => g === cityGood(city) || goods[g] >= 1);
}
