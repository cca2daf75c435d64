// Issue 38: the last move a player made, read from public events only (the board's log), so a
// board can mark it and a post can say it: the voyage sailed, the city traded with, the office
// built, the raid, the route changed, the guild master's move. Bookkeeping the rules do by
// themselves (a turn ending, production, the market drawn) lies between a move and now without
// hiding it; any other player's move (a bid, a purchase, a guild master trade …) does: then
// the last move is one with nothing on the map to mark, and the answer is null.
// Imports types only: the render worker reaches it through view.ts.
import type { PublicEvent } from '../vocabulary/events';

/** A cog's step: a leg of a voyage, or a forced move by another player (K-45, K-72.11). */
export interface Step {
  from: number;
  to: number;
  /** The revealed route was unusable (K-32): the cog stayed in `from`. */
  blocked: boolean;
}

export type LastMove =
  /** K-30: a voyage, the player's consecutive moves joined (as the log joins them). */
  | { kind: 'sail'; player: number; legs: Step[] }
  /** K-40. */
  | { kind: 'office'; player: number; city: number }
  /** K-44. */
  | { kind: 'cityTrade'; player: number; city: number }
  /** K-41: goods taken out of the player's offices in the city. */
  | { kind: 'collect'; player: number; city: number }
  /** K-43: a marker laid on one of the city's two squares. */
  | { kind: 'route'; player: number; city: number; square: number }
  /**
   * K-45: a raid on the city or on `victim`'s cog, and the raider's cog moved on after it
   * (`step`, by whoever moved it) once that has happened.
   */
  | { kind: 'raid'; player: number; city: number; victim: number | null; step: Step | null }
  /** K-72.11: the conflict's winner pushed the loser's cog on. */
  | { kind: 'push'; player: number; loser: number; step: Step }
  /** K-25. */
  | { kind: 'guildMaster'; player: number; from: number; to: number }
  /** K-70.2: a tax paid to the city. */
  | { kind: 'tax'; player: number; city: number }
  /** K-73: the city's face-down routes looked at. */
  | { kind: 'look'; player: number; city: number }
  /** K-73.3: a start route swapped. */
  | { kind: 'swap'; player: number; city: number };

type Event<T extends PublicEvent['type']> = Extract<PublicEvent, { type: T }>;

/** Events the rules write by themselves, or that move nothing on the map: they hide no move. */
const BETWEEN: ReadonlySet<PublicEvent['type']> = new Set<PublicEvent['type']>([
  'turnStarted',
  'turnEnded',
  'roundStarted',
  'produced',
  'guildMasterSupplied',
  'marketReturned',
  'marketDrawn',
  'orderSet',
  'extraMarkerDrawn',
  'autoCollectSet',
  'tradeOffered',
  'tradeDeclined',
  'tradeWithdrawn',
  'tradeCancelled',
  'taxesLevied',
  'startRoutesShown',
  'conflictBidChosen',
]);

/** The most recent move among `events` (oldest first, e.g. a view's log), or null when it marks nothing. */
export function lastMoveOf(events: readonly PublicEvent[]): LastMove | null {
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i];
    if (BETWEEN.has(e.type)) continue;
    return moveAt(events, i);
  }
  return null;
}

function moveAt(events: readonly PublicEvent[], i: number): LastMove | null {
  const e = events[i];
  switch (e.type) {
    case 'sailed':
      return { kind: 'sail', player: e.player, legs: voyageEndingAt(events, i) };
    case 'officeBuilt':
      return { kind: 'office', player: e.player, city: e.city };
    case 'cityTraded':
      return { kind: 'cityTrade', player: e.player, city: e.city };
    case 'officeGoodsTaken':
      return { kind: 'collect', player: e.player, city: e.city };
    case 'routeChanged':
      return { kind: 'route', player: e.player, city: e.city, square: e.square };
    case 'raided':
      return raid(e, null);
    case 'goodsSplit':
    case 'pileTaken':
    case 'raiderMoved':
      return raidBefore(events, i);
    case 'cogPushed':
      return { kind: 'push', player: e.by, loser: e.player, step: stepOf(e) };
    case 'guildMasterMoved':
      return { kind: 'guildMaster', player: e.player, from: e.from, to: e.to };
    case 'taxPaid':
      return { kind: 'tax', player: e.player, city: e.city };
    case 'routesLooked':
      return { kind: 'look', player: e.player, city: e.city };
    case 'startSwapped':
      return e.swapped ? { kind: 'swap', player: e.player, city: e.city } : null;
    default:
      return null;
  }
}

const stepOf = (e: { from: number; leadsTo: number; blocked: boolean }): Step => ({
  from: e.from,
  to: e.leadsTo,
  blocked: e.blocked,
});

const raid = (e: Event<'raided'>, step: Step | null): LastMove => ({
  kind: 'raid',
  player: e.player,
  city: e.city,
  victim: e.victim,
  step,
});

/** A raid's later steps (the split, the pick, the raider's cog moved on) belong to the raid. */
function raidBefore(events: readonly PublicEvent[], i: number): LastMove | null {
  const last = events[i];
  const step = last.type === 'raiderMoved' ? stepOf(last) : null;
  for (let j = i - 1; j >= 0; j--) {
    const e = events[j];
    if (e.type === 'raided') return raid(e, step);
    if (e.type !== 'goodsSplit' && e.type !== 'pileTaken' && !BETWEEN.has(e.type)) break;
  }
  return null;
}

/** The legs of the voyage whose last leg is events[i]: back through the same cog's moves into it. */
function voyageEndingAt(events: readonly PublicEvent[], i: number): Step[] {
  const legs: Event<'sailed'>[] = [events[i] as Event<'sailed'>];
  for (let j = i - 1; j >= 0; j--) {
    const e = events[j];
    if (e.type !== 'sailed' || e.player !== legs[0].player || arrival(e) !== legs[0].from) break;
    legs.unshift(e);
  }
  return legs.map(stepOf);
}

const arrival = (leg: Event<'sailed'>): number => (leg.blocked ? leg.from : leg.leadsTo);
