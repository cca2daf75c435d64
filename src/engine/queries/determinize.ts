// Determinisation: a full game state sampled among those a player's view allows. Computer
// players search over such samples (Information-Set MCTS), since they may not see the real
// state. Whatever the view shows is copied; what it hides is dealt at random from what the
// box's totals leave over: opponents' goods and markers (their counts are public), face-down
// route markers, the marker cup (its count is public), other players' secret start picks and
// raid piles, and the generator that will draw the next markets.
import {
  CHITS,
  GOODS,
  GOOD_SUPPLY,
  MARKER_SUPPLY,
  MARKER_VALUES,
  type Chit,
  type Good,
} from '../vocabulary/constants';
import { noGoods, totalGoods, type Goods } from '../vocabulary/goods';
import { noMarkers, type MarkerCounts } from '../vocabulary/markers';
import { seedRng, type Dice } from '../vocabulary/random';
import type { PlayerView } from './views';
import { cloneCity } from '../rules/clone';
import { conflictBidDeal, sampleAdvancedPhase } from './advanced-determinize';
import type {
  ActionKind,
  City,
  GameState,
  Offer,
  Phase,
  Player,
  Raid,
  RouteSquare,
} from '../vocabulary/state';

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
  /** Hidden goods left to deal, cheapest kind first, and who receives how many, in order. */
  goodsUnits: Good[];
  goodsTo: { player: number; count: number }[];
}

function planOf(view: PlayerView): Plan {
  const players = view.players.map((summary) => basePlayer(view, summary.index));
  const cities = view.cities.map((c) => baseCity(view, c.id));
  const { values, slots, hiddenBidSides } = markerPlan(view, players);
  const goods = goodsPlan(view, players);
  return {
    players,
    cities,
    markerValues: values,
    markerSlots: slots,
    hiddenBidSides,
    goodsUnits: goods.units,
    goodsTo: goods.to,
  };
}

function sample(view: PlayerView, plan: Plan, dice: Dice): GameState {
  const players = plan.players.map(copyPlayer);
  const cities = plan.cities.map(cloneCity);
  const conflictBids: [number[] | null, number[] | null] = [null, null];
  for (const side of plan.hiddenBidSides) conflictBids[side] = [];
  const reserveMarkers = dealMarkers(view, plan, players, cities, dice, conflictBids);
  dealGoods(plan, players, dice);
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
    phase: samplePhase(view, players, dice, conflictBids),
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

/**
 * K-2: the 66 goods less those the view shows, and who receives how many of them (the public
 * sizes of hidden holds). A raider about to pick knows the victim's hold: it is the two piles.
 */
function goodsPlan(
  view: PlayerView,
  players: Player[],
): { units: Good[]; to: { player: number; count: number }[] } {
  const pool: Goods = { ...GOOD_SUPPLY };
  const take = (g: Goods) => GOODS.forEach((k) => (pool[k] -= g[k]));
  take(view.reserve.goods);
  for (const c of view.cities) {
    take(c.goods);
    for (const o of c.offices) take(o.goods);
  }
  const hidden: number[] = [];
  players.forEach((p, i) => {
    if (i === view.viewer || view.players[i].goods !== null) take(p.goods);
    else hidden.push(i);
  });
  const victim = knownVictim(view);
  if (victim !== null && view.raidPiles) {
    const [a, b] = view.raidPiles;
    players[victim].goods = {
      ore: a.ore + b.ore,
      fur: a.fur + b.fur,
      amber: a.amber + b.amber,
      salt: a.salt + b.salt,
    };
    take(players[victim].goods);
  }
  const units = GOODS.flatMap((g) => Array<Good>(Math.max(0, pool[g])).fill(g));
  const to = hidden
    .filter((i) => i !== victim)
    .map((player) => ({ player, count: view.players[player].goodsCount }));
  const dealt = to.reduce((n, t) => n + t.count, 0);
  if (dealt !== units.length)
    throw new RangeError(`view inconsistent: ${units.length} hidden goods, ${dealt} dealt`);
  return { units, to };
}

/** The hidden goods dealt to the hidden holds. */
function dealGoods(plan: Plan, players: Player[], dice: Dice): void {
  const units = dice.shuffle(plan.goodsUnits.slice());
  let at = 0;
  for (const { player, count } of plan.goodsTo) {
    const goods = players[player].goods;
    for (let k = 0; k < count; k++) goods[units[at++]] += 1;
  }
}

/** The victim whose hold the viewer knows from the piles (raider, victim hidden, pick stage). */
function knownVictim(view: PlayerView): number | null {
  const phase = view.phase;
  if (phase.kind !== 'turn' || !phase.raid || phase.raid.victim === null) return null;
  const r = phase.raid;
  const hiddenVictim = r.victim !== view.viewer && view.players[r.victim as number].goods === null;
  return r.stage === 'pick' && hiddenVictim && view.raidPiles ? r.victim : null;
}

function samplePhase(
  view: PlayerView,
  players: Player[],
  dice: Dice,
  conflictBids: [number[] | null, number[] | null],
): Phase {
  const phase = view.phase;
  switch (phase.kind) {
    case 'startChoice':
      return startPhase(view, players, dice);
    case 'bidding':
      return { kind: 'bidding', next: phase.next };
    case 'guildMaster':
      return { kind: 'guildMaster' };
    case 'turn': {
      const raid = phase.raid && raidOf(view, players, dice);
      return {
        kind: 'turn',
        index: view.order.indexOf(phase.player),
        turn: {
          player: phase.player,
          startCity: phase.startCity,
          moves: phase.moves,
          acting: phase.acting,
          actionsUsed: [...phase.actionsUsed] as ActionKind[],
          raid,
        },
      };
    }
    case 'ended':
      return {
        kind: 'ended',
        reason: phase.reason,
        winners: [...phase.winners],
        scores: phase.scores.map((s) => ({ ...s })),
      };
    default:
      return sampleAdvancedPhase(view, conflictBids) as Phase;
  }
}

/**
 * K-13: who still chooses and who has picked are public, the picks are not. A hidden pick is
 * one the player could have made: a marker held, not last pass's pick (shown in the log when
 * revealed), in a city with room.
 */
function startPhase(view: PlayerView, players: Player[], dice: Dice): Phase {
  const count = players.length;
  const previous: (number | null)[] = Array<number | null>(count).fill(null);
  let repicks = 0;
  for (const e of view.log) {
    if (e.type !== 'startRevealed') continue;
    for (const { player, city } of e.picks) previous[player] = city;
    if (e.repick.length > 0) repicks += 1;
  }
  const choosing = players.map(
    (_, i) => view.phase.kind === 'startChoice' && view.phase.choosing.includes(i),
  );
  const picked = new Set(view.phase.kind === 'startChoice' ? view.phase.picked : []);
  const picks = players.map((p, i) => {
    if (!picked.has(i)) return null;
    if (i === view.viewer) return view.startPick;
    const open = MARKER_VALUES.filter(
      (v) => p.markers[v] > 0 && v !== previous[i] && view.cities[v].offices.length < 2,
    );
    return open.length > 0 ? open[dice.below(open.length)] : null;
  });
  return { kind: 'startChoice', picks, choosing, previous, repicks };
}

function raidOf(view: PlayerView, players: Player[], dice: Dice): Raid | null {
  if (view.phase.kind !== 'turn' || !view.phase.raid) return null;
  const r = view.phase.raid;
  const target: Raid['target'] = r.victim === null ? { kind: 'city' } : { kind: 'cog', victim: r.victim };
  let piles: Raid['piles'] = null;
  if (r.pileSizes) {
    piles = view.raidPiles
      ? [{ ...view.raidPiles[0] }, { ...view.raidPiles[1] }]
      : samplePiles(
          r.stage === 'pick' && r.victim !== null ? players[r.victim].goods : null,
          r.pileSizes,
          dice,
        );
  }
  return { raider: r.raider, city: r.city, target, stage: r.stage, piles, mover: r.mover };
}

/**
 * Piles of the public sizes: a random split of the victim's hold while the raider has yet to
 * pick; afterwards the piles no longer steer anything, so only their sizes must hold.
 */
function samplePiles(hold: Goods | null, sizes: [number, number], dice: Dice): [Goods, Goods] {
  if (hold === null || totalGoods(hold) !== sizes[0] + sizes[1]) {
    return [
      { ...noGoods(), ore: sizes[0] },
      { ...noGoods(), ore: sizes[1] },
    ];
  }
  const units = dice.shuffle(GOODS.flatMap((g) => Array<Good>(hold[g]).fill(g)));
  const first = noGoods();
  for (const g of units.slice(0, sizes[0])) first[g] += 1;
  const second = { ...hold };
  for (const g of GOODS) second[g] -= first[g];
  return [first, second];
}

/** Terms of offers between two other players are private to them: an empty offer stands in. */
function offerOf(view: PlayerView, o: { id: number; from: number; to: number }): Offer {
  const mine = view.myOffers.find((m) => m.id === o.id);
  if (mine) return structuredClone(mine);
  const none = () => ({ goods: noGoods(), markers: [] as number[] });
  return { id: o.id, from: o.from, to: o.to, give: none(), receive: none() };
}
