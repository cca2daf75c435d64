// Plays a game between computer players of given levels, each deciding through `decide`
// from its own view, as the bot will ask them. Random seats use the simulator's random
// player on the real state, as before (its draws are recorded by the engine's digests).
import {
  Dice,
  applyAction,
  createGame,
  seedRng,
  type Action,
  type GameOptions,
  type GameState,
} from '../../engine/play';
import { decide, type Level } from '../decide';
import { randomAction } from '../random-player';
import { computerTurn } from '../seats';
import { invariantBreaks } from './invariants';
import { gameSeedOf, seatNames } from './run';

export interface SeatedGame {
  seed: number;
  seats: Level[];
  final: GameState;
  actions: number;
  violations: string[];
  /** Per decision of a searching seat: wall-clock and CPU milliseconds, and iterations. */
  thinking: { level: Level; ms: number; cpuMs: number; iterations: number }[];
}

export interface SeatedOptions {
  seed: number;
  /** Key the game's ChaCha20 generator with `simulatedSeed(seed)`, as new games are (issue 21). */
  crypto?: boolean;
  seats: Level[];
  options?: Partial<GameOptions>;
  check?: boolean;
  maxActions?: number;
  /** Overrides the searching levels' iterations (tests). */
  iterations?: number;
  /** Called with every state reached. */
  onState?: (state: GameState) => void;
}

export function playSeatedGame(opts: SeatedOptions): SeatedGame {
  const seats = opts.seats;
  const created = createGame({
    seed: gameSeedOf(opts),
    players: seatNames(seats.length),
    options: opts.options,
  });
  if (!created.ok) throw new Error(`createGame refused the simulator's game: ${created.error.code}`);
  let state = created.state;
  const dice = new Dice(seedRng(opts.seed ^ 0x5eed));
  const violations: string[] = [];
  const thinking: SeatedGame['thinking'] = [];
  const maxActions = opts.maxActions ?? 20_000;
  let actions = 0;
  opts.onState?.(state);
  while (state.phase.kind !== 'ended' && actions < maxActions) {
    // The computer players' salt is the run's number, never the game's seed or generator.
    const turn = computerTurn(state, seats, opts.seed);
    let action: Action | null = null;
    if (turn && turn.request.level === 'random') action = randomAction(state, turn.player, dice);
    else if (turn) {
      const t0 = performance.now();
      const c0 = process.cpuUsage();
      const d = decide({ ...turn.request, iterations: opts.iterations });
      if (turn.request.level !== 'heuristic') {
        // CPU time as well: on a shared machine wall-clock time measures the others' load too.
        const cpu = process.cpuUsage(c0);
        const cpuMs = (cpu.user + cpu.system) / 1000;
        thinking.push({
          level: turn.request.level,
          ms: performance.now() - t0,
          cpuMs,
          iterations: d.iterations,
        });
      }
      action = d.action;
    }
    if (action === null) {
      violations.push(`seat ${turn?.player ?? '-'} had nothing to do in ${state.phase.kind}`);
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
