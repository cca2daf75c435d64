// What a server admin does in Server Settings, by hand: a role's permissions and a channel's
// overwrites changed, each heard by the bot as Discord sends it (GUILD_ROLE_UPDATE,
// CHANNEL_UPDATE). Roles and people are named as tests name them: `@everyone`, `bot` for the
// bot's managed role, a role's name, a person's name.
import { GatewayDispatchEvents, GatewayIntentBits } from 'discord-api-types/v10';
import type { GatewayServer } from './gateway/server';
import { apiChannel, apiRole } from './state/serialize';
import type { Store } from './state/store';

/** An overwrite's allowed and denied bits; a missing side is none. */
export type Overwrite = { allow?: bigint; deny?: bigint };

/** The bot's own managed role, created when it was invited. */
export function botRoleId(store: Store): string {
  const role = [...store.roles.values()].find((r) => r.botId === store.botId);
  if (!role) throw new Error('local-discord: the bot has no managed role');
  return role.id;
}

/** A role's id by name (`@everyone`, `bot`, a role's name or id); undefined where none is. */
export function maybeRoleId(store: Store, role: string): string | undefined {
  if (role === '@everyone') return store.guild.id;
  if (role === 'bot') return botRoleId(store);
  return [...store.roles.values()].find((r) => r.name === role || r.id === role)?.id;
}

/** Sets a role's guild-level permissions; the bot hears GUILD_ROLE_UPDATE. */
export function setRolePermissions(
  store: Store,
  gateway: GatewayServer,
  role: string,
  permissions: bigint,
): void {
  const record = store.roles.get(maybeRoleId(store, role) ?? '');
  if (!record) throw new Error(`local-discord: no role "${role}"`);
  record.permissions = permissions.toString();
  gateway.dispatch(
    GatewayDispatchEvents.GuildRoleUpdate,
    { guild_id: store.guild.id, role: apiRole(record) },
    { intent: GatewayIntentBits.Guilds },
  );
}

/**
 * Sets (or with `undefined`, removes) a channel's overwrite for a role or a member; the bot
 * hears CHANNEL_UPDATE.
 */
export function setOverwrite(
  store: Store,
  gateway: GatewayServer,
  channel: string,
  target: string,
  overwrite: Overwrite | undefined,
): void {
  const record = store.channelByRef(channel);
  if (record.kind !== 'text')
    throw new Error(`local-discord: overwrites live on text channels, not ${channel}`);
  const role = maybeRoleId(store, target);
  const id = role ?? store.userByName(target).id;
  record.overwrites = record.overwrites.filter((o) => o.id !== id);
  if (overwrite) {
    record.overwrites.push({
      id,
      type: role ? 0 : 1,
      allow: String(overwrite.allow ?? 0n),
      deny: String(overwrite.deny ?? 0n),
    });
  }
  gateway.dispatch(GatewayDispatchEvents.ChannelUpdate, apiChannel(store, record), {
    intent: GatewayIntentBits.Guilds,
  });
}
