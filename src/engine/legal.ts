// legalActions(state, player): everything that player may do now, with the choices a UI
// needs to build its buttons. Where choices multiply (bids, city trades, trade offers) it
// gives their bounds and a checker; expand.ts turns the listing into concrete actions.
import { GOODS, MARKER_VALUES, markerGood, markerValuesOf, CHITS, type Good } from './constants';
import { canBuildOffice, officeCost } from './city-actions';
import { guildMasterPath } from './guild-master';
import type { Goods } from './goods';
import { canEnter, moveCost } from './movement';
import { hasOfficeGoods } from './offices';
import { holds, together } from './offers';
import { unitsHeld } from './payment';
import { possibleSplits } from './raid';
import { bidsSoFar, canBid } from './bidding';
import type { GmTrade, RouteChoice } from './actions';
import type { GameState, Turn } from './state';
import type { OfficeRef } from './advanced/schemas';
import { advancedPhaseActions, lookChoice, officePartners, type AdvancedLegalAction } from './advanced/legal';

export interface RouteOption {
  route: RouteChoice;
  /** Where it leads, or null when face down and unknown to this player. */
  leadsTo: number | null;
  cost: number;
}

export type LegalAction =
  | { type: 'chooseStart'; markers: number[] }
  | { type: 'bid'; hand: number[]; forbidden: number[][] }
  | { type: 'moveGuildMaster'; options: { steps: 1 | 2; to: number }[] }
  | { type: 'sail'; routes: RouteOption[]; payWith: { goods: Goods; markers: number[] } }
  | { type: 'collectOffice' }
  | { type: 'buildOffice'; goods: Goods; marker: number; markers: number }
  | { type: 'gmTrade'; trades: GmTrade[] }
  | { type: 'buyMarkers'; pairs: number[]; goods: Good[] }
  | { type: 'cityTrade'; ratio: number; canGive: Goods; canReceive: Goods }
  | { type: 'changeRoute'; squares: (0 | 1)[]; markers: number[] }
  | { type: 'raid'; targets: ({ kind: 'cog'; victim: number } | { kind: 'city' })[] }
  | { type: 'endTurn' }
  | { type: 'splitGoods'; splits: Goods[] }
  | { type: 'takePile'; piles: [Goods, Goods] }
  | { type: 'moveRaider'; squares: { square: 0 | 1; leadsTo: number | null }[] }
  | {
      type: 'offerTrade';
      partners: number[];
      /** K-71: other players' offices in the cog's city, with their goods (public). */
      offices: (OfficeRef & { owner: number; goods: Goods })[];
      goods: Goods;
      markers: number[];
    }
  | { type: 'acceptTrade'; offers: number[] }
  | { type: 'declineTrade'; offers: number[] }
  | { type: 'withdrawTrade'; offers: number[] }
  | { type: 'setAutoCollect'; on: boolean }
  | AdvancedLegalAction;

export function legalActions(state: GameState, player: number): LegalAction[] {
  if (state.phase.kind === 'ended' || player < 0 || player >= state.players.length) return [];
  return [...phaseActions(state, player), ...anyTimeActions(state, player)];
}

function phaseActions(state: GameState, player: number): LegalAction[] {
  const phase = state.phase;
  switch (phase.kind) {
    case 'startChoice':
      return startChoices(state, player);
    case 'bidding':
      if (state.order[phase.next] !== player) return [];
      if (!canBid(state.players[player].markers, bidsSoFar(state.bids))) return [];
      return [
        {
          type: 'bid',
          hand: [...state.players[player].markers],
          forbidden: bidsSoFar(state.bids).map((m) => [...m]),
        },
      ];
    case 'guildMaster':
      if (state.order[0] !== player) return [];
      return [
        {
          type: 'moveGuildMaster',
          options: ([1, 2] as const).map((steps) => ({ steps, to: guildMasterPath(state, steps).to })),
        },
      ];
    case 'turn':
      if (phase.turn.raid) return raidChoices(state, phase.turn, player);
      return phase.turn.player === player ? turnChoices(state, phase.turn) : [];
    case 'ended':
      return [];
    default:
      return advancedPhaseActions(state, player);
  }
}

function startChoices(state: GameState, player: number): LegalAction[] {
  const phase = state.phase;
  if (phase.kind !== 'startChoice' || !phase.choosing[player] || phase.picks[player] !== null) return [];
  const hand = state.players[player].markers;
  const markers = MARKER_VALUES.filter(
    (v) => hand[v] > 0 && v !== phase.previous[player] && state.cities[v].offices.length < 2,
  );
  return [{ type: 'chooseStart', markers }];
}

function turnChoices(state: GameState, turn: Turn): LegalAction[] {
  const out: LegalAction[] = [];
  const p = turn.player;
  const city = state.players[p].cog as number;
  if (!turn.acting) {
    const look = lookChoice(state, p);
    if (look) out.push(look);
    const sail = sailChoices(state, turn);
    if (sail) out.push(sail);
    if (hasOfficeGoods(state, p, city)) out.push({ type: 'collectOffice' });
  }
  const used = turn.actionsUsed as readonly string[];
  for (const choice of [
    build(state, p, city),
    gmTrades(state, p),
    buyPairs(state, p),
    cityTrade(state, turn),
    changeRoutes(state, p, city),
    raids(state, p, city),
  ]) {
    if (choice && !used.includes(choice.type)) out.push(choice);
  }
  out.push({ type: 'endTurn' });
  return out;
}

function sailChoices(state: GameState, turn: Turn): LegalAction | null {
  const p = turn.player;
  const player = state.players[p];
  const from = player.cog as number;
  const units = unitsHeld(player);
  const affordable: RouteOption[] = [];
  for (const route of [0, 1] as const) {
    const square = state.cities[from].squares[route];
    if (square.faceUp && !canEnter(state, p, from, square.value)) continue;
    const leadsTo = square.faceUp || square.knownBy.includes(p) ? square.value : null;
    const cost = moveCost(state, turn, route);
    if (cost <= units) affordable.push({ route, leadsTo, cost });
  }
  const gm = state.guildMaster.city;
  const secretCost = moveCost(state, turn, 'secret');
  if (player.chits.includes('secretPassage') && canEnter(state, p, from, gm) && secretCost <= units) {
    affordable.push({ route: 'secret', leadsTo: gm, cost: secretCost });
  }
  if (affordable.length === 0) return null;
  return {
    type: 'sail',
    routes: affordable,
    payWith: { goods: { ...player.goods }, markers: [...player.markers] },
  };
}

function build(state: GameState, p: number, city: number): LegalAction | null {
  if (!canBuildOffice(state, p, city)) return null;
  const cost = officeCost(state, city);
  return { type: 'buildOffice', goods: cost.goods, marker: city, markers: cost.markers };
}

/** K-41: every guild-master trade open to the player now. */
function gmTrades(state: GameState, p: number): LegalAction | null {
  const player = state.players[p];
  if (player.cog !== state.guildMaster.city) return null;
  const trades: GmTrade[] = [];
  if (player.raidSetAside > 0) {
    for (const value of MARKER_VALUES)
      if (player.markers[value] >= 3) trades.push({ kind: 'raidMarker', value });
  }
  for (const good of GOODS) {
    if (player.goods[good] < 6) continue;
    for (const chit of CHITS) if (state.chitSupply[chit] > 0) trades.push({ kind: 'bonusChit', good, chit });
  }
  for (const good of GOODS) {
    if (player.goods[good] === 0) continue;
    for (const value of markerValuesOf(good))
      if (state.reserve.markers[value] > 0) trades.push({ kind: 'goodForMarker', good, value });
  }
  for (const value of MARKER_VALUES) {
    if (player.markers[value] > 0 && state.reserve.goods[markerGood(value)] > 0)
      trades.push({ kind: 'markerForGood', value });
  }
  return trades.length > 0 ? { type: 'gmTrade', trades } : null;
}

function buyPairs(state: GameState, p: number): LegalAction | null {
  const pairs: number[] = [];
  for (let i = 0; i < state.market.length; i++) if (state.market[i]) pairs.push(i);
  const held = state.players[p].goods;
  const goods: Good[] = [];
  for (const g of GOODS) if (held[g] > 0) goods.push(g);
  return pairs.length > 0 && goods.length > 0 ? { type: 'buyMarkers', pairs, goods } : null;
}

/** K-44: open when the cog is elsewhere than at the turn's start and some swap is possible. */
function cityTrade(state: GameState, turn: Turn): LegalAction | null {
  const player = state.players[turn.player];
  const city = player.cog as number;
  if (city === turn.startCity) return null;
  const pile = state.cities[city].goods;
  const possible = GOODS.some((g) => player.goods[g] > 0 && GOODS.some((r) => r !== g && pile[r] > 0));
  if (!possible) return null;
  const ratio = player.chits.includes('threeToOne') ? 3 : 2;
  return { type: 'cityTrade', ratio, canGive: { ...player.goods }, canReceive: { ...pile } };
}

function changeRoutes(state: GameState, p: number, city: number): LegalAction | null {
  const squares = ([0, 1] as const).filter(
    (i) => state.cities[city].squares[i].faceUp || state.options.memory,
  );
  const markers = MARKER_VALUES.filter((v) => v !== city && state.players[p].markers[v] > 0);
  return squares.length > 0 && markers.length > 0
    ? { type: 'changeRoute', squares: [...squares], markers }
    : null;
}

function raids(state: GameState, p: number, city: number): LegalAction | null {
  if (state.players[p].raidsInHand === 0) return null;
  const targets: ({ kind: 'cog'; victim: number } | { kind: 'city' })[] = [];
  for (let i = 0; i < state.players.length; i++)
    if (i !== p && state.players[i].cog === city) targets.push({ kind: 'cog', victim: i });
  targets.push({ kind: 'city' });
  return { type: 'raid', targets };
}

function raidChoices(state: GameState, turn: Turn, player: number): LegalAction[] {
  const r = turn.raid;
  if (!r) return [];
  if (r.stage === 'split' && r.mover === player && r.target.kind === 'cog') {
    return [{ type: 'splitGoods', splits: possibleSplits(state.players[player].goods) }];
  }
  if (r.stage === 'pick' && r.raider === player && r.piles)
    return [{ type: 'takePile', piles: [{ ...r.piles[0] }, { ...r.piles[1] }] }];
  if (r.stage === 'destination' && r.mover === player) {
    const squares = state.cities[r.city].squares.map((s, i) => ({
      square: i as 0 | 1,
      leadsTo: s.faceUp || s.knownBy.includes(player) ? s.value : null,
    }));
    return [{ type: 'moveRaider', squares }];
  }
  return [];
}

/** K-46 and the pick-up setting: open outside one's turn too. */
function anyTimeActions(state: GameState, player: number): LegalAction[] {
  const p = state.players[player];
  const out: LegalAction[] = [];
  // Plain loops here: this runs for every player after every action (the AI and the fuzzers).
  const partners: number[] = [];
  for (let i = 0; i < state.players.length; i++) if (together(state, player, i)) partners.push(i);
  const offices = officePartners(state, player);
  if (partners.length > 0 || offices.length > 0)
    out.push({ type: 'offerTrade', partners, offices, goods: { ...p.goods }, markers: [...p.markers] });
  if (state.offers.length > 0) out.push(...offerChoices(state, player));
  out.push({ type: 'setAutoCollect', on: !p.autoCollect });
  return out;
}

function offerChoices(state: GameState, player: number): LegalAction[] {
  const incoming = state.offers.filter((o) => o.to === player).map((o) => o.id);
  const outgoing = state.offers.filter((o) => o.from === player).map((o) => o.id);
  const acceptable = state.offers
    .filter((o) => o.to === player && holds(state, player, o.receive))
    .map((o) => o.id);
  const out: LegalAction[] = [];
  if (acceptable.length > 0) out.push({ type: 'acceptTrade', offers: acceptable });
  if (incoming.length > 0) out.push({ type: 'declineTrade', offers: incoming });
  if (outgoing.length > 0) out.push({ type: 'withdrawTrade', offers: outgoing });
  return out;
}
