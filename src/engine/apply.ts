// apply(state, action) → new state and events, or a typed error with the state untouched.
// Work happens on a copy; a rule check that fails throws a Rejection, which is caught here
// and returned as a value, so a half-done change can never escape.
import { ActionSchema, type Action, type ActionOf } from './actions';
import { bidsSoFar, isRepeatedBid } from './bidding';
import { buildOffice, buyMarkers, changeRoute, tradeWithCity, tradeWithGuildMaster } from './city-actions';
import { demand, reject, Rejection, type EngineError } from './errors';
import type { GameEvent } from './events';
import { endTurn, skipPlayersWhoCannotBid } from './flow';
import { moveGuildMaster } from './guild-master';
import { holdsMarkers, sortHighFirst, takeMarkers } from './markers';
import { collectOffice, sail } from './movement';
import { acceptTrade, declineTrade, dropStaleOffers, offerTrade, withdrawTrade } from './offers';
import { cloneState } from './clone';
import { Play } from './play';
import { moveRaider, raid, splitGoods, takePile } from './raid';
import { chooseStart } from './start';
import type { ActionKind, GameState, Turn } from './state';
import { afterTaxes, applyAdvanced, isAdvancedAction } from './advanced/round';

export type ApplyResult =
  { ok: true; state: GameState; events: GameEvent[] } | { ok: false; error: EngineError };

/** Checks an action from outside (a click, a command, a stored replay) and applies it. */
export function apply(state: GameState, input: unknown): ApplyResult {
  const parsed = ActionSchema.safeParse(input);
  if (!parsed.success) {
    return {
      ok: false,
      error: {
        code: 'MALFORMED_ACTION',
        data: { issues: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) },
      },
    };
  }
  return applyAction(state, parsed.data);
}

/** Applies an action already known to be well-formed (from legalActions or a parsed input). */
export function applyAction(state: GameState, action: Action): ApplyResult {
  const play = new Play(cloneState(state));
  try {
    dispatch(play, action);
  } catch (error) {
    if (error instanceof Rejection) return { ok: false, error: error.error };
    throw error;
  }
  // K-22 with K-46: a trade at any time can leave the bidder with nothing or only repeats;
  // the automatic pass is checked after every action, not only after a bid.
  skipPlayersWhoCannotBid(play);
  dropStaleOffers(play);
  afterTaxes(play);
  // K-80: a player who acts is back at the table.
  play.state.players[action.player].absent = false;
  play.state.version += 1;
  play.finish();
  return { ok: true, state: play.state, events: play.events };
}

function dispatch(play: Play, action: Action): void {
  const { state } = play;
  demand(action.player < state.players.length, 'UNKNOWN_PLAYER', { player: action.player });
  demand(state.phase.kind !== 'ended', 'GAME_OVER');
  if (isAdvancedAction(action)) return applyAdvanced(play, action);
  switch (action.type) {
    case 'offerTrade':
      return offerTrade(play, action);
    case 'acceptTrade':
      return acceptTrade(play, action);
    case 'declineTrade':
      return declineTrade(play, action);
    case 'withdrawTrade':
      return withdrawTrade(play, action);
    case 'setAutoCollect':
      // A repeated toggle (a stale button) is answered, not silently counted as a change.
      demand(state.players[action.player].autoCollect !== action.on, 'ALREADY_CHOSEN', { on: action.on });
      state.players[action.player].autoCollect = action.on;
      return play.emit({ type: 'autoCollectSet', player: action.player, on: action.on });
    case 'chooseStart':
      demand(state.phase.kind === 'startChoice', 'WRONG_PHASE', { phase: state.phase.kind });
      return chooseStart(play, action, state.phase);
    case 'bid':
      return bid(play, action);
    case 'moveGuildMaster':
      demand(state.phase.kind === 'guildMaster', 'WRONG_PHASE', { phase: state.phase.kind });
      return moveGuildMaster(play, action);
    default:
      return turnAction(play, action);
  }
}

/** K-22: a bid of markers the player holds, not equal to a bid already made this auction. */
function bid(play: Play, action: ActionOf<'bid'>): void {
  const { state } = play;
  const phase = state.phase;
  demand(phase.kind === 'bidding', 'WRONG_PHASE', { phase: phase.kind });
  demand(state.order[phase.next] === action.player, 'NOT_YOUR_TURN', { player: state.order[phase.next] });
  const hand = state.players[action.player].markers;
  demand(holdsMarkers(hand, action.markers), 'MARKER_NOT_HELD', { markers: action.markers });
  demand(!isRepeatedBid(action.markers, bidsSoFar(state.bids)), 'BID_REPEATED', { markers: action.markers });
  const markers = sortHighFirst(action.markers);
  takeMarkers(hand, markers);
  state.bids.push({ player: action.player, markers });
  play.emit({ type: 'bid', player: action.player, markers });
  phase.next += 1;
  skipPlayersWhoCannotBid(play);
}

type TurnActionType = Exclude<
  Action['type'],
  | 'offerTrade'
  | 'acceptTrade'
  | 'declineTrade'
  | 'withdrawTrade'
  | 'setAutoCollect'
  | 'chooseStart'
  | 'bid'
  | 'moveGuildMaster'
>;

/** Decisions inside a raid belong to the victim, the raider or the mover (K-45). */
const RAID_DECISIONS: readonly string[] = ['splitGoods', 'takePile', 'moveRaider'];

function turnAction(play: Play, action: Extract<Action, { type: TurnActionType }>): void {
  const phase = play.state.phase;
  demand(phase.kind === 'turn', 'WRONG_PHASE', { phase: phase.kind });
  const turn = phase.turn;
  if (RAID_DECISIONS.includes(action.type)) {
    demand(turn.raid !== null, 'WRONG_PHASE', { phase: 'turn' });
    return raidDecision(play, action, turn);
  }
  demand(action.player === turn.player, 'NOT_YOUR_TURN', { player: turn.player });
  demand(turn.raid === null, 'DECISION_PENDING', { owner: turn.raid?.mover });
  switch (action.type) {
    case 'sail':
      return sail(play, action, turn);
    case 'collectOffice':
      return collectOffice(play, action, turn);
    case 'endTurn':
      return endTurn(play);
    default:
      return cityAction(play, action as Extract<Action, { type: ActionKind }>, turn);
  }
}

function raidDecision(play: Play, action: Action, turn: Turn): void {
  if (action.type === 'splitGoods') return splitGoods(play, action, turn);
  if (action.type === 'takePile') return takePile(play, action, turn);
  if (action.type === 'moveRaider') return moveRaider(play, action, turn);
}

/** K-40 … K-45: each action at most once a turn; the first one ends movement. */
function cityAction(play: Play, action: Extract<Action, { type: ActionKind }>, turn: Turn): void {
  demand(!turn.actionsUsed.includes(action.type), 'ACTION_USED', { action: action.type });
  turn.acting = true;
  turn.actionsUsed.push(action.type);
  switch (action.type) {
    case 'buildOffice':
      return buildOffice(play, action);
    case 'gmTrade':
      return tradeWithGuildMaster(play, action);
    case 'buyMarkers':
      return buyMarkers(play, action);
    case 'cityTrade':
      return tradeWithCity(play, action, turn);
    case 'changeRoute':
      return changeRoute(play, action);
    case 'raid':
      return raid(play, action, turn);
    default:
      return reject('MALFORMED_ACTION', { type: (action as Action).type });
  }
}
