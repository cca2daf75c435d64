// The game played in a thread or channel, from the server's index of running games.
import type { BotContext } from './context';

export async function gameHere(
  ctx: BotContext,
  guildId: string | null,
  channelId: string,
): Promise<string | null> {
  if (!guildId) return null;
  const running = await ctx.store.listRunning(guildId);
  return running.find((g) => g.channelId === channelId)?.id ?? null;
}
