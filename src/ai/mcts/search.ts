// Information-Set Monte Carlo Tree Search (single observer; Cowling, Powley and Whitehouse,
// 2012). Each iteration samples a state the viewer's view allows (determinize), walks one
// tree of action sequences choosing among the children available in that sample (UCB with
// availability counts), adds one node, plays the heuristic a short way on, and scores the
// position for every player. Each node's statistics belong to the player who moved into it.
import {
  applyAction,
  determinize,
  legalActions,
  type Action,
  type Dice,
  type GameState,
  type LegalAction,
  type PlayerView,
} from '../../engine';
import { heuristicAction } from '../heuristic/player';
import { isListed } from '../listed';
import { nextActor } from '../random-player';
import { actionKey, candidates } from './candidates';
import { evaluate } from './evaluate';

export type SearchLevel = 'easy' | 'normal' | 'hard';

export interface SearchConfig {
  /** Iterations per decision: the budget that makes decisions replay exactly. */
  iterations: number;
  /** Actions the heuristic plays after the tree before the position is scored. */
  playout: number;
  /** A safety limit only: stop early past this many milliseconds (then replays may differ). */
  maxMs: number;
  /** UCB exploration constant (rewards lie in [0, 1]). */
  exploration: number;
}

export const SEARCH_LEVELS: Record<SearchLevel, SearchConfig> = {
  easy: { iterations: 60, playout: 8, maxMs: 1000, exploration: 0.7 },
  normal: { iterations: 400, playout: 12, maxMs: 2500, exploration: 0.7 },
  hard: { iterations: 1500, playout: 16, maxMs: 8000, exploration: 0.7 },
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
}

function newNode(action: Action | null, actor: number | null): Node {
  return { action, actor, visits: 0, avail: 0, total: 0, children: new Map() };
}

export interface SearchResult {
  action: Action | null;
  iterations: number;
}

export function searchAction(
  view: PlayerView,
  legal: LegalAction[],
  config: SearchConfig,
  dice: Dice,
): SearchResult {
  const viewer = view.viewer;
  const root = newNode(null, null);
  const first = determinize(view, dice);
  const rootChoices = candidates(first, viewer, legal, dice).filter((a) => isListed(a, legal));
  if (rootChoices.length <= 1) return { action: rootChoices[0] ?? null, iterations: 0 };
  const t0 = performance.now();
  let iterations = 0;
  for (; iterations < config.iterations; iterations++) {
    if ((iterations & 15) === 15 && performance.now() - t0 > config.maxMs) break;
    const state = iterations === 0 ? first : determinize(view, dice);
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
  return { action: best?.action ?? rootChoices[0], iterations };
}

function iterate(
  root: Node,
  start: GameState,
  rootChoices: Action[],
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
    const choices = node === root ? rootChoices : candidates(state, actor, legalActions(state, actor), dice);
    if (choices.length === 0) break;
    const untried = choices.filter((a) => !node.children.has(actionKey(a)));
    for (const a of choices) {
      const child = node.children.get(actionKey(a));
      if (child) child.avail += 1;
    }
    let child: Node;
    let expanded = false;
    if (untried.length > 0) {
      const action = untried[0];
      child = newNode(action, actor);
      child.avail = 1;
      node.children.set(actionKey(action), child);
      expanded = true;
    } else {
      child = select(node, choices, config.exploration);
    }
    const result = applyOrNull(state, child.action as Action);
    if (result === null) break;
    state = result;
    node = child;
    path.push(node);
    if (expanded) break;
  }
  const rewards = evaluate(playout(state, config.playout, dice));
  for (const n of path) {
    n.visits += 1;
    if (n.actor !== null) n.total += rewards[n.actor];
  }
}

function select(node: Node, choices: Action[], c: number): Node {
  let best: Node | null = null;
  let bestScore = -Infinity;
  for (const a of choices) {
    const child = node.children.get(actionKey(a)) as Node;
    const score = child.total / child.visits + c * Math.sqrt(Math.log(child.avail) / child.visits);
    if (score > bestScore) [best, bestScore] = [child, score];
  }
  return best as Node;
}

/** The state after `action`, or null when this sample refuses it (a hidden detail differs). */
function applyOrNull(state: GameState, action: Action): GameState | null {
  const result = applyAction(state, action);
  return result.ok ? result.state : null;
}

/** The heuristic (looking one move ahead) plays `steps` more actions. */
function playout(start: GameState, steps: number, dice: Dice): GameState {
  let state = start;
  for (let i = 0; i < steps && state.phase.kind !== 'ended'; i++) {
    const actor = nextActor(state);
    if (actor === null) break;
    const action = heuristicAction(state, actor, legalActions(state, actor), dice, 1);
    const next = action && applyOrNull(state, action);
    if (!next) break;
    state = next;
  }
  return state;
}
