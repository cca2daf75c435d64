// The welcome is posted once per server, the first time the bot sees a server it never
// greeted (at start-up or when it joins one): in the server's system channel, or else the
// first text channel the bot may send in. A flag in the store remembers it across restarts.
import { ChannelType, PermissionFlagsBits, type Guild, type GuildTextBasedChannel } from 'discord.js';
import { KeyedQueue, type WelcomeStore } from '../store/index';
import type { BotContext } from './context';
import { serverLanguageOf } from './server-language';
import { welcomeMessage } from './welcome-message';

const MAY_POST = [PermissionFlagsBits.ViewChannel, PermissionFlagsBits.SendMessages];

/** Greets the servers already known, then each server joined later; resolves after the first. */
export async function welcomeServers(ctx: BotContext, flags: WelcomeStore): Promise<void> {
  // A server is greeted one at a time: a GUILD_CREATE arriving during the start-up's round
  // would otherwise read the flag unset as well and post a second welcome.
  const greeting = new KeyedQueue();
  const greet = (guild: Guild) => greeting.run(guild.id, () => welcomeOnce(ctx, flags, guild));
  ctx.client.on('guildCreate', (guild) => void greet(guild));
  for (const guild of ctx.client.guilds.cache.values()) await greet(guild);
}

async function welcomeOnce(ctx: BotContext, flags: WelcomeStore, guild: Guild): Promise<void> {
  try {
    if (await flags.welcomed(guild.id)) return;
    const channel = welcomeChannel(guild);
    // Nowhere to post: tried again at the next start (a channel may be opened to the bot).
    if (!channel) return ctx.logger.info({ guild: guild.id }, 'no channel to welcome in');
    // Issue 38: in the server's language, as its games' posts are (/kogge server language, else
    // its preferred locale).
    await channel.send(welcomeMessage(await serverLanguageOf(ctx, guild.id, guild.preferredLocale)));
    await flags.noteWelcomed(guild.id);
  } catch (error) {
    ctx.logger.warn(
      { guild: guild.id, err: error instanceof Error ? error.message : String(error) },
      'welcome not posted',
    );
  }
}

/** The system channel where the bot may post there, else the first text channel it may post in. */
export function welcomeChannel(guild: Guild): GuildTextBasedChannel | null {
  const me = guild.members.me;
  if (!me) return null;
  const mayPost = (channel: GuildTextBasedChannel) => channel.permissionsFor(me).has(MAY_POST);
  const system = guild.systemChannel;
  if (system && mayPost(system)) return system;
  const texts = [...guild.channels.cache.values()]
    .filter(
      (c): c is GuildTextBasedChannel & { type: ChannelType.GuildText } => c.type === ChannelType.GuildText,
    )
    .sort((a, b) => a.rawPosition - b.rawPosition || a.id.localeCompare(b.id));
  return texts.find(mayPost) ?? null;
}
