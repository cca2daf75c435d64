// Information-Set Monte Carlo Tree Search (single observer; Cowling, Powley and Whitehouse,
// 2012). Each iteration samples a state the viewer's view allows (determinize), walks one
// tree of action sequences choosing among the children available in that sample (UCB with
// availability counts), adds one node, plays the heuristic a short way on, and scores the
// position for every player. Each node's statistics belong to the player who moved into it.
import {
  applyAction,
  determinizer,
  legalActions,
  type Action,
  type Dice,
  type GameState,
  type LegalAction,
  type PlayerView,
} from '../../engine/play';
import { heuristicAction } from '../heuristic/player';
import { isListed } from '../listed';
import { nextActor } from '../random-player';
import { actionKey, candidates, type Choice } from './candidates';
import { evaluate } from './evaluate';

export type SearchLevel = 'easy' | 'normal' | 'hard';

export interface SearchConfig {
  /** Iterations per decision: the budget that makes decisions replay exactly. */
  iterations: number;
  /** Actions the heuristic plays after the tree before the position is scored. */
  playout: number;
  /**
   * How many moves ahead the heuristic's voyage looks in a playout (1 when unset). At 1 a
   * playout's cog only ever sails to a neighbour, so voyages of two legs to a city worth
   * reaching score as if they could not happen.
   */
  playoutDepth?: number;
  /** A safety limit only: stop early past this many milliseconds (then replays may differ). */
  maxMs: number;
  /** UCB exploration constant (rewards lie in [0, 1]). */
  exploration: number;
  /** More choices per decision, opened progressively as a node gathers visits. */
  wide: boolean;
  /**
   * Keep searching after the decision is settled (see `settled`): for the review, which reads
   * every root choice's mean, not only the most visited.
   */
  fullBudget?: boolean;
}

// Budgets are iterations, so a decision replays exactly; on one core an iteration costs about
// 0.1–0.2 ms (bench/ai.ts prints the figures), so normal decides in well under a second.
// Hard's 7000 (issue 26): at 6000 its p99 was 644 ms of CPU at low load; 7000 costs about 14%
// more on the fixed positions of bench/ai-speed.ts, a p99 near 750 ms, under 1 s with margin.
// 10000 was tried (p99 910 ms in games) and gave no gain: hard beat normal 63.3% of 300 games
// (seeds 1000000+), against 63.7% and 65.3% of 200 at 7000. The p99 holds only with the
// search's garbage kept young (pool/search-heap.ts): in a process V8 had pretenured, 7000
// cost a p99 of 1.2–1.35 s on those positions. What did make hard stronger is its playouts'
// judgement, not their number: with playoutDepth 2 (the heuristic's voyage plans two legs, about
// 14% more CPU) hard beat normal in 67.0% of 300 games (seeds 1200000+, 95% CI 61.5–72.1%).
export const SEARCH_LEVELS: Record<SearchLevel, SearchConfig> = {
  easy: { iterations: 300, playout: 4, maxMs: 3000, exploration: 0.7, wide: false },
  normal: { iterations: 2000, playout: 6, maxMs: 5000, exploration: 0.7, wide: false },
  hard: { iterations: 7000, playout: 8, playoutDepth: 2, maxMs: 20_000, exploration: 0.6, wide: true },
};

interface Node {
  action: Action | null;
  /** Who chose the action leading here; null at the root. */
  actor: number | null;
  visits: number;
  /** Times this node was available for selection (ISMCTS). */
  avail: number;
  total: number;
  children: Map<string, Node>;
  /** The searching player, and their choices here once listed (see choicesAt). */
  viewer: number;
  ownChoices: Choice[] | null;
}

function newNode(action: Action | null, actor: number | null, viewer: number): Node {
  return { action, actor, visits: 0, avail: 0, total: 0, children: new Map(), viewer, ownChoices: null };
}

export interface SearchResult {
  action: Action | null;
  iterations: number;
  /** The root's choices as the search left them: its mean reward to the viewer, its visits. */
  children: RootChild[];
}

export interface RootChild {
  key: string;
  action: Action;
  visits: number;
  mean: number;
}

export function searchAction(
  view: PlayerView,
  legal: LegalAction[],
  config: SearchConfig,
  dice: Dice,
  /** A choice to weigh besides the candidates (the review: what the player did). */
  extra?: Action,
): SearchResult {
  const viewer = view.viewer;
  const root = newNode(null, null, viewer);
  // What the view fixes is worked out once; each iteration deals only the hidden parts.
  const sampleOf = determinizer(view);
  const first = sampleOf(dice);
  const rootChoices = candidates(first, viewer, legal, dice, config.wide).filter((c) =>
    isListed(c.action, legal),
  );
  if (extra && isListed(extra, legal) && !rootChoices.some((c) => c.key === actionKey(extra)))
    rootChoices.push({ key: actionKey(extra), action: extra });
  if (rootChoices.length <= 1) return { action: rootChoices[0]?.action ?? null, iterations: 0, children: [] };
  const t0 = performance.now();
  let iterations = 0;
  for (; iterations < config.iterations; iterations++) {
    if ((iterations & 15) === 15 && performance.now() - t0 > config.maxMs) break;
    if (!config.fullBudget && (iterations & 63) === 0 && settled(root, config.iterations - iterations)) break;
    const state = iterations === 0 ? first : sampleOf(dice);
    iterate(root, state, rootChoices, config, dice);
  }
  let best: Node | null = null;
  for (const child of root.children.values())
    if (
      best === null ||
      child.visits > best.visits ||
      (child.visits === best.visits && child.total > best.total)
    )
      best = child;
  const children = [...root.children].map(([key, n]) => ({
    key,
    action: n.action as Action,
    visits: n.visits,
    mean: n.visits > 0 ? n.total / n.visits : 0,
  }));
  return { action: best?.action ?? rootChoices[0].action, iterations, children };
}

/**
 * Whether the most visited root choice leads every other by more than the iterations left.
 * Each iteration adds one visit to one root choice, so no other can then catch it: the rest
 * of the budget could not change the decision, and stopping keeps it exactly (and replayable,
 * since it depends on counts, not the clock).
 */
export function settled(root: { children: Map<string, { visits: number }> }, left: number): boolean {
  let first = 0;
  let second = 0;
  for (const child of root.children.values()) {
    if (child.visits > first) [first, second] = [child.visits, first];
    else if (child.visits > second) second = child.visits;
  }
  return first - second > left;
}

function iterate(
  root: Node,
  start: GameState,
  rootChoices: Choice[],
  config: SearchConfig,
  dice: Dice,
): void {
  let state = start;
  let node = root;
  const path: Node[] = [root];
  for (;;) {
    if (state.phase.kind === 'ended') break;
    const actor = nextActor(state);
    if (actor === null) break;
    const listed = choicesAt(node, root, rootChoices, state, actor, dice, config.wide);
    // Progressive widening: a node opens more of its choices as its visits grow.
    const choices = config.wide ? listed.slice(0, 3 + Math.floor(1.5 * Math.sqrt(node.visits))) : listed;
    if (choices.length === 0) break;
    let untried: Choice | null = null;
    for (const c of choices) {
      const child = node.children.get(c.key);
      if (child) child.avail += 1;
      else untried ??= c;
    }
    let chosen: Choice;
    let child: Node;
    let expanded = false;
    if (untried !== null) {
      chosen = untried;
      child = newNode(untried.action, actor, node.viewer);
      child.avail = 1;
      node.children.set(untried.key, child);
      expanded = true;
    } else {
      chosen = select(node, choices, config.exploration);
      child = node.children.get(chosen.key) as Node;
    }
    // This sample's own form of the choice (another player's payment differs between samples).
    const result = applyOrNull(state, chosen.action);
    if (result === null) break;
    state = result;
    node = child;
    path.push(node);
    if (expanded) break;
  }
  const rewards = evaluate(playout(state, config, dice));
  for (const n of path) {
    n.visits += 1;
    if (n.actor !== null) n.total += rewards[n.actor];
  }
}

/**
 * The choices at a node. The viewer's own choices depend only on what the viewer knows, so
 * they are listed once per node and kept; other players' depend on their sampled hands, so
 * they are listed again in every sample.
 */
function choicesAt(
  node: Node,
  root: Node,
  rootChoices: Choice[],
  state: GameState,
  actor: number,
  dice: Dice,
  wide: boolean,
): Choice[] {
  if (node === root) return rootChoices;
  if (node.ownChoices) return node.ownChoices;
  const choices = candidates(state, actor, legalActions(state, actor), dice, wide, TREE_DEPTH);
  if (actor === node.viewer) node.ownChoices = choices;
  return choices;
}

/** How far the heuristic looks ahead when it lists a choice inside the tree (cheap; the root looks 3). */
const TREE_DEPTH = 1;

function select(node: Node, choices: Choice[], c: number): Choice {
  let best = choices[0];
  let bestScore = -Infinity;
  for (const choice of choices) {
    const child = node.children.get(choice.key) as Node;
    const score = child.total / child.visits + c * Math.sqrt(Math.log(child.avail) / child.visits);
    if (score > bestScore) [best, bestScore] = [choice, score];
  }
  return best;
}

/** The state after `action`, or null when this sample refuses it (a hidden detail differs). */
function applyOrNull(state: GameState, action: Action): GameState | null {
  const result = applyAction(state, action);
  return result.ok ? result.state : null;
}

/** The heuristic (its voyage looking `playoutDepth` moves ahead) plays `playout` more actions. */
export function playout(
  start: GameState,
  config: Pick<SearchConfig, 'playout' | 'playoutDepth'>,
  dice: Dice,
): GameState {
  const depth = config.playoutDepth ?? 1;
  let state = start;
  for (let i = 0; i < config.playout && state.phase.kind !== 'ended'; i++) {
    const actor = nextActor(state);
    if (actor === null) break;
    const action = heuristicAction(state, actor, legalActions(state, actor), dice, depth);
    const next = action && applyOrNull(state, action);
    if (!next) break;
    state = next;
  }
  return state;
}
