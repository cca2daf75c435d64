// Issue 26: 3- and 4-player tables with mixed levels, seats rotated each game, so a level's
// strength is known where people play. Each level's share of the wins (a shared win counts
// its share) with a 95% Wilson interval, against the even share a table of equals gives.
import { playSeatedGame, type Level } from '../src/ai';
import { addThinking, pct, wilson, type Thinking, type Thought } from './ai-figures';

/** The mixed tables: the strongest levels first. */
export const TABLES: Record<string, Level[]> = {
  table3: ['hard', 'normal', 'heuristic'],
  table4: ['hard', 'normal', 'heuristic', 'random'],
};

export interface TableResult {
  /** Per level of the table (in the table's order, not the seats'): its share of the win. */
  shares: number[];
  byDp: boolean;
  violations: string[];
  thinking: Thought[];
}

/** Game `i` of a table: seed `seedBase + i`, and seat s played by level (s + i) mod n. */
export function playTableGame(levels: Level[], i: number, seedBase: number): TableResult {
  const n = levels.length;
  const seats = levels.map((_, s) => levels[(s + i) % n]);
  const game = playSeatedGame({ seed: seedBase + i, seats });
  const violations = game.violations.map((v) => `seed ${game.seed}: ${v}`);
  const phase = game.final.phase;
  const shares = levels.map(() => 0);
  if (phase.kind === 'ended') for (const w of phase.winners) shares[(w + i) % n] += 1 / phase.winners.length;
  return {
    shares,
    byDp: phase.kind === 'ended' && phase.reason === 'developmentPoints',
    violations,
    thinking: game.thinking.filter((t) => t.iterations > 0),
  };
}

/** Plays `games` games of a table here, printing the tally every full turn of the seats. */
export function playTable(
  name: string,
  games: number,
  from: number,
  seedBase: number,
  thinking: Map<Level, Thinking>,
): void {
  const levels = TABLES[name];
  const shares = levels.map(() => 0);
  let byDp = 0;
  const t0 = performance.now();
  for (let k = 0; k < games; k++) {
    const result = playTableGame(levels, from + k, seedBase);
    for (const v of result.violations) console.log(`  ${v}`);
    result.shares.forEach((share, l) => (shares[l] += share));
    if (result.byDp) byDp += 1;
    addThinking(thinking, result.thinking);
    const played = k + 1;
    if (played === games || played % levels.length === 0)
      console.log(tableTally(name, levels, shares, played, byDp, (performance.now() - t0) / 1000));
  }
}

export function tableTally(
  name: string,
  levels: Level[],
  shares: number[],
  played: number,
  byDp: number,
  seconds: number,
): string {
  const rows = levels.map((level, l) => {
    const [low, high] = wilson(shares[l], played);
    return `    ${level.padEnd(9)} wins ${pct(shares[l] / played).padStart(6)}  95% CI ${pct(low)}–${pct(high)}`;
  });
  return (
    `${name}: ${levels.length} players, ${played} games, seats rotated, ended by 5 DP ${byDp}` +
    ` (even share ${pct(1 / levels.length)}; ${(seconds / played).toFixed(1)} s a game)\n${rows.join('\n')}`
  );
}
