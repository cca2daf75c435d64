// A computer player's decision. It gets what a human in its seat gets: its playerView and its
// legal actions, nothing else (issue 14). The search and the heuristic work on states sampled
// from that view (determinize), and the choice is checked against the legal listing before it
// leaves. Seeded: the same request gives the same action, so a game with computer players
// replays exactly.
import {
  Dice,
  determinize,
  expand,
  seedRng,
  type Action,
  type LegalAction,
  type PlayerView,
} from '../engine/play';
import { heuristicAction } from './heuristic/player';
import { isListed } from './listed';
import { randomAction } from './random-player';
import { searchAction, SEARCH_LEVELS, type SearchLevel } from './mcts/search';

export const LEVELS = ['random', 'heuristic', 'easy', 'normal', 'hard'] as const;
export type Level = (typeof LEVELS)[number];

export interface DecideRequest {
  view: PlayerView;
  legal: LegalAction[];
  level: Level;
  seed: number;
  /** Overrides the level's search iterations (tests and benches). */
  iterations?: number;
}

export interface Decision {
  action: Action | null;
  /** Search iterations spent (0 for the quick players). */
  iterations: number;
}

/** The action the computer player in `view.viewer`'s seat takes now, or null when it owes none. */
export function decide(req: DecideRequest): Decision {
  const player = req.view.viewer;
  if (req.legal.length === 0 || req.view.phase.kind === 'ended') return { action: null, iterations: 0 };
  const dice = new Dice(seedRng(req.seed));
  let action: Action | null;
  let iterations = 0;
  if (req.level === 'random') {
    action = randomAction(determinize(req.view, dice), player, dice);
  } else if (req.level === 'heuristic' || answersOffer(req.legal) || !owesDecision(req.view)) {
    action = heuristicAction(determinize(req.view, dice), player, req.legal, dice);
  } else {
    const config = SEARCH_LEVELS[req.level as SearchLevel];
    const budget = req.iterations === undefined ? config : { ...config, iterations: req.iterations };
    const result = searchAction(req.view, req.legal, budget, dice);
    action = result.action;
    iterations = result.iterations;
  }
  if (action !== null && !isListed(action, req.legal)) action = fallback(req.legal, player);
  return { action, iterations };
}

/** An offer addressed to the viewer waits: the heuristic answers it first, at every level. */
function answersOffer(legal: LegalAction[]): boolean {
  return legal.some((l) => l.type === 'declineTrade');
}

/** Whether the viewer owes the game's blocking decision (not just an answer to an offer). */
export function owesDecision(view: PlayerView): boolean {
  return view.awaiting.some((d) => d.player === view.viewer && d.decision !== 'tradeOffer');
}

/** A listed action that always exists: the first concrete choice of the blocking kind. */
function fallback(legal: LegalAction[], player: number): Action | null {
  const blocking = legal.find((l) => !ANY_TIME.has(l.type)) ?? legal.find((l) => l.type === 'declineTrade');
  return blocking ? (expand(blocking, player, 1)[0] ?? null) : null;
}

const ANY_TIME = new Set<string>([
  'offerTrade',
  'acceptTrade',
  'declineTrade',
  'withdrawTrade',
  'setAutoCollect',
]);
