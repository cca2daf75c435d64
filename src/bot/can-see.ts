// Whether the person behind an interaction may see a channel or thread (issue 20: /kogge
// games lists only games where the asker could look). Computed as Discord does, from the
// member in the interaction (its roles) and the channel's overwrites in the cache; where
// either is unknown, the answer is no.
import { GuildMember, PermissionFlagsBits, type ChatInputCommandInteraction } from 'discord.js';
import type { BotContext } from './context';

export async function canSee(
  ctx: BotContext,
  interaction: ChatInputCommandInteraction,
  channelId: string,
): Promise<boolean> {
  if (channelId === interaction.channelId) return true;
  const member = interaction.member;
  if (!(member instanceof GuildMember)) return false;
  const channel =
    ctx.client.channels.cache.get(channelId) ??
    (await ctx.client.channels.fetch(channelId).catch(() => null));
  if (!channel || channel.isDMBased() || channel.guildId !== interaction.guildId) return false;
  // A thread's permissions are its parent's (discord.js resolves them through it).
  return channel.permissionsFor(member)?.has(PermissionFlagsBits.ViewChannel) ?? false;
}
