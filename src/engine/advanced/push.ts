// K-72.11 with K-35 and K-73.5: a cog pushed one step along a route of its city by another
// player. A face-down route is shown; into the pushed player's raid city the cog stays.
import { canEnter } from '../movement';
import type { Play } from '../play';
import { afterUse } from './memory';

export function pushCog(play: Play, player: number, by: number, square: 0 | 1): void {
  const { state } = play;
  const from = state.players[player].cog as number;
  const squares = play.city(from).squares;
  const marker = squares[square];
  const revealed = !marker.faceUp;
  if (revealed) squares[square] = afterUse(state, marker);
  const blocked = !canEnter(state, player, from, marker.value);
  if (!blocked) state.players[player].cog = marker.value;
  play.emit({ type: 'cogPushed', player, by, from, leadsTo: marker.value, revealed, blocked });
}
