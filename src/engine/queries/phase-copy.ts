// The shape of a phase's copies (phase-copies.ts): how a phase crosses the line between the
// whole state and what a player may see (K-60), in both directions.
import type { Dice } from '../vocabulary/random';
import type { GameState, Phase, PhaseKind, Player } from '../vocabulary/state';
import type { PhaseView, PlayerView } from './view-types';

export type PhaseOf<K extends PhaseKind> = Extract<Phase, { kind: K }>;
export type PhaseViewOf<K extends PhaseKind> = Extract<PhaseView, { kind: K }>;

/** A determinised world a phase is sampled into (determinize.ts). */
export interface SampledWorld {
  view: PlayerView;
  /** The sampled players, hidden holdings dealt. */
  players: Player[];
  dice: Dice;
  /** The hidden face-down conflict bids as dealt (K-72, N-77); null: that side has none. */
  conflictBids: [number[] | null, number[] | null];
}

export interface PhaseCopy<K extends PhaseKind> {
  /** What every view shows of the phase: what it hides left out (a start pick, a pile, a bid). */
  readonly view: (phase: PhaseOf<K>, state: GameState) => PhaseViewOf<K>;
  /** The phase rebuilt from a player's view of it, what the view hid dealt from `world`. */
  readonly sample: (phase: PhaseViewOf<K>, world: SampledWorld) => PhaseOf<K>;
}

/** One entry per phase kind: a phase without its copies does not compile. */
export type PhaseCopies = { readonly [K in PhaseKind]: PhaseCopy<K> };
