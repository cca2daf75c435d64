// The phase a determinised state (determinize.ts) plays in: copied from the view, with what
// it hides dealt at random: other players' secret start picks (K-13) and a raid's piles.
import { GOODS, MARKER_VALUES, type Good } from '../vocabulary/constants';
import { noGoods, totalGoods, type Goods } from '../vocabulary/goods';
import type { Dice } from '../vocabulary/random';
import type { ActionKind, Phase, Player, Raid } from '../vocabulary/state';
import { sampleAdvancedPhase } from './advanced-determinize';
import type { PlayerView } from './views';

/** The view's phase as a full one: `conflictBids` are the dealt hidden conflict bids (K-73). */
export function samplePhase(
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
