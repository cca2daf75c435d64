// Which computer player must act now, and what to ask it: the one integration point a table
// (the bot, the simulator) needs. Offers addressed to a computer player are answered first
// (K-46: they do not block the game, but nobody should wait on a machine), then the
// game's blocking decision if a computer player owns it.
import { blockingDecisions, legalActions, playerView, type GameState } from '../engine/play';
import type { DecideRequest, Level } from './decide';

/** Per seat: the computer player's level, or null for a person. */
export type SeatKinds = readonly (Level | null)[];

export interface ComputerTurn {
  player: number;
  request: DecideRequest;
}

/**
 * The computer seat that owes an answer now, with its request (its view, its legal actions,
 * its level and a seed from the table's `salt`, the state's version and the seat), or null
 * when every pending decision belongs to a person. The request is made of the seat's view
 * alone: never the game's seed or generator state (issue 21), which would tell it hidden
 * markers and future draws. `salt` is the table's own number, unrelated to the game's seed.
 */
export function computerTurn(state: GameState, seats: SeatKinds, salt: number): ComputerTurn | null {
  if (state.phase.kind === 'ended') return null;
  // The random player (a test opponent) answers nothing but its own blocking decisions.
  const offer = state.offers.find((o) => seats[o.to] != null && seats[o.to] !== 'random');
  const blocking = blockingDecisions(state).find((d) => seats[d.player] != null);
  const player = offer ? offer.to : blocking ? blocking.player : null;
  if (player === null) return null;
  const level = seats[player] as Level;
  return {
    player,
    request: {
      view: playerView(state, player),
      legal: legalActions(state, player),
      level,
      seed: decisionSeed(salt, state.version, player),
    },
  };
}

/** A decision's seed: from the table's salt, the state's version and the seat. */
export function decisionSeed(salt: number, version: number, player: number): number {
  let h = (salt ^ 0x9e3779b9) >>> 0;
  h = Math.imul(h ^ version, 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (player + 1), 0xc2b2ae35) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}
