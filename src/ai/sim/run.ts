// Plays whole random games headless: setup, secret start picks, bids, turns, to the end.
import { createHash } from 'node:crypto';
import {
  Dice,
  applyAction,
  createGame,
  seedRng,
  type Action,
  type Seed,
  type GameOptions,
  type GameState,
} from '../../engine/play';
import { nextActor, randomAction } from '../random-player';
import { invariantBreaks } from './invariants';

export interface GameRecord {
  seed: number;
  /** The seed the game was made with: `seed` itself, or with `crypto` its ChaCha20 key. */
  gameSeed: Seed;
  final: GameState;
  actions: Action[];
  violations: string[];
}

export interface PlayOptions {
  players: number;
  seed: number;
  /** Key the game's ChaCha20 generator with `simulatedSeed(seed)`, as new games are (issue 21). */
  crypto?: boolean;
  options?: Partial<GameOptions>;
  /** Check invariants after every action (slower; the simulator's default). */
  check?: boolean;
  /** Called with every state reached, e.g. to render it. */
  onState?: (state: GameState) => void;
  /** A safety stop for a broken engine; a real game ends far sooner. */
  maxActions?: number;
}

export function seatNames(count: number): { id: string; name: string }[] {
  return ['Ada', 'Bert', 'Cleo', 'Dirk'].slice(0, count).map((name, i) => ({ id: `p${i}`, name }));
}

/**
 * A simulated game's 256-bit seed from its run number: fixed, so a simulation can be run again,
 * and hashed, so no two numbers give related keys.
 */
export function simulatedSeed(n: number): string {
  return createHash('sha256').update(`kogge-sim:${n}`).digest('hex');
}

export function gameSeedOf(opts: { seed: number; crypto?: boolean }): Seed {
  return opts.crypto ? simulatedSeed(opts.seed) : opts.seed;
}

export function playRandomGame(opts: PlayOptions): GameRecord {
  const gameSeed = gameSeedOf(opts);
  const game = createGame({ seed: gameSeed, players: seatNames(opts.players), options: opts.options });
  if (!game.ok) throw new RangeError(`cannot set up the game: ${game.error.code}`);
  let state = game.state;
  const dice = new Dice(seedRng(opts.seed ^ 0x5eed));
  const actions: Action[] = [];
  const violations: string[] = [];
  const check = opts.check ?? true;
  const maxActions = opts.maxActions ?? 20_000;
  opts.onState?.(state);
  while (state.phase.kind !== 'ended' && actions.length < maxActions) {
    const actor = nextActor(state);
    const action = actor === null ? null : randomAction(state, actor, dice);
    if (action === null) {
      violations.push(`nobody can act in phase ${state.phase.kind}`);
      break;
    }
    const result = applyAction(state, action);
    if (!result.ok) {
      violations.push(`listed action rejected: ${JSON.stringify(action)} → ${result.error.code}`);
      break;
    }
    state = result.state;
    actions.push(action);
    opts.onState?.(state);
    if (check) violations.push(...invariantBreaks(state));
  }
  if (state.phase.kind !== 'ended') violations.push('game did not end');
  return { seed: opts.seed, gameSeed, final: state, actions, violations };
}
