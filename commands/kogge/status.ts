// /kogge server status (issue 27): where this server is served from, for whoever may manage
// it: its shard (of how many), the gateway's latency, its running games and the store in use.
// Never the store's address (it may hold a password), never anything of a game's contents.
// Issue 42: the public key the bot signs its game records with, to compare a record's signer to.
// Issue 38: how its game threads show the board, as /kogge server boards chose.
import {
  PermissionFlagsBits,
  ShardClientUtil,
  type ChatInputCommandInteraction,
  type SlashCommandSubcommandBuilder,
} from 'discord.js';
import { t } from '../../src/i18n/index';
import { boardsMode, type BotContext, tell } from '../../src/bot/index';

export function buildStatus(sub: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder {
  return sub.setName('status').setDescription(t('cmd.server.status'));
}

export async function statusCommand(
  ctx: BotContext,
  interaction: ChatInputCommandInteraction,
): Promise<void> {
  const guildId = interaction.guildId;
  if (!guildId || !interaction.memberPermissions?.has(PermissionFlagsBits.ManageGuild))
    return tell(interaction, 'status.notAllowed');
  // One process is shard 0 of 1; under the ShardingManager each process knows its count.
  const shards = ctx.client.shard?.count ?? 1;
  const shard = ShardClientUtil.shardIdForGuildId(guildId, shards);
  // discord.js reports -1 until the first heartbeat is acknowledged.
  const ping = ctx.client.ws.ping;
  const latency =
    ping >= 0
      ? t('status.latency.ms', { ms: Math.round(ping) }, interaction.locale)
      : t('status.latency.unknown', {}, interaction.locale);
  const games = (await ctx.store.listRunning(guildId)).length;
  // Issue 38: how its game threads show the board (/kogge server boards).
  const mode = await boardsMode(ctx, guildId);
  const boards = t(
    mode === 'live' ? 'status.boards.live' : 'status.boards.everyMove',
    {},
    interaction.locale,
  );
  await tell(interaction, 'status.shown', {
    shard,
    shards,
    latency,
    games,
    store: ctx.storeName ?? 'SQLite',
    boards,
    key: (await ctx.signing.current()).publicKey,
  });
}
