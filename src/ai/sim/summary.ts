// One summary of a batch of simulated games, shared by `npm run sim` and `npm start` (which
// runs the simulator while the bot is not there), so both count and print the same way.
import type { GameOptions } from '../../engine/index';
import { playRandomGame } from './run';

export interface SimSummary {
  games: number;
  players: number;
  rounds: number;
  actions: number;
  endedByDp: number;
  endedByGm: number;
  violations: string[];
}

export interface SimRequest {
  games: number;
  players: number;
  /** Game i is played with seed `seed + i`. */
  seed: number;
  /** The game's options, e.g. the advanced rules (K-70 … K-73). */
  options?: Partial<GameOptions>;
}

/** Plays `games` random games from consecutive seeds and counts how they went. */
export function simulateRandomGames(req: SimRequest): SimSummary {
  const { options, ...counted } = req;
  const sum: SimSummary = { ...counted, rounds: 0, actions: 0, endedByDp: 0, endedByGm: 0, violations: [] };
  for (let i = 0; i < req.games; i++) {
    const record = playRandomGame({ players: req.players, seed: req.seed + i, options });
    const phase = record.final.phase;
    sum.rounds += record.final.round;
    sum.actions += record.actions.length;
    if (phase.kind === 'ended' && phase.reason === 'developmentPoints') sum.endedByDp += 1;
    if (phase.kind === 'ended' && phase.reason === 'guildMaster') sum.endedByGm += 1;
    sum.violations.push(...record.violations.map((v) => `seed ${record.seed}: ${v}`));
  }
  return sum;
}

/** The one-line summary, `key=value` pairs so scripts can read it. */
export function summaryLine(sum: SimSummary): string {
  const avg = (n: number, digits: number): string => (n / sum.games).toFixed(digits);
  return (
    `games=${sum.games} rounds_avg=${avg(sum.rounds, 2)} actions_avg=${avg(sum.actions, 1)} ` +
    `ended_by_dp=${sum.endedByDp} ended_by_gm=${sum.endedByGm} violations=${sum.violations.length}`
  );
}
