import type { APIUser } from 'discord-api-types/v10';
import type { MessageBody } from '../validate/message';
import { apiUser } from './serialize';
import type { Store } from './store';

export interface Mentions {
  users: APIUser[];
  roleIds: string[];
  everyone: boolean;
}

/**
 * What a message's content mentions, filtered by `allowed_mentions` the way Discord does:
 * without it everything parses; with it only the listed kinds and ids.
 */
export function resolveMentions(
  store: Store,
  content: string,
  allowed: MessageBody['allowed_mentions'],
): Mentions {
  const parse = allowed ? (allowed.parse ?? []) : ['users', 'roles', 'everyone'];
  const allowedUsers = (allowed as { users?: string[] } | null | undefined)?.users ?? [];
  const allowedRoles = (allowed as { roles?: string[] } | null | undefined)?.roles ?? [];
  const userIds = unique([...content.matchAll(/<@!?(\d+)>/g)].map((m) => m[1]));
  const roleIds = unique([...content.matchAll(/<@&(\d+)>/g)].map((m) => m[1]));
  return {
    users: userIds
      .filter((id) => parse.includes('users') || allowedUsers.includes(id))
      .flatMap((id) => {
        const user = store.users.get(id);
        return user ? [apiUser(user)] : [];
      }),
    roleIds: roleIds.filter(
      (id) => (parse.includes('roles') || allowedRoles.includes(id)) && store.roles.has(id),
    ),
    everyone: parse.includes('everyone') && /@(everyone|here)\b/.test(content),
  };
}

/** The users a new message notifies: mentioned users, role holders, or everyone. */
export function pingedUsers(store: Store, mentions: Mentions): string[] {
  const ids = new Set(mentions.users.map((u) => u.id));
  for (const user of store.users.values()) {
    if (mentions.everyone || user.roleIds.some((r) => mentions.roleIds.includes(r))) ids.add(user.id);
  }
  ids.delete(store.botId);
  return [...ids];
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}
