// Determinisation: a full game state sampled among those a player's view allows. Computer
// players search over such samples (Information-Set MCTS), since they may not see the real
// state. Whatever the view shows is copied; what it hides is dealt at random from what the
// box's totals leave over: opponents' goods and markers (their counts are public), face-down
// route markers, the marker cup (its count is public), other players' secret start picks and
// raid piles, and the generator that will draw the next markets.
import { CHITS, MARKER_SUPPLY, MARKER_VALUES, type Chit } from '../vocabulary/constants';
import { noGoods } from '../vocabulary/goods';
import { noMarkers, type MarkerCounts } from '../vocabulary/markers';
import { seedRng, type Dice } from '../vocabulary/random';
import type { City, GameState, Offer, Player, RouteSquare } from '../vocabulary/state';
import { cloneCity } from '../rules/clone';
import { conflictBidDeal } from './advanced-determinize';
import { dealGoods, goodsPlan, type GoodsDeal } from './deal-goods';
import { samplePhase } from './phase-copies';
import type { PlayerView } from './views';

/**
 * A state whose `playerView(state, view.viewer)` equals `view`, its hidden parts dealt
 * uniformly from what is left over. Opponents' per-player identities of hidden pieces are
 * not guessed from the log: only what the view states is used, plus one rule-given fact
 * (during the start choice every hand is still one marker of each value, K-10).
 */
export function determinize(view: PlayerView, dice: Dice): GameState {
  return determinizer(view)(dice);
}

/**
 * `determinize` for many samples of one view: what the view fixes (the pieces it shows, the
 * places hidden pieces lie, what is left to deal) is worked out once, and each call deals
 * only the hidden parts. A search samples a view thousands of times per decision. Each call
 * returns a new state, sharing nothing that the engine changes in place.
 */
export function determinizer(view: PlayerView): (dice: Dice) => GameState {
  const plan = planOf(view);
  return (dice) => sample(view, plan, dice);
}

/** What one view fixes for all its samples. */
interface Plan {
  players: Player[];
  cities: City[];
  /** Hidden markers left to deal, ascending, and the places they go (same length). */
  markerValues: number[];
  markerSlots: MarkerSlot[];
  /** Conflict bids the viewer cannot see (K-72, N-77): their sides. */
  hiddenBidSides: (0 | 1)[];
  goods: GoodsDeal;
}

function planOf(view: PlayerView): Plan {
  const players = view.players.map((summary) => basePlayer(view, summary.index));
  const cities = view.cities.map((c) => baseCity(view, c.id));
  const { values, slots, hiddenBidSides } = markerPlan(view, players);
  const goods = goodsPlan(view, players);
  return { players, cities, markerValues: values, markerSlots: slots, hiddenBidSides, goods };
}

function sample(view: PlayerView, plan: Plan, dice: Dice): GameState {
  const players = plan.players.map(copyPlayer);
  const cities = plan.cities.map(cloneCity);
  const conflictBids: [number[] | null, number[] | null] = [null, null];
  for (const side of plan.hiddenBidSides) conflictBids[side] = [];
  const reserveMarkers = dealMarkers(view, plan, players, cities, dice, conflictBids);
  dealGoods(plan.goods, players, dice);
  return {
    schemaVersion: view.schemaVersion as GameState['schemaVersion'],
    version: view.version,
    seed: 0,
    options: { ...view.options },
    round: view.round,
    players,
    order: [...view.order],
    cities,
    reserve: { goods: { ...view.reserve.goods }, markers: reserveMarkers },
    market: view.market.map((pair) => (pair ? [pair[0], pair[1]] : null)),
    bids: view.bids.map((b) => ({ player: b.player, markers: b.markers ? [...b.markers] : null })),
    chitSupply: Object.fromEntries(CHITS.map((c) => [c, view.chitSupply[c]])) as Record<Chit, number>,
    guildMaster: { ...view.guildMaster },
    phase: samplePhase({ view, players, dice, conflictBids }),
    offers: view.offers.map((o) => offerOf(view, o)),
    nextOfferId: Math.max(0, ...view.offers.map((o) => o.id)) + 1,
    rng: seedRng(dice.below(0x7fffffff)),
    // Logged events are never changed once written (clone.ts shares them too).
    log: view.log.slice(),
  };
}

/** A fresh copy of a planned player: the deal adds to its goods and markers. */
function copyPlayer(p: Player): Player {
  return { ...p, goods: { ...p.goods }, markers: p.markers.slice(), chits: p.chits.slice() };
}

function basePlayer(view: PlayerView, index: number): Player {
  const s = view.players[index];
  const own = index === view.viewer;
  return {
    id: s.id,
    name: s.name,
    color: s.color,
    cog: s.cog,
    goods: own ? { ...view.hand.goods } : s.goods ? { ...s.goods } : noGoods(),
    markers: own ? [...view.hand.markers] : s.markers ? [...s.markers] : noMarkers(),
    raidsInHand: s.raidsInHand,
    raidSetAside: s.raidSetAside,
    chits: [...s.chits],
    // Not in any view; the digital default (K-34).
    autoCollect: true,
    absent: s.absent,
  };
}

function baseCity(view: PlayerView, id: number): City {
  const c = view.cities[id];
  const square = (i: 0 | 1): RouteSquare => {
    const s = c.squares[i];
    // A face-down value unknown to the viewer is dealt later; 0 holds its place.
    return {
      value: s.value ?? 0,
      faceUp: s.faceUp,
      knownBy: !s.faceUp && s.value !== null ? [view.viewer] : [],
    };
  };
  return {
    goods: { ...c.goods },
    squares: [square(0), square(1)],
    offices: c.offices.map((o) => ({ owner: o.owner, goods: { ...o.goods } })),
    raids: [...c.raids],
  };
}

/** A place a hidden marker lies: an opponent's hand, a face-down square, or the cup. */
type MarkerSlot =
  | { kind: 'hand'; player: number }
  | { kind: 'square'; city: number; square: 0 | 1 }
  | { kind: 'cup' }
  | { kind: 'bid'; side: 0 | 1 };

/**
 * K-4: the 90 markers less those the view shows, and the hidden places they go to. During
 * the start choice the planned players get their start hands (K-10).
 */
function markerPlan(
  view: PlayerView,
  players: Player[],
): { values: number[]; slots: MarkerSlot[]; hiddenBidSides: (0 | 1)[] } {
  const pool = [...MARKER_SUPPLY];
  const slots: MarkerSlot[] = [];
  const seen = (v: number, n = 1) => (pool[v] -= n);
  view.cities.forEach((c, id) =>
    c.squares.forEach((s, i) => {
      if (s.value !== null) seen(s.value);
      else slots.push({ kind: 'square', city: id, square: i as 0 | 1 });
    }),
  );
  for (const pair of view.market) for (const v of pair ?? []) seen(v);
  // Bids lie on the table until bidding closes; afterwards they are back in the cup.
  if (view.phase.kind === 'bidding') for (const b of view.bids) for (const v of b.markers ?? []) seen(v);
  // K-72, N-77: conflict bids lie face down: the viewer's own is known, the other's by size.
  const bidDeal = conflictBidDeal(view);
  for (const v of bidDeal.seen) seen(v);
  const hiddenBidSides: (0 | 1)[] = [];
  for (const { side, size } of bidDeal.hidden) {
    hiddenBidSides.push(side);
    for (let k = 0; k < size; k++) slots.push({ kind: 'bid', side });
  }
  const startHands = view.phase.kind === 'startChoice';
  players.forEach((p, i) => {
    const summary = view.players[i];
    if (i === view.viewer || summary.markers !== null || startHands) {
      if (startHands && i !== view.viewer && summary.markers === null) p.markers = startHand(view, i);
      p.markers.forEach((n, v) => seen(v, n));
    } else for (let k = 0; k < summary.markerCount; k++) slots.push({ kind: 'hand', player: i });
  });
  for (let k = 0; k < view.reserve.markerCount; k++) slots.push({ kind: 'cup' });
  const values = MARKER_VALUES.flatMap((v) => Array<number>(Math.max(0, pool[v])).fill(v));
  if (values.length !== slots.length)
    throw new RangeError(`view inconsistent: ${values.length} hidden markers for ${slots.length} places`);
  return { values, slots, hiddenBidSides };
}

/**
 * The hidden markers dealt to their places. A face-down square must not carry its city's
 * number (K-12, K-43; Memory sets no such rule): samples breaking it are dealt again, so the
 * result stays uniform among those that keep it.
 */
function dealMarkers(
  view: PlayerView,
  plan: Plan,
  players: Player[],
  cities: City[],
  dice: Dice,
  conflictBids: [number[] | null, number[] | null],
): MarkerCounts {
  const slots = plan.markerSlots;
  const fits = (v: number, slot: MarkerSlot) =>
    view.options.memory || slot.kind !== 'square' || v !== slot.city;
  let deal = dice.shuffle(plan.markerValues.slice());
  // Rejection keeps the deal uniform; the fallback (never seen with real views) fixes squares one by one.
  for (let tries = 0; tries < 200 && !slots.every((s, k) => fits(deal[k], s)); tries++)
    deal = dice.shuffle(deal);
  if (!slots.every((s, k) => fits(deal[k], s))) repairSquares(deal, slots, fits);
  const cup = noMarkers();
  for (let k = 0; k < slots.length; k++) {
    const slot = slots[k];
    const v = deal[k];
    if (slot.kind === 'hand') players[slot.player].markers[v] += 1;
    else if (slot.kind === 'cup') cup[v] += 1;
    else if (slot.kind === 'bid') conflictBids[slot.side]?.push(v);
    else cities[slot.city].squares[slot.square] = { value: v, faceUp: false, knownBy: [] };
  }
  return cup;
}

/** K-10, K-13: one marker of each value, less the one that founded the player's start office. */
function startHand(view: PlayerView, player: number): MarkerCounts {
  const hand = [1, 1, 1, 1, 1, 1, 1, 1, 1];
  for (const c of view.cities) for (const o of c.offices) if (o.owner === player) hand[c.id] -= 1;
  return hand;
}

function repairSquares(
  deal: number[],
  slots: MarkerSlot[],
  fits: (v: number, s: MarkerSlot) => boolean,
): void {
  slots.forEach((slot, k) => {
    if (fits(deal[k], slot)) return;
    const j = slots.findIndex((other, m) => fits(deal[m], slot) && fits(deal[k], other));
    if (j >= 0) [deal[k], deal[j]] = [deal[j], deal[k]];
  });
}

/** Terms of offers between two other players are private to them: an empty offer stands in. */
function offerOf(view: PlayerView, o: { id: number; from: number; to: number }): Offer {
  const mine = view.myOffers.find((m) => m.id === o.id);
  if (mine) return structuredClone(mine);
  const none = () => ({ goods: noGoods(), markers: [] as number[] });
  return { id: o.id, from: o.from, to: o.to, give: none(), receive: none() };
}
