// K-80: when a decision's deadline passes, the game takes a default for it and marks the
// player absent. The bot owns the clock; the engine owns what the default is.
import { bidsSoFar, compareBids, enumerateBids } from '../rules/common/bidding';
import { applyAction, type ApplyResult } from '../round/apply';
import { goodsValue } from '../rules/common/scoring';
import { subtractGoods } from '../vocabulary/goods';
import { possibleSplits } from '../rules/common/raid-steps';
import { legalActions } from './legal';
import { blockingDecisions } from './pending';
import type { Action } from '../rules/action-types';
import type { GameState } from '../vocabulary/state';
import { advancedDefault, isAdvancedDecision } from './advanced-phases';
import { Dice } from '../vocabulary/random';

/** The default action for the decision `player` owes now, or null when they owe none. */
export function defaultAction(state: GameState, player: number): Action | null {
  const decision = blockingDecisions(state).find((d) => d.player === player);
  if (!decision) return null;
  const phase = state.phase;
  if (isAdvancedDecision(decision.decision)) return advancedDefault(state, player, decision.decision);
  switch (decision.decision) {
    case 'startChoice': {
      const legal = legalActions(state, player).find((l) => l.type === 'chooseStart');
      return legal && legal.type === 'chooseStart' && legal.markers.length > 0
        ? { type: 'chooseStart', player, marker: randomStartPick(state, player, legal.markers) }
        : null;
    }
    case 'bid':
      return { type: 'bid', player, markers: lowestBid(state, player) };
    case 'guildMaster':
      return { type: 'moveGuildMaster', player, steps: 1 };
    case 'turn':
      return { type: 'endTurn', player };
    case 'raidSplit':
      return { type: 'splitGoods', player, pile: fairestSplit(state, player) };
    case 'raidPickPile': {
      const piles = phase.kind === 'turn' ? phase.turn.raid?.piles : null;
      if (!piles) return null;
      return { type: 'takePile', player, pile: goodsValue(piles[0]) <= goodsValue(piles[1]) ? 0 : 1 };
    }
    case 'raidDestination':
      return { type: 'moveRaider', player, square: 0 };
    default:
      return null;
  }
}

/**
 * K-13a: a start pick drawn by the seeded generator among the allowed markers, never the
 * lowest: absent players picking the lowest together would crowd one city pass after pass.
 * The default is a recorded action (the bot logs it, replays apply it), so it is drawn beside
 * the game's sequence rather than from it: a lane for each player and re-pick.
 */
function randomStartPick(state: GameState, player: number, markers: readonly number[]): number {
  const repicks = state.phase.kind === 'startChoice' ? state.phase.repicks : 0;
  const dice = Dice.aside(state.rng, repicks * state.players.length + player);
  return markers[dice.below(markers.length)];
}

/** K-80: the lowest legal bid by the K-23 ranking. */
function lowestBid(state: GameState, player: number): number[] {
  const bids = enumerateBids(state.players[player].markers, bidsSoFar(state.bids), 5000);
  return bids.reduce((low, bid) => (compareBids(bid, low) < 0 ? bid : low));
}

/** The even split whose two piles are closest in VP, so a late victim loses least. */
function fairestSplit(state: GameState, player: number) {
  const goods = state.players[player].goods;
  const gap = (pile: typeof goods) => Math.abs(goodsValue(pile) - goodsValue(subtractGoods(goods, pile)));
  return possibleSplits(goods).reduce((best, pile) => (gap(pile) < gap(best) ? pile : best));
}

/**
 * Applies the default for the first blocking decision and marks its owner absent (K-80).
 * Returns null when nothing is awaited.
 */
export function applyTimeout(state: GameState): ApplyResult | null {
  const decision = blockingDecisions(state)[0];
  if (!decision) return null;
  const action = defaultAction(state, decision.player);
  if (!action) return null;
  const result = applyAction(state, action);
  if (result.ok) result.state.players[decision.player].absent = true;
  return result;
}
