// The basic game's phases copied into a view and back (phase-copies.ts): the start choice
// (K-13), the bidding, the guild master's move, a turn with its raid (K-45), the end.
import { GOODS, MARKER_VALUES, type Good } from '../vocabulary/constants';
import { noGoods, totalGoods, type Goods } from '../vocabulary/goods';
import type { Dice } from '../vocabulary/random';
import type { ActionKind, Player, Raid } from '../vocabulary/state';
import type { PhaseCopy, PhaseOf, PhaseViewOf, SampledWorld } from './phase-copy';
import type { PlayerView, RaidView } from './view-types';

type BasicKind = 'startChoice' | 'bidding' | 'guildMaster' | 'turn' | 'ended';

export const BASIC_PHASE_COPIES: { readonly [K in BasicKind]: PhaseCopy<K> } = {
  startChoice: {
    // K-13: who still chooses and who has picked are public, the picks are not.
    view: (phase) => ({
      kind: 'startChoice',
      choosing: phase.choosing.flatMap((c, i) => (c ? [i] : [])),
      picked: phase.picks.flatMap((p, i) => (p !== null ? [i] : [])),
    }),
    sample: (phase, world) => startPhase(phase, world),
  },
  bidding: {
    view: (phase) => ({ kind: 'bidding', next: phase.next }),
    sample: (phase) => ({ kind: 'bidding', next: phase.next }),
  },
  guildMaster: {
    view: (_phase, state) => ({ kind: 'guildMaster', player: state.order[0] }),
    sample: () => ({ kind: 'guildMaster' }),
  },
  turn: {
    view: ({ turn: t }) => ({
      kind: 'turn',
      player: t.player,
      moves: t.moves,
      acting: t.acting,
      actionsUsed: [...t.actionsUsed],
      startCity: t.startCity,
      // K-45: the piles' sizes are public, their goods are not.
      raid: t.raid && {
        raider: t.raid.raider,
        city: t.raid.city,
        victim: t.raid.target.kind === 'cog' ? t.raid.target.victim : null,
        stage: t.raid.stage,
        pileSizes: t.raid.piles ? [totalGoods(t.raid.piles[0]), totalGoods(t.raid.piles[1])] : null,
        mover: t.raid.mover,
      },
    }),
    sample: (phase, { view, players, dice }) => ({
      kind: 'turn',
      index: view.order.indexOf(phase.player),
      turn: {
        player: phase.player,
        startCity: phase.startCity,
        moves: phase.moves,
        acting: phase.acting,
        actionsUsed: [...phase.actionsUsed] as ActionKind[],
        raid: phase.raid && raidOf(phase.raid, view, players, dice),
      },
    }),
  },
  ended: {
    view: (phase) => endedCopy(phase),
    sample: (phase) => endedCopy(phase),
  },
};

/** The end is public: both directions copy it whole. */
function endedCopy(phase: PhaseViewOf<'ended'>): PhaseViewOf<'ended'> {
  return {
    kind: 'ended',
    reason: phase.reason,
    winners: [...phase.winners],
    scores: phase.scores.map((s) => ({ ...s })),
  };
}

/**
 * K-13: a hidden pick is one the player could have made: a marker held, not last pass's pick
 * (shown in the log when revealed), in a city with room.
 */
function startPhase(
  phase: PhaseViewOf<'startChoice'>,
  { view, players, dice }: SampledWorld,
): PhaseOf<'startChoice'> {
  const count = players.length;
  const previous: (number | null)[] = Array<number | null>(count).fill(null);
  let repicks = 0;
  for (const e of view.log) {
    if (e.type !== 'startRevealed') continue;
    for (const { player, city } of e.picks) previous[player] = city;
    if (e.repick.length > 0) repicks += 1;
  }
  const choosing = players.map((_, i) => phase.choosing.includes(i));
  const picked = new Set(phase.picked);
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

function raidOf(r: RaidView, view: PlayerView, players: Player[], dice: Dice): Raid {
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
