// K-35 with K-45 and K-72.11: a cog moved one step by another player, along square `square`
// of its city — the raider's forced move and the conflict loser's push are this one move,
// told by their own event. A face-down marker is turned up (K-73.5: in Memory shown to all);
// into a city holding the cog's own raid marker the cog stays.
import type { CogStepEvent } from '../../vocabulary/events';
import type { Draft } from '../draft';
import { revealForMove } from './memory';
import { canEnter } from './movement';

export function stepCog(
  draft: Draft,
  type: CogStepEvent['type'],
  player: number,
  by: number,
  square: 0 | 1,
): void {
  const { state } = draft;
  const from = state.players[player].cog as number;
  const marker = state.cities[from].squares[square];
  const revealed = !marker.faceUp;
  if (revealed) revealForMove(draft, from, square);
  const blocked = !canEnter(state, player, from, marker.value);
  if (!blocked) state.players[player].cog = marker.value;
  draft.emit({ type, player, by, from, leadsTo: marker.value, revealed, blocked });
}
