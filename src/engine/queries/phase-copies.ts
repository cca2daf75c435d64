// How each phase is copied into a view and back (K-60): `view` leaves out what the phase
// hides, `sample` rebuilds it from a player's view in a determinised world, dealing what was
// hidden. Both directions of a phase sit side by side in one entry of a table typed over the
// phase kinds, so views.ts and determinize.ts share it and a new phase must fill it in.
import type { GameState, Phase, PhaseKind } from '../vocabulary/state';
import { ADVANCED_PHASE_COPIES } from './advanced-phase-copies';
import { BASIC_PHASE_COPIES } from './basic-phase-copies';
import type { PhaseCopies, PhaseCopy, SampledWorld } from './phase-copy';
import type { PhaseView } from './view-types';

export const PHASE_COPIES = { ...BASIC_PHASE_COPIES, ...ADVANCED_PHASE_COPIES } satisfies PhaseCopies;

// One entry per kind: the entry for a phase's kind takes exactly that phase.
const copyOf = (kind: PhaseKind) => PHASE_COPIES[kind] as PhaseCopy<PhaseKind>;

/** What every view shows of `phase`. */
export function phaseView(phase: Phase, state: GameState): PhaseView {
  return copyOf(phase.kind).view(phase, state);
}

/** The view's phase as a full one in the sampled `world`. */
export function samplePhase(world: SampledWorld): Phase {
  const phase = world.view.phase;
  return copyOf(phase.kind).sample(phase, world);
}
