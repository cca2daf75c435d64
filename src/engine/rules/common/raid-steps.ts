// K-45's steps after the raid itself: the victim splits their goods into two piles (K-45a),
// the raider takes one, someone else pushes the raider's cog one step, and the turn ends.
// The rules (split-goods, take-pile, move-raider) and the round's automatic steps (N-9:
// decisions with one answer are not asked) share them.
import { GOODS } from '../../vocabulary/constants';
import { moveGoods, noGoods, sameGoods, subtractGoods, totalGoods, type Goods } from '../../vocabulary/goods';
import type { Draft } from '../draft';
import type { Raid, Turn } from '../../vocabulary/state';
import { stepCog } from './forced-step';
import { finishTurn } from './turn';

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

/** The victim's split is made: the piles are fixed and shown, by size, to all (K-60). */
export function applySplit(draft: Draft, r: Raid, pile: Goods): void {
  if (r.target.kind !== 'cog') return;
  const victim = r.target.victim;
  const rest = subtractGoods(draft.state.players[victim].goods, pile);
  r.piles = [{ ...pile }, rest];
  r.stage = 'pick';
  draft.emit({ type: 'goodsSplit', victim, sizes: [totalGoods(pile), totalGoods(rest)] }, [
    { player: victim, detail: { piles: r.piles } },
    { player: r.raider, detail: { piles: r.piles } },
  ]);
}

/** The raider takes pile `index` from the victim's cog. */
export function takePileOf(draft: Draft, r: Raid, index: 0 | 1): void {
  if (r.target.kind !== 'cog' || r.piles === null) return;
  const victim = r.target.victim;
  const pile = r.piles[index];
  moveGoods(draft.state.players[victim].goods, draft.state.players[r.raider].goods, pile);
  r.stage = 'destination';
  draft.emit({ type: 'pileTaken', player: r.raider, victim, size: totalGoods(pile) }, [
    { player: victim, detail: { pile } },
    { player: r.raider, detail: { pile } },
  ]);
}

/** K-45, K-35: the raider is pushed one step and the turn ends at once. */
export function finishRaid(draft: Draft, turn: Turn, square: 0 | 1): void {
  const r = turn.raid as Raid;
  stepCog(draft, 'raiderMoved', r.raider, r.mover, square);
  turn.raid = null;
  finishTurn(draft);
}

/**
 * N-9: the raid's decisions that have only one answer are taken at once: a victim with one
 * possible split, a raider facing two equal piles, a mover facing two face-up squares of one
 * number. Re-checked after every action while a raid is on.
 */
export function raidAutoSteps(draft: Draft, turn: Turn): void {
  const r = turn.raid;
  if (r === null) return;
  if (r.stage === 'split' && r.target.kind === 'cog') {
    const splits = possibleSplits(draft.state.players[r.target.victim].goods);
    if (splits.length === 1) applySplit(draft, r, splits[0]);
  }
  if (r.stage === 'pick' && r.piles !== null && sameGoods(r.piles[0], r.piles[1])) takePileOf(draft, r, 0);
  if (r.stage === 'destination') {
    const [a, b] = draft.state.cities[r.city].squares;
    if (a.faceUp && b.faceUp && a.value === b.value) finishRaid(draft, turn, 0);
  }
}
