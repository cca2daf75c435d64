// Registers the slash commands: in one server (instant, for development) or globally.
import { REST, Routes } from 'discord.js';
import type { SlashCommand } from './command';

export interface DeployOptions {
  token: string;
  applicationId: string;
  guildId?: string;
  rest?: { api: string };
  /** The commands to register (commands/index.ts, handed in by the entry point). */
  commands: readonly SlashCommand[];
}

export async function deployCommands(options: DeployOptions): Promise<void> {
  const rest = new REST({ ...(options.rest ? { api: options.rest.api } : {}) }).setToken(options.token);
  const body = options.commands.map((c) => c.data.toJSON());
  const route = options.guildId
    ? Routes.applicationGuildCommands(options.applicationId, options.guildId)
    : Routes.applicationCommands(options.applicationId);
  await rest.put(route, { body });
}
