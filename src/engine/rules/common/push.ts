// K-72.11 with K-35 and K-73.5: a cog pushed one step along a route of its city by another
// player. A face-down route is shown; into the pushed player's raid city the cog stays.
import type { Draft } from '../draft';
import { revealForMove } from './memory';
import { canEnter } from './movement';

export function pushCog(draft: Draft, player: number, by: number, square: 0 | 1): void {
  const { state } = draft;
  const from = state.players[player].cog as number;
  const marker = state.cities[from].squares[square];
  const revealed = !marker.faceUp;
  if (revealed) revealForMove(draft, from, square);
  const blocked = !canEnter(state, player, from, marker.value);
  if (!blocked) state.players[player].cog = marker.value;
  draft.emit({ type: 'cogPushed', player, by, from, leadsTo: marker.value, revealed, blocked });
}
