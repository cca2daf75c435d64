// Entry point (`npm start`). The Discord bot is the next issue; until it exists this runs
// the game simulator, which plays random legal games headless and prints a summary.
import { loadConfig, loadDotEnv } from './config';
import { playRandomGame } from './engine';

loadDotEnv();
const config = loadConfig();
if (config.DISCORD_TOKEN) {
  console.log('DISCORD_TOKEN is set, but the Discord bot is not built yet. Running the game simulator.');
} else {
  console.log('DISCORD_TOKEN is not set (see .env.example). Running the game simulator instead of the bot.');
}

let rounds = 0;
let violations = 0;
const endings = { developmentPoints: 0, guildMaster: 0 };
const t0 = performance.now();
for (let i = 0; i < config.SIM_GAMES; i++) {
  const record = playRandomGame({ players: config.SIM_PLAYERS, seed: config.SIM_SEED + i });
  rounds += record.final.round;
  violations += record.violations.length;
  if (record.final.phase.kind === 'ended') endings[record.final.phase.reason] += 1;
}
const seconds = (performance.now() - t0) / 1000;
console.log(
  `Played ${config.SIM_GAMES} random ${config.SIM_PLAYERS}-player games in ${seconds.toFixed(1)} s: ` +
    `${(rounds / config.SIM_GAMES).toFixed(1)} rounds on average, ${endings.developmentPoints} won by 5 DP, ` +
    `${endings.guildMaster} ended by the guild master, ${violations} rule invariants broken.`,
);
process.exitCode = violations === 0 ? 0 : 1;
