// The slash commands registered with a local Discord, as `npm run deploy` does with Discord:
// in its first server (instant), or globally for a table of many servers (shards).
import { commands } from '../../commands/index';
import { deployCommands } from '../../src/bot/deploy';
import type { LocalDiscord } from '../../src/local-discord/index';

export async function deployTo(discord: LocalDiscord, scope: { global?: boolean } = {}): Promise<void> {
  await deployCommands({
    token: discord.token,
    applicationId: discord.applicationId,
    ...(scope.global ? {} : { guildId: discord.guildId }),
    rest: { api: discord.apiUrl },
    commands,
  });
}
