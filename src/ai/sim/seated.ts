// Plays a game between computer players of given levels, each deciding through `decide`
// from its own view, as the bot will ask them. Random seats use the simulator's random
// player on the real state, as before (its draws are recorded by the engine's digests).
import {
  Dice,
  applyAction,
  legalActions,
  newGame,
  playerView,
  seedRng,
  type Action,
  type GameOptions,
  type GameState,
} from '../../engine';
import { decide, type Level } from '../decide';
import { nextActor, randomAction } from '../random-player';
import { invariantBreaks } from './invariants';
import { seatNames } from './run';

export interface SeatedGame {
  seed: number;
  seats: Level[];
  final: GameState;
  actions: number;
  violations: string[];
  /** Per decision of a searching seat: milliseconds and iterations. */
  thinking: { level: Level; ms: number; iterations: number }[];
}

export interface SeatedOptions {
  seed: number;
  seats: Level[];
  options?: Partial<GameOptions>;
  check?: boolean;
  maxActions?: number;
  /** Overrides the searching levels' iterations (tests). */
  iterations?: number;
  /** Called with every state reached. */
  onState?: (state: GameState) => void;
}

/** A decision's seed: from the game's seed, the state's version and the seat, so replays match. */
export function decisionSeed(gameSeed: number, version: number, player: number): number {
  let h = (gameSeed ^ 0x9e3779b9) >>> 0;
  h = Math.imul(h ^ version, 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (player + 1), 0xc2b2ae35) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}

export function playSeatedGame(opts: SeatedOptions): SeatedGame {
  const seats = opts.seats;
  let state = newGame({ seed: opts.seed, players: seatNames(seats.length), options: opts.options }).state;
  const dice = new Dice(seedRng(opts.seed ^ 0x5eed));
  const violations: string[] = [];
  const thinking: SeatedGame['thinking'] = [];
  const maxActions = opts.maxActions ?? 20_000;
  let actions = 0;
  opts.onState?.(state);
  const ask = (player: number): Action | null => {
    if (seats[player] === 'random') return randomAction(state, player, dice);
    const t0 = performance.now();
    const level = seats[player];
    const d = decide({
      view: playerView(state, player),
      legal: legalActions(state, player),
      level,
      seed: decisionSeed(opts.seed, state.version, player),
      iterations: opts.iterations,
    });
    if (level !== 'heuristic') thinking.push({ level, ms: performance.now() - t0, iterations: d.iterations });
    return d.action;
  };
  while (state.phase.kind !== 'ended' && actions < maxActions) {
    // Computer players answer offers addressed to them before the game goes on (K-46).
    const offer = state.offers.find((o) => seats[o.to] !== 'random');
    const actor = offer ? offer.to : nextActor(state);
    const action = actor === null ? null : ask(actor);
    if (action === null) {
      violations.push(
        `seat ${actor} (${actor === null ? '-' : seats[actor]}) had nothing to do in ${state.phase.kind}`,
      );
      break;
    }
    const result = applyAction(state, action);
    if (!result.ok) {
      violations.push(
        `${seats[action.player]} sent a refused action: ${JSON.stringify(action)} → ${result.error.code}`,
      );
      break;
    }
    state = result.state;
    actions += 1;
    opts.onState?.(state);
    if (opts.check) violations.push(...invariantBreaks(state));
  }
  if (state.phase.kind !== 'ended') violations.push('game did not end');
  return { seed: opts.seed, seats, final: state, actions, violations, thinking };
}
