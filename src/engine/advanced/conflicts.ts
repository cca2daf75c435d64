// Conflicts (K-72): the window after the active player's turn, the challenge, the secret
// simultaneous bids, their resolution by the bid order, the exchange of bid markers, the
// winner's demand and the optional push of the loser.
import { demand } from '../errors';
import { moveGoods, totalGoods } from '../goods';
import { holdsMarkers, sortHighFirst, takeMarkers, giveMarkers } from '../markers';
import type { Play } from '../play';
import type { ActionOf } from '../actions';
import type { GameState } from '../state';
import type { Conflict } from './schemas';
import {
  challengeQueue,
  conflictDeciders,
  conflictWinner,
  demandedGoods,
  isDemandWithinLimit,
  opponentsOf,
  DEMAND_LIMIT,
} from './conflict-bids';
import { pushCog } from './push';

type ConflictPhase = Extract<GameState['phase'], { kind: 'conflict' }>;

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

function conflictPhase(state: GameState): ConflictPhase {
  const phase = state.phase;
  demand(phase.kind === 'conflict', 'WRONG_PHASE', { phase: phase.kind });
  return phase;
}

/** K-72.3, K-72.4: the asked player challenges. */
export function challenge(play: Play, action: ActionOf<'challenge'>): void {
  const c = conflictPhase(play.state).conflict;
  demand(c.stage === 'challenge' && c.asking[0] === action.player, 'NOT_YOUR_DECISION', {
    owner: c.asking[0] ?? null,
  });
  const allowed = opponentsOf(play.state, c.active, action.player, c.city);
  demand(allowed.includes(action.opponent), 'NOT_IN_SAME_CITY', { player: action.opponent });
  c.challenger = action.player;
  c.defender = action.opponent;
  c.asking = [];
  c.stage = 'bids';
  play.emit({ type: 'challenged', player: action.player, opponent: action.opponent, city: c.city });
}

/** N-76: the asked player passes; the next is asked; nobody left ends the window. */
export function declineConflict(play: Play, action: ActionOf<'declineConflict'>): boolean {
  const c = conflictPhase(play.state).conflict;
  demand(c.stage === 'challenge' && c.asking[0] === action.player, 'NOT_YOUR_DECISION', {
    owner: c.asking[0] ?? null,
  });
  c.asking = c.asking.slice(1);
  play.emit({ type: 'conflictDeclined', player: action.player });
  return c.asking.length === 0;
}

/**
 * K-72.6, N-77: a secret bid; its markers leave the hand now. When both have chosen, the
 * bids are resolved (K-72.7 … K-72.9). Returns true when the conflict is over.
 */
export function conflictBid(play: Play, action: ActionOf<'conflictBid'>): boolean {
  const { state } = play;
  const c = conflictPhase(state).conflict;
  const side = c.challenger === action.player ? 0 : c.defender === action.player ? 1 : -1;
  demand(c.stage === 'bids' && side >= 0, 'NOT_YOUR_DECISION', { owner: conflictDeciders(c)[0] ?? null });
  const s = side as 0 | 1;
  demand(c.bids[s] === null, 'ALREADY_CHOSEN');
  const hand = state.players[action.player].markers;
  demand(holdsMarkers(hand, action.markers), 'MARKER_NOT_HELD', { markers: action.markers });
  takeMarkers(hand, action.markers);
  c.bids[s] = sortHighFirst(action.markers);
  // N-77: only that a bid was chosen is public; its markers go to the bidder alone.
  play.emit({ type: 'conflictBidChosen', player: action.player }, [
    { player: action.player, detail: { markers: c.bids[s] } },
  ]);
  if (c.bids[0] === null || c.bids[1] === null) return false;
  return resolve(play, c);
}

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
export function demandGoods(play: Play, action: ActionOf<'demandGoods'>): void {
  const { state } = play;
  const c = conflictPhase(state).conflict;
  demand(c.stage === 'demand' && c.winner === action.player, 'NOT_YOUR_DECISION', { owner: c.winner });
  demand(isDemandWithinLimit(action.goods), 'DEMAND_TOO_LARGE', { limit: DEMAND_LIMIT });
  const loser = loserOf(c);
  const got = demandedGoods(action.goods, state.players[loser].goods);
  moveGoods(state.players[loser].goods, state.players[action.player].goods, got);
  c.stage = 'push';
  const detail = { named: { ...action.goods }, received: got };
  play.emit({ type: 'goodsDemanded', player: action.player, loser, count: totalGoods(got) }, [
    { player: action.player, detail },
    { player: loser, detail },
  ]);
}

/** K-72.11: the winner may push the loser one step (K-35); the conflict is over. */
export function pushLoser(play: Play, action: ActionOf<'pushLoser'>): void {
  const c = conflictPhase(play.state).conflict;
  demand(c.stage === 'push' && c.winner === action.player, 'NOT_YOUR_DECISION', { owner: c.winner });
  const loser = loserOf(c);
  if (action.square === null) play.emit({ type: 'pushDeclined', player: action.player, loser });
  else pushCog(play, loser, action.player, action.square);
}
