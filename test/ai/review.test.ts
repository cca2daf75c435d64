// The review after a game (issue 26): it lists only real differences (a player who followed
// the coach gets none; control: one who played at random gets some), the biggest first, three
// at most, and looks at no more than its cap of decisions.
import { describe, expect, it } from 'vitest';
import {
  Dice,
  applyAction,
  determinize,
  legalActions,
  newGame,
  playerView,
  seedRng,
  type Action,
  type GameState,
  type NewGame,
} from '../../src/engine';
import {
  REVIEW_LIMITS,
  REVIEW_SEARCH,
  heuristicAction,
  nextActor,
  owesDecision,
  randomAction,
  reviewGame,
  seatNames,
  spread,
} from '../../src/ai';
import { searchAction } from '../../src/ai/mcts/search';

const SALT = 2026;
const SPEC: NewGame = { seed: 11, players: seatNames(2) };
/** A smaller search for the follower and its review alike: what is tested is the comparison. */
const QUICK = { ...REVIEW_SEARCH, iterations: 100 };

/** A game in which seat 0 plays `pick` and seat 1 the heuristic; its action list. */
function playGame(pick: (state: GameState, dice: Dice) => Action | null): Action[] {
  const game = newGame(SPEC);
  if (!game.ok) throw new Error('no game');
  let state = game.state;
  const dice = new Dice(seedRng(7));
  const actions: Action[] = [];
  while (state.phase.kind !== 'ended' && actions.length < 5000) {
    const actor = nextActor(state);
    if (actor === null) break;
    const action =
      actor === 0
        ? pick(state, dice)
        : heuristicAction(determinize(playerView(state, 1), dice), 1, legalActions(state, 1), dice);
    if (!action) break;
    const next = applyAction(state, action);
    if (!next.ok) throw new Error(`refused ${action.type}`);
    actions.push(action);
    state = next.state;
  }
  expect(state.phase.kind).toBe('ended');
  return actions;
}

/** Seat 0 does what the review's coach would: the same search, seeded the same way. */
const follower = (state: GameState, dice: Dice): Action | null => {
  const view = playerView(state, 0);
  const legal = legalActions(state, 0);
  if (!owesDecision(view)) return heuristicAction(determinize(view, dice), 0, legal, dice);
  return searchAction(view, legal, QUICK, new Dice(seedRng((SALT ^ state.version) >>> 0))).action;
};

describe('the review after a game (issue 26)', () => {
  it('a player who followed the coach in every decision gets nothing listed', () => {
    const actions = playGame(follower);
    const review = reviewGame({ spec: SPEC, actions, player: 0, seed: SALT }, QUICK);
    expect(review.examined).toBe(REVIEW_LIMITS.decisions);
    expect(review.items).toEqual([]);
  }, 120_000);

  it('control: a player who played at random gets differences, the biggest first, three at most', () => {
    const actions = playGame((state, dice) => randomAction(state, 0, dice));
    const review = reviewGame({ spec: SPEC, actions, player: 0, seed: SALT });
    expect(review.items.length).toBeGreaterThan(0);
    expect(review.items.length).toBeLessThanOrEqual(REVIEW_LIMITS.shown);
    const margins = review.items.map((i) => i.margin);
    expect(margins).toEqual([...margins].sort((a, b) => b - a));
    for (const item of review.items) {
      expect(item.margin).toBeGreaterThanOrEqual(REVIEW_LIMITS.margin);
      expect(JSON.stringify(item.suggest)).not.toBe(JSON.stringify(item.did));
      expect(item.did.player).toBe(0);
    }
    expect(review.examined).toBeLessThanOrEqual(REVIEW_LIMITS.decisions);
    expect(review.decisions).toBeGreaterThan(review.examined);
  }, 120_000);

  it('looks at no more than its cap, spread evenly from the first decision to the last', () => {
    const all = Array.from({ length: 100 }, (_, i) => i);
    const picked = spread(all, REVIEW_LIMITS.decisions);
    expect(picked).toHaveLength(REVIEW_LIMITS.decisions);
    expect(picked[0]).toBe(0);
    expect(picked[picked.length - 1]).toBe(99);
    expect(spread([1, 2, 3], 24)).toEqual([1, 2, 3]);
  });
});
