// `npm run deploy-commands`: registers the slash commands in DISCORD_GUILD_ID (instant) or
// globally (may take up to an hour to appear everywhere).
import { ConfigError, loadConfig, loadDotEnv, required } from '../config';
import { deployCommands } from './deploy';

try {
  loadDotEnv();
  const config = loadConfig();
  const token = required(config, 'DISCORD_TOKEN', 'to register the commands');
  const applicationId = required(config, 'DISCORD_APP_ID', 'to register the commands');
  await deployCommands({ token, applicationId, guildId: config.DISCORD_GUILD_ID });
  console.log(
    config.DISCORD_GUILD_ID
      ? 'Commands registered in the development server.'
      : 'Commands registered globally.',
  );
} catch (error) {
  console.error(
    error instanceof ConfigError ? error.message : `Registering the commands failed: ${String(error)}`,
  );
  process.exitCode = 1;
}
