// Conflicts (K-72): the window after the active player's turn, the challenge, the secret
// simultaneous bids, their resolution by the bid order, the exchange of bid markers, the
// winner's demand and the optional push of the loser.
import { demand, reject } from '../errors';
import { moveGoods, totalGoods } from '../goods';
import { giveMarkers, holdsMarkers, sortHighFirst, takeMarkers } from '../markers';
import type { Play } from '../play';
import type { GameState } from '../state';
import type { Conflict } from './schemas';
import {
  DEMAND_LIMIT,
  challengeQueue,
  conflictDeciders,
  conflictWinner,
  demandedGoods,
  isDemandWithinLimit,
  opponentsOf,
} from './conflict-bids';
import { knows } from './knowledge';
import { pushCog } from './push';
import { refusalOf, type AdvancedRule } from './rule';

/**
 * K-72.2, N-75: when the turn at `index` ends (not by a raid), a window opens if another cog
 * lies in the active player's city. Returns true when it opened (the round waits on it).
 */
export function openConflictWindow(play: Play, index: number, active: number): boolean {
  const { state } = play;
  const asking = challengeQueue(state, active);
  if (asking.length === 0) return false;
  const city = state.players[active].cog as number;
  const conflict: Conflict = {
    active,
    city,
    stage: 'challenge',
    asking,
    challenger: null,
    defender: null,
    bids: [null, null],
    winner: null,
  };
  state.phase = { kind: 'conflict', index, conflict };
  play.emit({ type: 'conflictWindow', player: active, city });
  return true;
}

/** The conflict of a state in the conflict phase (the rules below run only there). */
function conflictOf(state: GameState): Conflict {
  if (state.phase.kind !== 'conflict') throw new Error(`no conflict in phase ${state.phase.kind}`);
  return state.phase.conflict;
}

/** The decision of `stage` belongs to `player`. */
function whoDecides(stage: Conflict['stage']) {
  return (state: GameState, player: number) =>
    refusalOf(() => {
      const c = conflictOf(state);
      const owners = conflictDeciders(c);
      demand(c.stage === stage && owners.includes(player), 'NOT_YOUR_DECISION', { owner: owners[0] ?? null });
    });
}

/** K-72.3, K-72.4: the asked player challenges. */
export const challengeRule: AdvancedRule<'challenge'> = {
  phases: ['conflict'],
  who: whoDecides('challenge'),
  check: (state, action) =>
    refusalOf(() => {
      const c = conflictOf(state);
      const allowed = opponentsOf(state, c.active, action.player, c.city);
      demand(allowed.includes(action.opponent), 'NOT_IN_SAME_CITY', { player: action.opponent });
    }),
  apply: (play, action) => {
    const c = conflictOf(play.state);
    c.challenger = action.player;
    c.defender = action.opponent;
    c.asking = [];
    c.stage = 'bids';
    play.emit({ type: 'challenged', player: action.player, opponent: action.opponent, city: c.city });
    return false;
  },
  options: (state, player) => {
    const c = conflictOf(state);
    if (c.stage !== 'challenge' || c.asking[0] !== player) return null;
    const opponents = opponentsOf(state, c.active, player, c.city);
    return opponents.length > 0 ? { type: 'challenge', opponents } : null;
  },
};

/** N-76: the asked player passes; the next is asked; nobody left ends the window. */
export const declineConflictRule: AdvancedRule<'declineConflict'> = {
  phases: ['conflict'],
  who: whoDecides('challenge'),
  check: () => null,
  apply: (play, action) => {
    const c = conflictOf(play.state);
    c.asking = c.asking.slice(1);
    play.emit({ type: 'conflictDeclined', player: action.player });
    return c.asking.length === 0;
  },
  options: (state, player) => {
    const c = conflictOf(state);
    return c.stage === 'challenge' && c.asking[0] === player ? { type: 'declineConflict' } : null;
  },
};

/** K-72.6, N-77: a secret bid; its markers leave the hand now. Both chosen: K-72.7 … K-72.9. */
export const conflictBidRule: AdvancedRule<'conflictBid'> = {
  phases: ['conflict'],
  who: (state, player) =>
    refusalOf(() => {
      const c = conflictOf(state);
      const side = c.challenger === player ? 0 : c.defender === player ? 1 : null;
      // A duellist who has bid is told so (a stale panel), not that the bid is another's.
      demand(c.stage !== 'bids' || side === null || c.bids[side] === null, 'ALREADY_CHOSEN', {});
      const refusal = whoDecides('bids')(state, player);
      if (refusal) reject(refusal.code, { ...refusal.data });
    }),
  check: (state, action) =>
    refusalOf(() => {
      const hand = state.players[action.player].markers;
      demand(holdsMarkers(hand, action.markers), 'MARKER_NOT_HELD', { markers: action.markers });
    }),
  apply: (play, action) => {
    const c = conflictOf(play.state);
    const side = c.challenger === action.player ? 0 : 1;
    takeMarkers(play.state.players[action.player].markers, action.markers);
    const bid = sortHighFirst(action.markers);
    c.bids[side] = bid;
    // N-77: only that a bid was chosen is public; its markers go to the bidder alone.
    play.emit({ type: 'conflictBidChosen', player: action.player }, [
      { player: action.player, detail: { markers: bid } },
    ]);
    if (c.bids[0] === null || c.bids[1] === null) return false;
    return resolve(play, c);
  },
  options: (state, player) => {
    const c = conflictOf(state);
    if (c.stage !== 'bids' || !conflictDeciders(c).includes(player)) return null;
    return { type: 'conflictBid', hand: [...state.players[player].markers] };
  },
};

/** K-72.7 … K-72.9: the bid order decides; each side receives the other's markers. */
function resolve(play: Play, c: Conflict): boolean {
  const { state } = play;
  const [a, b] = [c.challenger as number, c.defender as number];
  const [bidA, bidB] = [c.bids[0] as number[], c.bids[1] as number[]];
  const side = conflictWinner(bidA, bidB);
  giveMarkers(state.players[a].markers, bidB);
  giveMarkers(state.players[b].markers, bidA);
  c.bids = [null, null];
  c.winner = side === null ? null : [a, b][side];
  play.emit({ type: 'conflictResolved', challenger: a, defender: b, winner: c.winner }, [
    { player: a, detail: { own: bidA, received: bidB } },
    { player: b, detail: { own: bidB, received: bidA } },
  ]);
  if (c.winner === null) return true;
  c.stage = 'demand';
  return false;
}

function loserOf(c: Conflict): number {
  return c.winner === c.challenger ? (c.defender as number) : (c.challenger as number);
}

/** K-72.10, N-78: the winner gets the named goods the loser has, no substitutes. */
export const demandGoodsRule: AdvancedRule<'demandGoods'> = {
  phases: ['conflict'],
  who: whoDecides('demand'),
  check: (_, action) =>
    refusalOf(() => demand(isDemandWithinLimit(action.goods), 'DEMAND_TOO_LARGE', { limit: DEMAND_LIMIT })),
  apply: (play, action) => {
    const { state } = play;
    const c = conflictOf(state);
    const loser = loserOf(c);
    const got = demandedGoods(action.goods, state.players[loser].goods);
    moveGoods(state.players[loser].goods, state.players[action.player].goods, got);
    c.stage = 'push';
    const detail = { named: { ...action.goods }, received: got };
    play.emit({ type: 'goodsDemanded', player: action.player, loser, count: totalGoods(got) }, [
      { player: action.player, detail },
      { player: loser, detail },
    ]);
    return false;
  },
  options: (state, player) => {
    const c = conflictOf(state);
    return c.stage === 'demand' && c.winner === player ? { type: 'demandGoods', limit: DEMAND_LIMIT } : null;
  },
};

/** K-72.11: the winner may push the loser one step (K-35); the conflict is over. */
export const pushLoserRule: AdvancedRule<'pushLoser'> = {
  phases: ['conflict'],
  who: whoDecides('push'),
  check: () => null,
  apply: (play, action) => {
    const c = conflictOf(play.state);
    const loser = loserOf(c);
    if (action.square === null) play.emit({ type: 'pushDeclined', player: action.player, loser });
    else pushCog(play, loser, action.player, action.square);
    return true;
  },
  options: (state, player) => {
    const c = conflictOf(state);
    if (c.stage !== 'push' || c.winner !== player) return null;
    const from = state.players[loserOf(c)].cog as number;
    const squares = state.cities[from].squares.map((s, i) => ({
      square: i as 0 | 1,
      leadsTo: knows(s, player) ? s.value : null,
    }));
    return { type: 'pushLoser', squares };
  },
};
