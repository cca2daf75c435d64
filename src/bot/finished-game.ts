// The game of a thread for /kogge game verify and /kogge game export. A running game is in the server's
// index; a finished one has left it, so it is found from the bot's own posts in the channel:
// the final post's button carries the game's id (bot/custom-id.ts).
import type { ChatInputCommandInteraction } from 'discord.js';
import type { GameRecord } from '../store/index';
import type { BotContext } from './context';
import { parseComponentId } from './custom-id';
import { gameHere } from './game-here';
import { loadRecord } from './records';

/** How far back the bot looks for its posts: Discord's largest page of messages. */
const LOOK_BACK = 100;

export type GameOfThread =
  { kind: 'running'; id: string } | { kind: 'finished'; record: GameRecord } | { kind: 'none' };

export async function gameOfThread(
  ctx: BotContext,
  interaction: ChatInputCommandInteraction,
): Promise<GameOfThread> {
  const running = await gameHere(ctx, interaction.guildId, interaction.channelId);
  if (running) return { kind: 'running', id: running };
  const id = await gameIdFromPosts(ctx, interaction);
  if (!id) return { kind: 'none' };
  const loaded = await loadRecord(ctx, id);
  // A button of this channel naming a game of another channel is no game of this one.
  if (!loaded.ok || loaded.value.channelId !== interaction.channelId) return { kind: 'none' };
  if (loaded.value.status !== 'ended') return { kind: 'none' };
  return { kind: 'finished', record: loaded.value };
}

async function gameIdFromPosts(
  ctx: BotContext,
  interaction: ChatInputCommandInteraction,
): Promise<string | null> {
  const channel = interaction.channel ?? (await ctx.client.channels.fetch(interaction.channelId));
  if (!channel || !('messages' in channel)) return null;
  const botId = ctx.client.user?.id;
  const messages = await channel.messages.fetch({ limit: LOOK_BACK }).catch(() => null);
  if (!messages) return null;
  // Newest first: the final post is the last the game made.
  for (const message of messages.values()) {
    if (message.author.id !== botId) continue;
    for (const row of message.components)
      if ('components' in row)
        for (const component of row.components) {
          const customId = 'customId' in component ? component.customId : null;
          const parsed = customId ? parseComponentId(customId) : null;
          if (parsed) return parsed.game;
        }
  }
  return null;
}
