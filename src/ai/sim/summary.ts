// One summary of a batch of simulated games, shared by `npm run sim` and `npm start` (which
// runs the simulator while the bot is not there), so both count and print the same way.
import type { GameOptions, GameState } from '../../engine/play';
import type { Level } from '../decide';
import { playRandomGame } from './run';
import { playSeatedGame } from './seated';

export interface SimSummary {
  games: number;
  players: number;
  rounds: number;
  actions: number;
  endedByDp: number;
  endedByGm: number;
  violations: string[];
  /** Per seat kind: games won (a shared win split evenly) and seats played. */
  wins: Partial<Record<Level, { won: number; seats: number }>>;
}

export interface SimRequest {
  games: number;
  players: number;
  /** Game i is played with seed `seed + i`. */
  seed: number;
  /** The game's options, e.g. the advanced rules (K-70 … K-73). */
  options?: Partial<GameOptions>;
}

function emptySummary({ options: _, ...req }: SimRequest): SimSummary {
  return { ...req, rounds: 0, actions: 0, endedByDp: 0, endedByGm: 0, violations: [], wins: {} };
}

function count(sum: SimSummary, final: GameState, actions: number, seats: readonly Level[]): void {
  const phase = final.phase;
  sum.rounds += final.round;
  sum.actions += actions;
  for (const kind of seats) {
    const entry = (sum.wins[kind] ??= { won: 0, seats: 0 });
    entry.seats += 1;
  }
  if (phase.kind !== 'ended') return;
  if (phase.reason === 'developmentPoints') sum.endedByDp += 1;
  else sum.endedByGm += 1;
  for (const w of phase.winners) (sum.wins[seats[w]] as { won: number }).won += 1 / phase.winners.length;
}

/** Plays `games` random games from consecutive seeds and counts how they went. */
export function simulateRandomGames(req: SimRequest): SimSummary {
  const sum = emptySummary(req);
  const seats = Array<Level>(req.players).fill('random');
  for (let i = 0; i < req.games; i++) {
    const record = playRandomGame({ players: req.players, seed: req.seed + i, options: req.options });
    count(sum, record.final, record.actions.length, seats);
    sum.violations.push(...record.violations.map((v) => `seed ${record.seed}: ${v}`));
  }
  return sum;
}

/**
 * Plays `games` games between the given seat kinds. Seats rotate by one place each game,
 * so every kind sits in every position (turn order ties, K-14, favour no one).
 */
export function simulateSeatedGames(
  req: SimRequest & { seats: Level[]; onGame?: (done: number) => void },
): SimSummary {
  const sum = emptySummary({ games: req.games, players: req.seats.length, seed: req.seed });
  for (let i = 0; i < req.games; i++) {
    const seats = req.seats.map((_, k) => req.seats[(k + i) % req.seats.length]);
    const game = playSeatedGame({ seed: req.seed + i, seats, check: true, options: req.options });
    count(sum, game.final, game.actions, seats);
    sum.violations.push(...game.violations.map((v) => `seed ${game.seed}: ${v}`));
    req.onGame?.(i + 1);
  }
  return sum;
}

/** The one-line summary, `key=value` pairs so scripts can read it. */
export function summaryLine(sum: SimSummary): string {
  const avg = (n: number, digits: number): string => (n / sum.games).toFixed(digits);
  const kinds = Object.keys(sum.wins) as Level[];
  // With one kind only (all random) the shares say nothing; the line stays as it always was.
  const shares =
    kinds.length > 1
      ? ' ' +
        kinds
          .map((k) => {
            const w = sum.wins[k] as { won: number; seats: number };
            return `win_share_${k}=${((100 * w.won) / sum.games).toFixed(1)}%(${w.seats / sum.games}seat)`;
          })
          .join(' ')
      : '';
  return (
    `games=${sum.games} rounds_avg=${avg(sum.rounds, 2)} actions_avg=${avg(sum.actions, 1)} ` +
    `ended_by_dp=${sum.endedByDp} ended_by_gm=${sum.endedByGm} violations=${sum.violations.length}${shares}`
  );
}
