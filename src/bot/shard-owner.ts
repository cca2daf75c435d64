// Issue 27: which servers this process serves. Under discord.js's ShardingManager each process
// is one shard and Discord sends it only the servers with `(guild_id >> 22) % count` equal to
// its id, so each process runs start-up's repair, the computer players, deadlines, reminders
// and league catch-up for those servers alone; another shard's games are that shard's, even
// though every process reads the same store. One process (no manager) is shard 0 of 1 and
// serves every server.
import { ShardClientUtil, type ClientOptions } from 'discord.js';

/** What is read of a discord.js Client: its shard options (the manager's, in a shard). */
export interface ShardedClient {
  options: Pick<ClientOptions, 'shards' | 'shardCount'>;
}

/** This client's shard ids and the bot's count of shards (discord.js reads the manager's). */
export function shardsOf(client: ShardedClient): { ids: readonly number[]; count: number } {
  const count = client.options.shardCount ?? 1;
  const shards = client.options.shards;
  const ids = Array.isArray(shards)
    ? shards
    : typeof shards === 'number'
      ? [shards]
      : Array.from({ length: count }, (_, id) => id);
  return { ids, count };
}

/**
 * Whether `guildId` is this process's. Nothing of no server (a direct message, a record that
 * cannot say) goes to shard 0, as Discord sends direct messages to shard 0 alone.
 */
export function ownsGuild(client: ShardedClient, guildId: string | undefined): boolean {
  const { ids, count } = shardsOf(client);
  const shard = guildId && /^\d{1,20}$/.test(guildId) ? ShardClientUtil.shardIdForGuildId(guildId, count) : 0;
  return ids.includes(shard);
}
