// Entry point (`npm start`). With DISCORD_TOKEN set it runs the Discord bot; without one it
// runs the game simulator, which plays random legal games headless and prints a summary.
import { ConfigError, databasePath, loadConfig, loadDotEnv, type Config } from './config';
import { playRandomGame } from './engine';
import { createLogger } from './bot/logger';
import { startBot } from './bot/start';

function configOrExit(): Config {
  try {
    loadDotEnv();
    return loadConfig();
  } catch (error) {
    // One sentence naming the variable, never a stack trace.
    console.error(error instanceof ConfigError ? error.message : `Could not read .env: ${String(error)}`);
    process.exit(1);
  }
}

async function runBot(config: Config, token: string): Promise<void> {
  const logger = createLogger(config.LOG_LEVEL);
  const bot = await startBot({ token, databaseFile: databasePath(config), logger });
  const stop = () => void bot.stop().finally(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

function runSimulator(config: Config): void {
  console.log('DISCORD_TOKEN is not set (see .env.example). Running the game simulator instead of the bot.');
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
}

const config = configOrExit();
if (config.DISCORD_TOKEN) {
  runBot(config, config.DISCORD_TOKEN).catch((error: unknown) => {
    // A refused login is the usual case: say it plainly.
    console.error(`The bot could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
} else {
  runSimulator(config);
}
