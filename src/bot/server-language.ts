// Issue 25: the language of a server's public posts and board images in a new game: what
// /kogge server language chose, else the server's preferred locale (Discord's Community
// setting), else English. A running game keeps the locale its record was opened with.
// League posts (standings, roster, rounds, results) follow it too, as the game posts do.
import type { BaseInteraction } from 'discord.js';
import type { BotContext } from './context';

export async function serverLanguage(ctx: BotContext, interaction: BaseInteraction): Promise<string> {
  return serverLanguageOf(ctx, interaction.guildId, interaction.guildLocale);
}

/** The same without an interaction: a standings message edited after a game ends. */
export async function serverLanguageOf(
  ctx: BotContext,
  guildId: string | null,
  preferred: string | null | undefined,
): Promise<string> {
  const chosen = guildId ? (await ctx.serverSettings.get(guildId)).locale : undefined;
  return chosen ?? preferred ?? 'en';
}
