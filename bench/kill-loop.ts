// `npm run bench -- kill-loop`: issue 28's random-instant kill loop at a size CI cannot afford
// (the test runs 15 kills). Prints the figures: kills, clicks, deferred and unacknowledged
// clicks, answers, games ended, checks and any finding.
import { answerCounts, runKillLoop } from '../test/e2e/kill-loop';

const KILLS = Number(process.env.KILL_LOOP_KILLS ?? 60);
const GAMES = Number(process.env.KILL_LOOP_GAMES ?? 4);

export async function run(): Promise<void> {
  const started = performance.now();
  const figures = await runKillLoop({ kills: KILLS, games: GAMES, seed: 2028 });
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `kill loop (${GAMES} games, up to ${KILLS} kills, ${seconds.toFixed(0)} s): ${answerCounts(figures)}`,
  );
  for (const finding of figures.findings) console.log(`  finding: ${finding}`);
}
