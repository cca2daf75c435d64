// K-45: the raid. The victim splits, the raider takes a pile, someone else chooses where
// the raider's cog is pushed, and the raider's turn ends.
import { GOODS } from './constants';
import { demand } from './errors';
import { endTurn } from './flow';
import {
  moveAllGoods,
  moveGoods,
  noGoods,
  sameGoods,
  subtractGoods,
  totalGoods,
  hasGoods,
  type Goods,
} from './goods';
import { forceMove } from './movement';
import type { Play } from './play';
import type { ActionOf } from './actions';
import type { Raid, Turn } from './state';

export function raid(play: Play, action: ActionOf<'raid'>, turn: Turn): void {
  const { state } = play;
  const raider = action.player;
  const p = state.players[raider];
  const city = p.cog as number;
  demand(p.raidsInHand > 0, 'NO_RAID_MARKER');
  if (action.target.kind === 'cog') {
    const victim = action.target.victim;
    demand(victim !== raider && victim < state.players.length, 'UNKNOWN_PLAYER', { player: victim });
    demand(state.players[victim].cog === city, 'NOT_IN_SAME_CITY', { player: victim });
  }
  p.raidsInHand -= 1;
  play.city(city).raids.push(raider);
  if (action.target.kind === 'cog') {
    const victim = action.target.victim;
    play.emit({ type: 'raided', player: raider, city, victim, taken: null });
    turn.raid = { raider, city, target: { kind: 'cog', victim }, stage: 'split', piles: null, mover: victim };
    autoSplit(play, turn.raid);
  } else {
    const taken = raidCity(play, raider, city);
    play.emit({ type: 'raided', player: raider, city, victim: null, taken });
    const mover = (raider + 1) % state.players.length;
    turn.raid = { raider, city, target: { kind: 'city' }, stage: 'destination', piles: null, mover };
    autoMove(play, turn);
  }
}

/** K-45b: everything in the city's pile and in its offices goes onto the raider's cog. */
function raidCity(play: Play, raider: number, city: number): Goods {
  const cog = play.state.players[raider].goods;
  const before = { ...cog };
  const raided = play.city(city);
  moveAllGoods(raided.goods, cog);
  for (const office of raided.offices) moveAllGoods(office.goods, cog);
  return subtractGoods(cog, before);
}

/** K-45a: the two pile sizes, which differ by at most one. */
export function pileSizes(total: number): [number, number] {
  return [Math.ceil(total / 2), Math.floor(total / 2)];
}

/** Every distinct way to split `goods` into two piles, each given by its first (larger) pile. */
export function possibleSplits(goods: Goods): Goods[] {
  const total = totalGoods(goods);
  // With an even total, a pile and its rest are the same split: keep one of each pair.
  return pilesOfLargerSize(goods).filter(
    (pile) => total % 2 === 1 || !firstIsGreater(subtractGoods(goods, pile), pile),
  );
}

function firstIsGreater(a: Goods, b: Goods): boolean {
  for (const g of GOODS) if (a[g] !== b[g]) return a[g] > b[g];
  return false;
}

function pilesOfLargerSize(goods: Goods): Goods[] {
  const [size] = pileSizes(totalGoods(goods));
  const out: Goods[] = [];
  const pile = noGoods();
  const walk = (i: number, left: number): void => {
    if (i === GOODS.length) {
      if (left === 0) out.push({ ...pile });
      return;
    }
    const g = GOODS[i];
    for (let n = Math.min(goods[g], left); n >= 0; n--) {
      pile[g] = n;
      walk(i + 1, left - n);
    }
    pile[g] = 0;
  };
  walk(0, size);
  return out;
}

/** A victim with only one possible split (e.g. one good, or all of one kind) is not asked. */
function autoSplit(play: Play, r: Raid): void {
  if (r.target.kind !== 'cog') return;
  const splits = possibleSplits(play.state.players[r.target.victim].goods);
  if (splits.length === 1) applySplit(play, r, splits[0]);
}

export function splitGoods(play: Play, action: ActionOf<'splitGoods'>, turn: Turn): void {
  const r = turn.raid as Raid;
  demand(r.stage === 'split' && action.player === r.mover, 'NOT_YOUR_DECISION', { owners: [r.mover] });
  const goods = play.state.players[action.player].goods;
  demand(hasGoods(goods, action.pile), 'CANNOT_AFFORD');
  const sizes: [number, number] = [totalGoods(action.pile), totalGoods(goods) - totalGoods(action.pile)];
  demand(Math.abs(sizes[0] - sizes[1]) <= 1, 'UNEVEN_SPLIT', { sizes });
  applySplit(play, r, action.pile);
}

function applySplit(play: Play, r: Raid, pile: Goods): void {
  if (r.target.kind !== 'cog') return;
  const victim = r.target.victim;
  const rest = subtractGoods(play.state.players[victim].goods, pile);
  r.piles = [{ ...pile }, rest];
  r.stage = 'pick';
  play.emit({ type: 'goodsSplit', victim, sizes: [totalGoods(pile), totalGoods(rest)] }, [
    { player: victim, detail: { piles: r.piles } },
    { player: r.raider, detail: { piles: r.piles } },
  ]);
  // Two equal piles leave the raider nothing to choose.
  if (sameGoods(r.piles[0], r.piles[1])) takePileOf(play, r, 0);
}

export function takePile(play: Play, action: ActionOf<'takePile'>, turn: Turn): void {
  const r = turn.raid as Raid;
  demand(r.stage === 'pick' && action.player === r.raider, 'NOT_YOUR_DECISION', { owners: [r.raider] });
  takePileOf(play, r, action.pile);
}

function takePileOf(play: Play, r: Raid, index: 0 | 1): void {
  if (r.target.kind !== 'cog' || r.piles === null) return;
  const victim = r.target.victim;
  const pile = r.piles[index];
  moveGoods(play.state.players[victim].goods, play.state.players[r.raider].goods, pile);
  r.stage = 'destination';
  play.emit({ type: 'pileTaken', player: r.raider, victim, size: totalGoods(pile) }, [
    { player: victim, detail: { pile } },
    { player: r.raider, detail: { pile } },
  ]);
  const phase = play.state.phase;
  if (phase.kind === 'turn') autoMove(play, phase.turn);
}

/** Two face-up squares with the same number leave the mover nothing to choose. */
function autoMove(play: Play, turn: Turn): void {
  const r = turn.raid as Raid;
  const [a, b] = play.state.cities[r.city].squares;
  if (a.faceUp && b.faceUp && a.value === b.value) finishRaid(play, turn, 0);
}

export function moveRaider(play: Play, action: ActionOf<'moveRaider'>, turn: Turn): void {
  const r = turn.raid as Raid;
  demand(r.stage === 'destination' && action.player === r.mover, 'NOT_YOUR_DECISION', { owners: [r.mover] });
  finishRaid(play, turn, action.square);
}

/** K-45, K-35: the raider is pushed one step and the turn ends at once. */
function finishRaid(play: Play, turn: Turn, square: 0 | 1): void {
  const r = turn.raid as Raid;
  forceMove(play, r.raider, r.mover, square);
  turn.raid = null;
  endTurn(play);
}
