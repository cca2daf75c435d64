// `npm run deploy-commands`: registers the slash commands in DISCORD_GUILD_ID (instant) or
// globally (may take up to an hour to appear everywhere).
import { commands } from '../commands/index';
import { ConfigError, loadConfig, loadDotEnv, required } from './config';
import { t } from './i18n/index';
import { deployCommands } from './bot/deploy';

try {
  loadDotEnv();
  const config = loadConfig();
  const token = required(config, 'DISCORD_TOKEN', t('deploy.why'));
  const applicationId = required(config, 'DISCORD_APP_ID', t('deploy.why'));
  await deployCommands({ token, applicationId, guildId: config.DISCORD_GUILD_ID, commands });
  console.log(t(config.DISCORD_GUILD_ID ? 'deploy.done.guild' : 'deploy.done.global'));
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : t('deploy.failed', { reason: String(error) }));
  process.exitCode = 1;
}
