// Members' names on this server, for seats and exports: fetched (the Guilds intent starts with
// an empty member cache), falling back to the user's own name, then to their id.
import type { Guild } from 'discord.js';

export async function memberNames(
  guild: Guild | null,
  userIds: readonly string[],
): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (const id of userIds) {
    const member = await guild?.members.fetch(id).catch(() => null);
    names.set(id, (member?.displayName ?? id).slice(0, 100));
  }
  return names;
}
