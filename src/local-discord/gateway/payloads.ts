import { apiMember, apiUser } from '../state/serialize';
import type { Store } from '../state/store';

/**
 * READY: who the bot is, its application, its shard, and its guild (unavailable until
 * GUILD_CREATE) where the guild is on this shard.
 */
export function readyPayload(
  store: Store,
  sessionId: string,
  resumeUrl: string,
  shard: readonly [number, number] = [0, 1],
  /** The guilds on this shard. */
  guildIds: readonly string[] = [store.guild.id],
): unknown {
  const bot = store.user(store.botId);
  return {
    v: 10,
    user: { ...apiUser(bot), verified: true, mfa_enabled: false, flags: 0 },
    guilds: guildIds.map((id) => ({ id, unavailable: true })),
    session_id: sessionId,
    session_type: 'normal',
    resume_gateway_url: resumeUrl,
    shard: [...shard],
    application: { id: store.application.id, flags: 0 },
    private_channels: [],
    relationships: [],
    presences: [],
    guild_join_requests: [],
    geo_ordered_rtc_regions: [],
    user_settings: {},
    auth: {},
  };
}

export interface MembersRequest {
  guild_id: string;
  query?: string;
  user_ids?: string | string[];
  limit?: number;
  nonce?: string;
}

/** Answer to op 8 (request guild members): one chunk, as the guild is small. */
export function membersChunk(store: Store, request: MembersRequest): unknown {
  const ids = request.user_ids === undefined ? undefined : [request.user_ids].flat();
  const users = [...store.users.values()].filter((user) =>
    ids ? ids.includes(user.id) : user.username.startsWith(request.query ?? ''),
  );
  const members = users.slice(0, request.limit || users.length).map((user) => apiMember(user));
  const found = new Set(members.map((m) => m.user.id));
  return {
    guild_id: store.guilds.has(request.guild_id) ? request.guild_id : store.guild.id,
    members,
    chunk_index: 0,
    chunk_count: 1,
    not_found: (ids ?? []).filter((id) => !found.has(id)),
    nonce: request.nonce,
  };
}
