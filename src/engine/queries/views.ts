// What each person may see (K-60). publicView is everything public: no hand, no face-down
// value, no generator state, no reserve order (the reserve is counts). playerView adds one
// player's own holdings and what they know. Renderers and messages take only these.
import { CHITS, cityGood, type Chit } from '../vocabulary/constants';
import { markerTotal } from '../vocabulary/markers';
import { developmentPoints, officesOf, scoreOf } from '../rules/common/scoring';
import { totalGoods } from '../vocabulary/goods';
import { pendingDecisions } from './pending';
import type { GameState } from '../vocabulary/state';
import { ownConflictBid } from './advanced-phases';
import { phaseView } from './phase-copies';
import type { CityView, PlayerSummary, PlayerView, PublicView, SharedView, SquareView } from './view-types';

export type {
  CityView,
  PhaseView,
  PlayerSummary,
  PlayerView,
  PublicView,
  RaidView,
  SharedView,
  SquareView,
} from './view-types';

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
