import { randomBytes } from 'node:crypto';
import { ChannelType } from 'discord-api-types/v10';
import type { Clock } from './clock';
import { SnowflakeSource } from './snowflake';
import { ALL_PERMISSIONS } from './state/serialize';
import { Store } from './state/store';
import type { UserRecord } from './state/records';

export interface UserSpec {
  name: string;
  globalName?: string;
  /** Discord locale code sent with each interaction, e.g. `de`. Default `en-US`. */
  locale?: string;
  /** The user does not accept DMs from server members: sending them one fails with 50007. */
  dmsClosed?: boolean;
  /** Role names (created in the guild if new). */
  roles?: string[];
}

export interface ChannelSpec {
  name: string;
}

export interface TableSpec {
  users: (string | UserSpec)[];
  channels: (string | ChannelSpec)[];
  guildName?: string;
  botName?: string;
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
  const store = new Store(
    clock,
    { id: guildId, name: spec.guildName ?? 'Kogge Table', ownerId: humans[0]?.id ?? botId, createdAt: now },
    { id: botId, name: bot.username },
    botId,
  );
  // @everyone's id is the guild's id, as on Discord.
  store.roles.set(guildId, { id: guildId, name: '@everyone', position: 0, permissions: ALL_PERMISSIONS });
  for (const user of [bot, ...humans]) store.users.set(user.id, user);
  users.forEach((u, i) => (humans[i].roleIds = (u.roles ?? []).map((name) => roleId(store, name))));
  const channels = spec.channels.length ? spec.channels : ['general'];
  channels.forEach((c, position) => {
    const name = typeof c === 'string' ? c : c.name;
    const id = store.ids.next();
    store.channels.set(id, { kind: 'text', id, type: ChannelType.GuildText, name, position });
  });
  return { store, token: botToken(botId) };
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
  };
}

function roleId(store: Store, name: string): string {
  const existing = [...store.roles.values()].find((r) => r.name === name);
  if (existing) return existing.id;
  const id = store.ids.next();
  store.roles.set(id, { id, name, position: store.roles.size, permissions: '0' });
  return id;
}

// Same shape as a real bot token (base64 user id . timestamp . hmac) so tools that parse
// tokens (discord.js reads the id from it) keep working.
export function botToken(botId: string): string {
  const id = Buffer.from(botId).toString('base64url');
  return `${id}.${randomBytes(4).toString('base64url')}.${randomBytes(27).toString('base64url')}`;
}
