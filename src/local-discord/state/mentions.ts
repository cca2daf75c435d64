import { MessageFlags, PermissionFlagsBits, type APIUser } from 'discord-api-types/v10';
import { canSeeChannel } from '../actor/view';
import type { MessageBody } from '../validate/message';
import { channelPermissions } from './permissions';
import type { ChannelRecord, MessageRecord } from './records';
import { apiUser } from './serialize';
import type { Store } from './store';

// Discord docs, Message › Allowed Mentions Object: what a message mentions and whom it
// notifies, computed as Discord does.

export interface Mentions {
  users: APIUser[];
  roleIds: string[];
  everyone: boolean;
  /** `@here` only (no `@everyone`): notifies the members present. */
  hereOnly: boolean;
}

export interface MentionContext {
  channel: ChannelRecord;
  authorId: string;
  /** Interaction responses, follow-ups and webhook messages parse only users by default. */
  webhook: boolean;
  /** The message being replied to, if any. */
  replyTo?: MessageRecord;
}

type Allowed = NonNullable<MessageBody['allowed_mentions']>;

/** "Default Settings for Allowed Mentions": regular messages parse all, webhooks users only. */
function defaults(webhook: boolean): Allowed {
  return webhook ? { parse: ['users'] } : { parse: ['users', 'roles', 'everyone'], replied_user: true };
}

export function resolveMentions(
  store: Store,
  text: string,
  allowed: MessageBody['allowed_mentions'],
  context: MentionContext,
): Mentions {
  const rules = allowed ?? defaults(context.webhook);
  const parse = rules.parse ?? [];
  const listedUsers = rules.users ?? [];
  const listedRoles = rules.roles ?? [];
  const author = channelAuthorPermissions(store, context);
  // Roles notify only when mentionable or the author may Mention Everyone; @everyone/@here
  // need Mention Everyone.
  const mayMentionAll = (author & PermissionFlagsBits.MentionEveryone) !== 0n;
  const userIds = unique([...text.matchAll(/<@!?(\d+)>/g)].map((m) => m[1])).filter(
    (id) => parse.includes('users') || listedUsers.includes(id),
  );
  const replied = context.replyTo?.data.author.id;
  if (replied && rules.replied_user && !userIds.includes(replied)) userIds.push(replied);
  const roleIds = unique([...text.matchAll(/<@&(\d+)>/g)].map((m) => m[1])).filter((id) => {
    const role = store.roles.get(id);
    const listed = parse.includes('roles') || listedRoles.includes(id);
    return role !== undefined && listed && (role.mentionable === true || mayMentionAll);
  });
  const everyoneAllowed = parse.includes('everyone') && mayMentionAll;
  const everyone = everyoneAllowed && /@everyone\b/.test(text);
  const here = everyoneAllowed && /@here\b/.test(text);
  return {
    users: userIds.flatMap((id) => {
      const user = store.users.get(id);
      return user ? [apiUser(user)] : [];
    }),
    roleIds,
    everyone: everyone || here,
    hereOnly: here && !everyone,
  };
}

function channelAuthorPermissions(store: Store, context: MentionContext): bigint {
  if (context.channel.kind === 'dm') return 0n;
  if (!store.users.has(context.authorId)) return 0n;
  return channelPermissions(store, context.authorId, context.channel);
}

/**
 * The users a new message notifies: those mentioned, role holders, everyone (or, for
 * `@here`, everyone present) — only people who can see the channel, never the author, and
 * no one at all with SUPPRESS_NOTIFICATIONS.
 */
export function pingedUsers(store: Store, mentions: Mentions, message: MessageRecord['data']): string[] {
  if ((message.flags ?? 0) & MessageFlags.SuppressNotifications) return [];
  const ids = new Set(mentions.users.map((u) => u.id));
  for (const user of store.users.values()) {
    const byRole = user.roleIds.some((r) => mentions.roleIds.includes(r));
    const byEveryone = mentions.everyone && (!mentions.hereOnly || user.present !== false);
    if (byRole || byEveryone) ids.add(user.id);
  }
  ids.delete(message.author.id);
  ids.delete(store.botId);
  return [...ids].filter((id) => {
    const user = store.users.get(id);
    return user !== undefined && canSeeChannel(store, user, message.channel_id);
  });
}

/** The text Discord parses mentions from: content, or a components-v2 message's text displays. */
export function mentionText(content: string, components: unknown[] | undefined): string {
  const texts: string[] = [content];
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    if (record.type === 10 && typeof record.content === 'string') texts.push(record.content);
    for (const key of ['components', 'accessory']) {
      const value = record[key];
      if (Array.isArray(value)) value.forEach(walk);
      else walk(value);
    }
  };
  (components ?? []).forEach(walk);
  return texts.join('\n');
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}
