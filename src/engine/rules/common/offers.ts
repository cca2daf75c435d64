// K-46: trading between players, at any time, between two cogs in the same city: who may
// trade now, whether a side holds its part, and an offer's secret terms (N-12).
import { refusal, type EngineError } from '../../vocabulary/errors';
import { hasGoods } from '../../vocabulary/goods';
import { holdsMarkers } from '../../vocabulary/markers';
import type { SecretNote } from '../../vocabulary/events';
import type { GameState, Holdings, Offer } from '../../vocabulary/state';
import { raidOwner } from './turn';

/** K-46: two cogs that may trade now: in the same city, and neither's goods under a raid split. */
export function together(state: GameState, a: number, b: number): boolean {
  const cogA = state.players[a].cog;
  return (
    a !== b && cogA !== null && cogA === state.players[b].cog && !underRaid(state, a) && !underRaid(state, b)
  );
}

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

/** DECISION_PENDING, naming whom the raid waits for, when one of `players` is under a raid. */
export function raidFreeze(state: GameState, ...players: number[]): EngineError | null {
  if (state.phase.kind !== 'turn' || !players.some((p) => underRaid(state, p))) return null;
  return refusal('DECISION_PENDING', { owner: raidOwner(state.phase.turn) });
}

export function holds(state: GameState, player: number, holdings: Holdings): boolean {
  const p = state.players[player];
  return hasGoods(p.goods, holdings.goods) && holdsMarkers(p.markers, holdings.markers);
}

/** N-12: the terms are seen by the two players only. */
export function secretsOf(offer: Offer): SecretNote[] {
  const detail = { give: offer.give, receive: offer.receive };
  return [
    { player: offer.from, detail },
    { player: offer.to, detail },
  ];
}

export function findOffer(state: GameState, id: number): Offer | undefined {
  return state.offers.find((o) => o.id === id);
}

export function removeOffer(state: GameState, id: number): void {
  state.offers = state.offers.filter((o) => o.id !== id);
}
