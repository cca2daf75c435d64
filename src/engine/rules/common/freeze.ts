// Goods that may not change hands for a while: a raid victim's until the raider has taken a
// pile (N-14), a taxed cog's until it has paid (K-70a), and both sides' in a conflict from
// the challenge until the winner's demand is settled (K-72a). Trades (K-46) and trades with
// offices (K-71) ask here first, and their offers lapse while a side is frozen.
import { refusal, type EngineError } from '../../vocabulary/errors';
import type { GameState } from '../../vocabulary/state';
import { raidOwner } from './turn';

export type Freeze = 'raid' | 'tax' | 'conflict';

/**
 * K-45a with K-46 (N-14): from the raid until the raider has taken a pile, the victim's goods
 * are being divided and cannot change hands; the piles were fixed at the split, so a trade in
 * between would let the raider take goods that are gone.
 */
export function underRaid(state: GameState, player: number): boolean {
  const raid = state.phase.kind === 'turn' ? state.phase.turn.raid : null;
  return (
    raid !== null &&
    raid.target.kind === 'cog' &&
    raid.target.victim === player &&
    raid.stage !== 'destination'
  );
}

/** K-70a: the tax is owed from the guild master's stop; until it is paid the goods stay. */
export function owesTax(state: GameState, player: number): boolean {
  return state.phase.kind === 'taxes' && state.phase.owing.includes(player);
}

/** K-72a: from the challenge (the bids) until the demand is settled, both sides are held. */
export function inConflict(state: GameState, player: number): boolean {
  if (state.phase.kind !== 'conflict') return false;
  const c = state.phase.conflict;
  return (c.stage === 'bids' || c.stage === 'demand') && (c.challenger === player || c.defender === player);
}

/** Why `player`'s cog may not trade now, or null when it may. */
export function freezeOf(state: GameState, player: number): Freeze | null {
  if (underRaid(state, player)) return 'raid';
  if (owesTax(state, player)) return 'tax';
  if (inConflict(state, player)) return 'conflict';
  return null;
}

/** The refusal for the first of `players` whose cog may not trade now, or null. */
export function freezeRefusal(state: GameState, ...players: number[]): EngineError | null {
  for (const player of players) {
    const freeze = freezeOf(state, player);
    if (freeze === 'raid' && state.phase.kind === 'turn')
      return refusal('DECISION_PENDING', { owner: raidOwner(state.phase.turn) });
    if (freeze === 'tax') return refusal('FROZEN_BY_TAX', { player });
    if (freeze === 'conflict') return refusal('FROZEN_BY_CONFLICT', { player });
  }
  return null;
}

/**
 * K-72a: an office's owner takes part in a trade with markers from the hand, which a conflict
 * holds too; a raid (N-14) and a tax (K-70a) hold only the cog's goods, not the office's.
 */
export function officeOwnerRefusal(state: GameState, owner: number): EngineError | null {
  return inConflict(state, owner) ? refusal('FROZEN_BY_CONFLICT', { player: owner }) : null;
}
