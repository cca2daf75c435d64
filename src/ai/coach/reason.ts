// Why the coach suggests a move, as data: a reason's key and what it names (cities, goods,
// markers by number). The bot says it in the player's language (src/bot/coach). Worked out on
// a state sampled from the player's view, reading only what they may see: their own hold, the
// board, and the legal listing; a face-down route they do not know stays unknown.
import {
  GOODS,
  GOOD_VP,
  VP,
  WINNING_DP,
  applyAction,
  canBuildOffice,
  cityGood,
  developmentPoints,
  guildMasterPath,
  markerGood,
  noGoods,
  type Action,
  type ActionOf,
  type GameState,
  type Good,
  type Goods,
  type LegalAction,
} from '../../engine/play';
import { leadsOnVp } from '../heuristic/player';
import { planCityTrade } from '../heuristic/trade';
import { bestTarget } from '../heuristic/worth';
import { cogCity, reason, type Reason } from './reason-data';
import { namedMove, offerer } from './named-move';

export {
  MOVE_NAMES,
  REASON_KEYS,
  type MoveName,
  type Reason,
  type ReasonData,
  type ReasonKey,
  type ReasonParams,
} from './reason-data';

/** The reason for `action`, which `player` may take in `state` (a sample of their view). */
export function reasonFor(state: GameState, player: number, action: Action, legal: LegalAction[]): Reason {
  switch (action.type) {
    case 'sail':
      return sailReason(state, player, action, legal);
    case 'buildOffice':
      return buildReason(state, player);
    case 'collectOffice':
      return reason('collectOffice', { city: cogCity(state, player), goods: officeGoods(state, player) });
    case 'cityTrade':
      return tradeReason(state, player, action);
    case 'gmTrade':
      return gmReason(state, player, action);
    case 'buyMarkers':
      return buyReason(state, player, action);
    case 'raid':
      return action.target.kind === 'cog'
        ? reason('raid.cog', { player: action.target.victim, city: cogCity(state, player) })
        : reason('raid.city', { city: cogCity(state, player) });
    case 'endTurn':
      return reason('endTurn', {});
    case 'chooseStart':
      return startReason(action.marker, legal);
    case 'bid':
      return reason('bid', { markers: action.markers });
    case 'moveGuildMaster':
      return guildMasterReason(state, player, action.steps);
    case 'acceptTrade':
      return reason('answerOffer.accept', { player: offerer(state, action.offer) });
    case 'declineTrade':
      return reason('answerOffer.decline', { player: offerer(state, action.offer) });
    default:
      return namedMove(state, player, action, legal);
  }
}

/**
 * K-13: the start city the coach rates best. Where its good is worth the most of the cities open
 * to the player, that is said; otherwise the reason claims no worth it does not have (issue 38:
 * not "because its good is worth 1 VP").
 */
function startReason(marker: number, legal: LegalAction[]): Reason {
  const listing = legal.find((l) => l.type === 'chooseStart');
  const open = listing?.type === 'chooseStart' ? listing.markers : [marker];
  const good = markerGood(marker);
  const best = Math.max(...open.map((m) => GOOD_VP[markerGood(m)]));
  return GOOD_VP[good] >= best
    ? reason('chooseStart.worth', { city: marker, good, vp: GOOD_VP[good] })
    : reason('chooseStart', { city: marker });
}

function officeGoods(state: GameState, player: number): Goods {
  const out = noGoods();
  for (const o of state.cities[cogCity(state, player)].offices)
    if (o.owner === player) for (const g of GOODS) out[g] += o.goods[g];
  return out;
}

function sailReason(
  state: GameState,
  player: number,
  action: ActionOf<'sail'>,
  legal: LegalAction[],
): Reason {
  const listing = legal.find((l) => l.type === 'sail');
  const option = listing?.type === 'sail' ? listing.routes.find((r) => r.route === action.route) : undefined;
  const to = action.route === 'secret' ? state.guildMaster.city : (option?.leadsTo ?? null);
  // A face-down route the player does not know: whatever the sample dealt there is a guess.
  if (to === null)
    return reason('sail.faceDown', {
      city: cogCity(state, player),
      side: action.route === 'secret' ? 0 : action.route,
    });
  const sailed = applyAction(state, action);
  if (!sailed.ok || sailed.state.players[player].cog !== to) return reason('sail.move', { city: to });
  const after = sailed.state;
  const p = after.players[player];
  if (canBuildOffice(after, player, to)) return reason('sail.office', { city: to });
  const chit = chitGood(after, player, to);
  if (chit) return reason('sail.chit', { city: to, good: chit });
  const started = after.phase.kind === 'turn' ? after.phase.turn.startCity : null;
  const ratio = p.chits.includes('threeToOne') ? 3 : 2;
  const trade = to !== started ? planCityTrade(after, player, p.goods, after.cities[to].goods, ratio) : null;
  if (trade) {
    const goods = { ...p.goods };
    for (const g of GOODS) goods[g] += trade.receive[g] - trade.give[g];
    const params = { city: to, give: trade.give, receive: trade.receive };
    if (canBuildWith(after, player, to, goods)) return reason('sail.tradeOffice', params);
    const next = bestTarget(after, player, goods, p.markers);
    if (next && next.missing === 0) return reason('sail.tradeNext', { ...params, target: next.city });
    return reason('sail.trade', params);
  }
  const picked = goodsGained(state.players[player].goods, p.goods);
  if (picked) return reason('sail.collect', { city: to, goods: picked });
  const target = bestTarget(after, player, p.goods, p.markers);
  if (target && target.city !== to) return reason('sail.toward', { city: to, target: target.city });
  return reason('sail.move', { city: to });
}

/** A good the player holds six of, to trade at the guild master in `city` for a chit (K-41b). */
function chitGood(state: GameState, player: number, city: number): Good | null {
  if (state.guildMaster.city !== city || !Object.values(state.chitSupply).some((n) => n > 0)) return null;
  const goods = state.players[player].goods;
  return GOODS.find((g) => goods[g] >= 6) ?? null;
}

function canBuildWith(state: GameState, player: number, city: number, goods: Goods): boolean {
  const p = state.players[player];
  const held = { ...state, players: state.players.map((q, i) => (i === player ? { ...p, goods } : q)) };
  return canBuildOffice(held, player, city);
}

/** What `after` holds more of than `before`, or null when nothing. */
function goodsGained(before: Goods, after: Goods): Goods | null {
  const out = noGoods();
  let any = false;
  for (const g of GOODS) {
    out[g] = Math.max(0, after[g] - before[g]);
    any ||= out[g] > 0;
  }
  return any ? out : null;
}

function buildReason(state: GameState, player: number): Reason {
  const city = cogCity(state, player);
  const wins = developmentPoints(state, player) + 1 >= WINNING_DP;
  return reason(wins ? 'buildOffice.win' : 'buildOffice', { city, vp: VP.office });
}

function tradeReason(state: GameState, player: number, action: ActionOf<'cityTrade'>): Reason {
  const p = state.players[player];
  const city = cogCity(state, player);
  const goods = { ...p.goods };
  for (const g of GOODS) goods[g] += action.receive[g] - action.give[g];
  const params = { city, give: action.give, receive: action.receive };
  if (canBuildWith(state, player, city, goods)) return reason('cityTrade.office', params);
  const target = bestTarget(state, player, goods, p.markers);
  return target ? reason('cityTrade', { ...params, target: target.city }) : reason('cityTrade.worth', params);
}

function gmReason(state: GameState, player: number, action: ActionOf<'gmTrade'>): Reason {
  const trade = action.trade;
  switch (trade.kind) {
    case 'bonusChit':
      return reason('gm.chit', { good: trade.good, chit: trade.chit, vp: VP.chit });
    case 'raidMarker':
      return reason('gm.raidMarker', { marker: trade.value, vp: VP.raidInHand });
    case 'goodForMarker': {
      const p = state.players[player];
      const target = bestTarget(state, player, p.goods, p.markers);
      const params = { good: trade.good, marker: trade.value };
      return target && target.city === trade.value
        ? reason('gm.goodForMarker.toward', { ...params, target: target.city })
        : reason('gm.goodForMarker', params);
    }
    case 'markerForGood':
      return reason('gm.markerForGood', { marker: trade.value, good: markerGood(trade.value) });
  }
}

function buyReason(state: GameState, player: number, action: ActionOf<'buyMarkers'>): Reason {
  const pair: readonly number[] = state.market[action.pair] ?? [];
  const p = state.players[player];
  const target = bestTarget(state, player, p.goods, p.markers);
  const params = { markers: [...pair], good: action.good };
  return target && pair.includes(target.city)
    ? reason('buyMarkers.toward', { ...params, target: target.city })
    : reason('buyMarkers', params);
}

function guildMasterReason(state: GameState, player: number, steps: 1 | 2): Reason {
  const path = guildMasterPath(state, steps);
  const city = path.to;
  if (state.guildMaster.steps + path.passed >= 18 && leadsOnVp(state, player))
    return reason('guildMaster.end', { steps, city });
  if (city === state.players[player].cog)
    return reason('guildMaster.cog', { steps, city, good: cityGood(city) });
  return reason('guildMaster.move', { steps, city });
}
