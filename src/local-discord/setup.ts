import { randomBytes } from 'node:crypto';
import { ChannelType } from 'discord-api-types/v10';
import type { Clock } from './clock';
import { SnowflakeSource } from './snowflake';
import { BOT_INVITE_PERMISSIONS } from './invite-permissions';
import { EVERYONE_PERMISSIONS } from './state/permissions';
import { Store } from './state/store';
import type { RoleRecord, UserRecord } from './state/records';

export interface UserSpec {
  name: string;
  globalName?: string;
  /** Discord locale code sent with each interaction, e.g. `de`. Default `en-US`. */
  locale?: string;
  /** The user does not accept DMs from server members: sending them one fails with 50007. */
  dmsClosed?: boolean;
  /** Role names (created in the guild if new). */
  roles?: string[];
  /** Online (default): `@here` notifies only the members present. */
  present?: boolean;
}

export interface ChannelSpec {
  name: string;
  topic?: string;
}

export interface RoleSpec {
  name: string;
  /** Guild-level permissions of the role (a bitfield, e.g. `PermissionFlagsBits.ManageGuild`). */
  permissions?: bigint;
  /** Anyone may ping it (otherwise only members with Mention Everyone). */
  mentionable?: boolean;
}

export interface TableSpec {
  users: (string | UserSpec)[];
  channels: (string | ChannelSpec)[];
  /** Roles with permissions; roles only named in `users[].roles` hold none. */
  roles?: RoleSpec[];
  guildName?: string;
  /**
   * More guilds beside the first (issue 27: a sharded bot serves several), each with its own
   * channels (names unique across guilds: actors find channels by name) and @everyone, the
   * same owner and the same members holding the same roles. Not kept by `persist`.
   */
  guilds?: {
    name: string;
    channels: (string | ChannelSpec)[];
    /** Its id chosen so that Discord routes it to shard `[id, count]` (sharding tests). */
    shard?: [number, number];
  }[];
  botName?: string;
  /** The server owner (all permissions), by name; default the first user. */
  owner?: string;
  /** What @everyone holds; default a member's basics (`EVERYONE_PERMISSIONS`). */
  everyonePermissions?: bigint;
  /** What the bot's own managed role holds; default its invite set (`BOT_INVITE_PERMISSIONS`). */
  botPermissions?: bigint;
}

/** Builds the initial world: one guild with its roles, members, channels and the bot. */
export function createStore(spec: TableSpec, clock: Clock): { store: Store; token: string } {
  const ids = new SnowflakeSource(clock);
  const botId = ids.next();
  const guildId = ids.next();
  const users = spec.users.map((u) => (typeof u === 'string' ? { name: u } : u));
  const now = new Date(clock.now()).toISOString();
  const bot = person(botId, { name: spec.botName ?? 'Kogge' }, now, true);
  const humans = users.map((u) => person(ids.next(), u, now, false));
  const owner = spec.owner ? humans[users.findIndex((u) => u.name === spec.owner)] : humans[0];
  if (spec.owner && !owner) throw new Error(`local-discord: no user "${spec.owner}" to own the server`);
  const store = new Store(
    clock,
    { id: guildId, name: spec.guildName ?? 'Kogge Table', ownerId: owner?.id ?? botId, createdAt: now },
    { id: botId, name: bot.username },
    botId,
    ids,
  );
  // @everyone's id is the guild's id, as on Discord.
  const everyone = spec.everyonePermissions ?? EVERYONE_PERMISSIONS;
  store.roles.set(guildId, { id: guildId, name: '@everyone', position: 0, permissions: String(everyone) });
  for (const role of spec.roles ?? []) {
    roleId(store, role.name, { permissions: String(role.permissions ?? 0n), mentionable: role.mentionable });
  }
  // Inviting a bot with permissions creates its managed role holding exactly those.
  const botPermissions = String(spec.botPermissions ?? BOT_INVITE_PERMISSIONS);
  bot.roleIds = [roleId(store, bot.username, { permissions: botPermissions, botId })];
  for (const user of [bot, ...humans]) store.users.set(user.id, user);
  users.forEach((u, i) => (humans[i].roleIds = (u.roles ?? []).map((name) => roleId(store, name))));
  addChannels(store, spec.channels.length ? spec.channels : ['general']);
  for (const more of spec.guilds ?? []) {
    const id = more.shard ? store.ids.nextOnShard(...more.shard) : store.ids.next();
    store.guilds.set(id, { id, name: more.name, ownerId: store.guild.ownerId, createdAt: now });
    store.roles.set(id, { id, name: '@everyone', position: 0, permissions: String(everyone) });
    addChannels(store, more.channels, id);
  }
  return { store, token: botToken(botId) };
}

function addChannels(store: Store, channels: (string | ChannelSpec)[], guildId?: string): void {
  channels.forEach((c, position) => {
    const { name, topic } = typeof c === 'string' ? { name: c, topic: undefined } : c;
    const id = store.ids.next();
    const channel = { kind: 'text' as const, id, type: ChannelType.GuildText as const, name, position };
    store.channels.set(id, {
      ...channel,
      overwrites: [],
      topic: topic ?? null,
      ...(guildId ? { guildId } : {}),
    });
  });
}

/** A person who joins the server after it started (a new seat at the local table). */
export function addPerson(store: Store, spec: UserSpec): UserRecord {
  const user = person(store.ids.next(), spec, new Date(store.clock.now()).toISOString(), false);
  store.users.set(user.id, user);
  return user;
}

function person(id: string, spec: UserSpec, joinedAt: string, bot: boolean): UserRecord {
  return {
    id,
    username: spec.name,
    globalName: spec.globalName ?? null,
    bot,
    locale: spec.locale ?? 'en-US',
    dmsClosed: spec.dmsClosed ?? false,
    roleIds: [],
    joinedAt,
    present: spec.present ?? true,
  };
}

function roleId(store: Store, name: string, set: Partial<RoleRecord> = {}): string {
  const existing = [...store.roles.values()].find((r) => r.name === name);
  if (existing) {
    Object.assign(existing, set);
    return existing.id;
  }
  const id = store.ids.next();
  store.roles.set(id, { id, name, position: store.roles.size, permissions: '0', mentionable: false, ...set });
  return id;
}

// Same shape as a real bot token (base64 user id . timestamp . hmac) so tools that parse
// tokens (discord.js reads the id from it) keep working.
export function botToken(botId: string): string {
  const id = Buffer.from(botId).toString('base64url');
  return `${id}.${randomBytes(4).toString('base64url')}.${randomBytes(27).toString('base64url')}`;
}
