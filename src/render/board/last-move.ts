// The last move, from the public log: the most recent voyage (a cog's consecutive moves, as
// the log joins them), so the map can show where the last cog went.
import type { PublicEvent, SharedView } from '../../engine/view';

type Sailed = Extract<PublicEvent, { type: 'sailed' }>;

export interface Voyage {
  player: number;
  legs: { from: number; to: number }[];
}

export function lastVoyage(view: SharedView): Voyage | null {
  const log = view.log;
  let i = log.length - 1;
  while (i >= 0 && log[i].type !== 'sailed') i--;
  if (i < 0) return null;
  const legs: Sailed[] = [log[i] as Sailed];
  // Back through the same player's moves that led into this one.
  for (let j = i - 1; j >= 0; j--) {
    const e = log[j];
    if (e.type !== 'sailed' || e.player !== legs[0].player || arrival(e) !== legs[0].from) break;
    legs.unshift(e);
  }
  return {
    player: legs[0].player,
    legs: legs.filter((leg) => !leg.blocked).map((leg) => ({ from: leg.from, to: leg.leadsTo })),
  };
}

const arrival = (leg: Sailed): number => (leg.blocked ? leg.from : leg.leadsTo);
