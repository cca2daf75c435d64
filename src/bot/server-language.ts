// Issue 25: the language of a server's public posts and board images in a new game: what
// /kogge server language chose, else the server's preferred locale (Discord's Community
// setting), else English. A running game keeps the locale its record was opened with.
import type { BaseInteraction } from 'discord.js';
import type { BotContext } from './context';

export async function serverLanguage(ctx: BotContext, interaction: BaseInteraction): Promise<string> {
  const chosen = interaction.guildId ? (await ctx.serverSettings.get(interaction.guildId)).locale : undefined;
  return chosen ?? interaction.guildLocale ?? 'en';
}
