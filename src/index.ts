// Entry point (`npm start`). The Discord bot is the next issue; until it exists this runs
// the game simulator, which plays random legal games headless and prints a summary.
import { loadConfig, loadDotEnv } from './config';
import { simulateRandomGames, summaryLine } from './ai';

loadDotEnv();
const config = loadConfig();
if (config.DISCORD_TOKEN) {
  console.log('DISCORD_TOKEN is set, but the Discord bot is not built yet. Running the game simulator.');
} else {
  console.log('DISCORD_TOKEN is not set (see .env.example). Running the game simulator instead of the bot.');
}

const t0 = performance.now();
const summary = simulateRandomGames({
  games: config.SIM_GAMES,
  players: config.SIM_PLAYERS,
  seed: config.SIM_SEED,
});
const seconds = (performance.now() - t0) / 1000;
for (const v of summary.violations) console.error(v);
console.log(`${summaryLine(summary)} seconds=${seconds.toFixed(1)}`);
process.exitCode = summary.violations.length === 0 ? 0 : 1;
