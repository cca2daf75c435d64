// What each person may see (K-60). publicView is everything public: no hand, no face-down
// value, no generator state, no reserve order (the reserve is counts). playerView adds one
// player's own holdings and what they know. Renderers and messages take only these.
import { CHITS, cityGood, type Chit, type Color, type Good } from '../vocabulary/constants';
import type { PublicEvent } from '../vocabulary/events';
import type { Goods } from '../vocabulary/goods';
import { markerTotal, type MarkerCounts } from '../vocabulary/markers';
import { developmentPoints, officesOf, scoreOf } from '../rules/common/scoring';
import { totalGoods } from '../vocabulary/goods';
import { pendingDecisions, type PendingDecision } from './pending';
import type { Bid, GameOptions, GameState, Holdings, Phase, Score } from '../vocabulary/state';
import { advancedPhaseView, ownConflictBid, type AdvancedPhaseView } from './advanced-phases';

export interface SquareView {
  /** Null while face down (to this viewer). */
  value: number | null;
  faceUp: boolean;
}

export interface CityView {
  id: number;
  good: Good;
  goods: Goods;
  squares: [SquareView, SquareView];
  offices: { owner: number; goods: Goods }[];
  raids: number[];
  cogs: number[];
}

export interface PlayerSummary {
  index: number;
  id: string;
  name: string;
  color: Color;
  cog: number | null;
  /** 1-based order-of-play chit, null before the first order is set. */
  orderChit: number | null;
  dp: number;
  offices: number;
  chits: Chit[];
  raidsInHand: number;
  raidSetAside: number;
  goodsCount: number;
  markerCount: number;
  /** Only in "open holdings" games, or in the viewer's own summary. */
  goods: Goods | null;
  markers: MarkerCounts | null;
  /** K-80: missed a deadline. */
  absent: boolean;
}

export type PhaseView =
  | { kind: 'startChoice'; choosing: number[]; picked: number[] }
  | { kind: 'bidding'; next: number }
  | { kind: 'guildMaster'; player: number }
  | {
      kind: 'turn';
      player: number;
      moves: number;
      acting: boolean;
      actionsUsed: string[];
      startCity: number;
      raid: RaidView | null;
    }
  | { kind: 'ended'; reason: 'developmentPoints' | 'guildMaster'; winners: number[]; scores: Score[] }
  | AdvancedPhaseView;

export interface RaidView {
  raider: number;
  city: number;
  victim: number | null;
  stage: 'split' | 'pick' | 'destination';
  /** Pile sizes once the victim has split. */
  pileSizes: [number, number] | null;
  mover: number;
}

/** What every view holds. */
export interface SharedView {
  schemaVersion: number;
  version: number;
  round: number;
  options: GameOptions;
  phase: PhaseView;
  order: number[];
  players: PlayerSummary[];
  cities: CityView[];
  /** K-60, N-11: goods by kind as on the table; the marker cup only as a count. */
  reserve: { goods: Goods; markerCount: number };
  market: ([number, number] | null)[];
  bids: Bid[];
  chitSupply: Record<Chit, number>;
  guildMaster: { city: number; startCity: number; steps: number };
  /** Who must decide something now, and what. */
  awaiting: PendingDecision[];
  /** Open trade offers, without their terms (those are private to the two players). */
  offers: { id: number; from: number; to: number }[];
  log: PublicEvent[];
}

/**
 * The view everyone may see. `viewer: null` keeps the types apart: a PlayerView cannot be
 * passed where a PublicView is wanted, so a public image cannot be drawn from one player's
 * secrets by mistake.
 */
export interface PublicView extends SharedView {
  viewer: null;
}

export interface PlayerView extends SharedView {
  viewer: number;
  hand: { goods: Goods; markers: MarkerCounts };
  /** Face-down markers this player placed or looked at: city, square, value. */
  known: { city: number; square: number; value: number }[];
  /** The VP this player would score if the game ended now (K-51). */
  vpNow: number;
  /** The player's own secret start pick while the choice is open. */
  startPick: number | null;
  /** Raid piles, for the victim and the raider. */
  raidPiles: [Goods, Goods] | null;
  /** Offers to or from this player, with their terms. */
  myOffers: { id: number; from: number; to: number; give: Holdings; receive: Holdings }[];
  /** K-72, N-77: the viewer's own conflict bid while it lies face down. */
  conflictBid: number[] | null;
}

export function publicView(state: GameState): PublicView {
  return { ...buildView(state, null), viewer: null };
}

export function playerView(state: GameState, viewer: number): PlayerView {
  const base = buildView(state, viewer);
  const p = state.players[viewer];
  const phase = state.phase;
  const raid = phase.kind === 'turn' ? phase.turn.raid : null;
  const inRaid =
    raid !== null &&
    (raid.raider === viewer || (raid.target.kind === 'cog' && raid.target.victim === viewer));
  return {
    ...base,
    viewer,
    hand: { goods: { ...p.goods }, markers: [...p.markers] },
    known: knownSquares(state, viewer),
    vpNow: scoreOf(state, viewer).vp,
    startPick: phase.kind === 'startChoice' ? phase.picks[viewer] : null,
    raidPiles: inRaid && raid.piles ? [{ ...raid.piles[0] }, { ...raid.piles[1] }] : null,
    myOffers: state.offers.filter((o) => o.from === viewer || o.to === viewer).map((o) => structuredClone(o)),
    conflictBid: ownConflictBid(state, viewer),
  };
}

function buildView(state: GameState, viewer: number | null): SharedView {
  return {
    schemaVersion: state.schemaVersion,
    version: state.version,
    round: state.round,
    options: { ...state.options },
    phase: phaseView(state.phase, state),
    order: [...state.order],
    players: state.players.map((_, i) => playerSummary(state, i, viewer)),
    cities: state.cities.map((_, id) => cityView(state, id, viewer)),
    reserve: { goods: { ...state.reserve.goods }, markerCount: markerTotal(state.reserve.markers) },
    market: state.market.map((pair) => (pair ? [pair[0], pair[1]] : null)),
    bids: state.bids.map((b) => ({ player: b.player, markers: b.markers ? [...b.markers] : null })),
    chitSupply: Object.fromEntries(CHITS.map((c) => [c, state.chitSupply[c]])) as Record<Chit, number>,
    guildMaster: { ...state.guildMaster },
    awaiting: pendingDecisions(state),
    offers: state.offers.map((o) => ({ id: o.id, from: o.from, to: o.to })),
    log: state.log.map((e) => structuredClone(e)),
  };
}

function phaseView(phase: Phase, state: GameState): PhaseView {
  switch (phase.kind) {
    case 'startChoice':
      return {
        kind: 'startChoice',
        choosing: phase.choosing.flatMap((c, i) => (c ? [i] : [])),
        picked: phase.picks.flatMap((p, i) => (p !== null ? [i] : [])),
      };
    case 'bidding':
      return { kind: 'bidding', next: phase.next };
    case 'guildMaster':
      return { kind: 'guildMaster', player: state.order[0] };
    case 'turn': {
      const t = phase.turn;
      const r = t.raid;
      const raid: RaidView | null = r && {
        raider: r.raider,
        city: r.city,
        victim: r.target.kind === 'cog' ? r.target.victim : null,
        stage: r.stage,
        pileSizes: r.piles ? [totalGoods(r.piles[0]), totalGoods(r.piles[1])] : null,
        mover: r.mover,
      };
      return {
        kind: 'turn',
        player: t.player,
        moves: t.moves,
        acting: t.acting,
        actionsUsed: [...t.actionsUsed],
        startCity: t.startCity,
        raid,
      };
    }
    case 'ended':
      return {
        kind: 'ended',
        reason: phase.reason,
        winners: [...phase.winners],
        scores: phase.scores.map((s) => ({ ...s })),
      };
    case 'startSwap':
    case 'taxes':
    case 'conflict':
      return advancedPhaseView(phase, state);
  }
}

function playerSummary(state: GameState, index: number, viewer: number | null): PlayerSummary {
  const p = state.players[index];
  // K-72.1: with conflicts, holdings stay hidden whatever the option says.
  const open = (state.options.holdings === 'open' && !state.options.conflicts) || viewer === index;
  const orderAt = state.order.indexOf(index);
  return {
    index,
    id: p.id,
    name: p.name,
    color: p.color,
    cog: p.cog,
    orderChit: state.phase.kind === 'startChoice' ? null : orderAt + 1,
    dp: developmentPoints(state, index),
    offices: officesOf(state, index),
    chits: [...p.chits],
    raidsInHand: p.raidsInHand,
    raidSetAside: p.raidSetAside,
    goodsCount: totalGoods(p.goods),
    markerCount: markerTotal(p.markers),
    goods: open ? { ...p.goods } : null,
    markers: open ? [...p.markers] : null,
    absent: p.absent,
  };
}

function cityView(state: GameState, id: number, viewer: number | null): CityView {
  const city = state.cities[id];
  const squares = city.squares.map((s) => ({
    value: s.faceUp || (viewer !== null && s.knownBy.includes(viewer)) ? s.value : null,
    faceUp: s.faceUp,
  })) as [SquareView, SquareView];
  return {
    id,
    good: cityGood(id),
    goods: { ...city.goods },
    squares,
    offices: city.offices.map((o) => ({ owner: o.owner, goods: { ...o.goods } })),
    raids: [...city.raids],
    cogs: state.players.flatMap((p, i) => (p.cog === id ? [i] : [])),
  };
}

function knownSquares(state: GameState, viewer: number) {
  return state.cities.flatMap((city, id) =>
    city.squares.flatMap((s, square) =>
      !s.faceUp && s.knownBy.includes(viewer) ? [{ city: id, square, value: s.value }] : [],
    ),
  );
}
