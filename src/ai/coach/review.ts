// The review after a game (issue 26): one player's decisions, each looked at again by the
// coach from that player's view at the time (never the state: what the others held stays
// sampled, as it was unknown then). Where the coach would have chosen differently by a clear
// margin, the review names the round, what the player did, what the coach suggests and why;
// the biggest differences first.
import {
  Dice,
  applyAction,
  determinize,
  legalActions,
  createGame,
  playerView,
  seedRng,
  type Action,
  type GameState,
  type GameSpec,
} from '../../engine/play';
import { owesDecision } from '../decide';
import { actionKey } from '../mcts/candidates';
import { searchAction, type SearchConfig } from '../mcts/search';
import { reasonFor, type Reason } from './reason';

export interface ReviewRequest {
  /** The finished game's setup: its seed is public once the game has ended (issue 21). */
  spec: GameSpec;
  actions: Action[];
  player: number;
  /** The table's own number for the coach's sampling. */
  seed: number;
  /**
   * Issue 38: the indexes of the player's actions they did not make themself (a computer
   * player's in their seat after a hand-over, a deadline's default move): never reviewed nor
   * counted as theirs.
   */
  notTheirs?: readonly number[];
  /**
   * Issue 38: one part of the review, the picked decisions whose place `i` has `i % of ===
   * index`: AiPool runs the parts on its threads at once and merges them (`mergeReviews`).
   */
  part?: { index: number; of: number };
  /** Issue 38: the wall-clock milliseconds the searches may take together (default REVIEW_LIMITS.ms). */
  budgetMs?: number;
}

export interface ReviewItem {
  round: number;
  did: Action;
  didReason: Reason;
  suggest: Action;
  reason: Reason;
  /** How much more of a win the coach's choice promised, in shares of a win (0 … 1). */
  margin: number;
}

export interface Review {
  items: ReviewItem[];
  /** The player's decisions in the game, and how many of them were looked at again. */
  decisions: number;
  examined: number;
}

/**
 * The bounds: at most 16 decisions looked at again, spread evenly over the game, each with
 * 300 iterations of the search (about 0.05–0.1 s of CPU each, so a review takes about a second
 * of CPU, shared among the pool's threads); a difference counts when the coach's move
 * promised at least a tenth of a win more than the player's; three are shown. Issue 38: the
 * searches of one part share `ms` of wall-clock time, so a loaded machine answers within it
 * with shorter searches rather than late (the budget in iterations is reached first otherwise).
 */
export const REVIEW_LIMITS = { decisions: 16, margin: 0.1, shown: 3, ms: 3000 } as const;
export const REVIEW_SEARCH: SearchConfig = {
  iterations: 300,
  playout: 6,
  maxMs: 1000,
  exploration: 0.7,
  wide: false,
  // The review compares the player's move's mean with the coach's: both need the whole budget.
  fullBudget: true,
};

export function reviewGame(req: ReviewRequest, config: SearchConfig = REVIEW_SEARCH): Review {
  const t0 = performance.now();
  const budget = req.budgetMs ?? REVIEW_LIMITS.ms;
  const decisions = playersDecisions(req);
  const picked = spread(decisions, REVIEW_LIMITS.decisions);
  const part = req.part ?? { index: 0, of: 1 };
  const mine = picked.filter((_, i) => i % part.of === part.index);
  const items: ReviewItem[] = [];
  mine.forEach(({ state, action }, i) => {
    // The time left, shared by the searches left: the iterations' budget is the bound unless
    // the machine is too busy to reach it in time.
    const share = (budget - (performance.now() - t0)) / (mine.length - i);
    const maxMs = Math.max(20, Math.min(config.maxMs, share));
    const item = lookAgain(state, req.player, action, req.seed ^ state.version, { ...config, maxMs });
    if (item) items.push(item);
  });
  return sorted({ items, decisions: decisions.length, examined: picked.length });
}

/** The parts of one review (`part`), as one: the biggest differences of them all first. */
export function mergeReviews(parts: readonly Review[]): Review {
  return sorted({
    items: parts.flatMap((p) => p.items),
    decisions: parts[0]?.decisions ?? 0,
    examined: parts[0]?.examined ?? 0,
  });
}

function sorted(review: Review): Review {
  const items = [...review.items].sort((a, b) => b.margin - a.margin || a.round - b.round);
  return { ...review, items: items.slice(0, REVIEW_LIMITS.shown) };
}

interface Decision {
  state: GameState;
  action: Action;
}

/**
 * The states where the player owed the game's decision, made it themself (issue 38), and had
 * more than one way to make it.
 */
function playersDecisions(req: ReviewRequest): Decision[] {
  const game = createGame(req.spec);
  if (!game.ok) return [];
  let state = game.state;
  const out: Decision[] = [];
  const notTheirs = new Set(req.notTheirs ?? []);
  for (const [i, action] of req.actions.entries()) {
    if (
      action.player === req.player &&
      !notTheirs.has(i) &&
      owesDecision(playerView(state, req.player)) &&
      isChoice(state, action)
    )
      out.push({ state, action });
    const next = applyAction(state, action);
    if (!next.ok) break;
    state = next.state;
  }
  return out;
}

/** A blocking action with an alternative (an offer's answer or a forced end of turn is none). */
function isChoice(state: GameState, action: Action): boolean {
  if (ANY_TIME.has(action.type)) return false;
  const legal = legalActions(state, action.player).filter((l) => !ANY_TIME.has(l.type));
  return legal.length > 1 || (legal.length === 1 && legal[0].type !== 'endTurn');
}

const ANY_TIME = new Set<string>([
  'offerTrade',
  'acceptTrade',
  'declineTrade',
  'withdrawTrade',
  'setAutoCollect',
]);

/** At most `n` of `all`, evenly spaced, first and last included. */
export function spread<T>(all: readonly T[], n: number): T[] {
  if (all.length <= n) return [...all];
  const out: T[] = [];
  for (let i = 0; i < n; i++) out.push(all[Math.round((i * (all.length - 1)) / (n - 1))]);
  return out;
}

function lookAgain(
  state: GameState,
  player: number,
  did: Action,
  seed: number,
  config: SearchConfig,
): ReviewItem | null {
  const view = playerView(state, player);
  const legal = legalActions(state, player);
  const dice = new Dice(seedRng(seed >>> 0));
  const result = searchAction(view, legal, config, dice, did);
  const mine = result.children.find((c) => c.key === actionKey(did));
  const best = result.children.find((c) => c.key === actionKey(result.action ?? did));
  if (!mine || !best || best.key === mine.key) return null;
  const margin = best.mean - mine.mean;
  if (margin < REVIEW_LIMITS.margin) return null;
  // The reasons read the player's view, as the hint does.
  const sample = determinize(view, dice);
  return {
    round: state.round,
    did,
    didReason: reasonFor(sample, player, did, legal),
    suggest: best.action,
    reason: reasonFor(sample, player, best.action, legal),
    margin,
  };
}
