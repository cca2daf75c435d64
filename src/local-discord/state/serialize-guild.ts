import {
  GuildDefaultMessageNotifications,
  GuildExplicitContentFilter,
  GuildMFALevel,
  GuildNSFWLevel,
  GuildPremiumTier,
  GuildSystemChannelFlags,
  GuildVerificationLevel,
  GatewayIntentBits,
  type GatewayGuildCreateDispatchData,
} from 'discord-api-types/v10';
import { apiChannel, apiMember, apiRole } from './serialize';
import type { Store } from './store';

/**
 * GUILD_CREATE: the guild with roles, channels and active threads. Its members: "If your bot
 * does not have the GUILD_PRESENCES Gateway Intent ... members and presences returned in this
 * event will only contain your bot and users in voice channels" (Gateway Events › Guild
 * Create); no one is in voice here. Without `intents`, all members (the REST guild view
 * drops them anyway).
 */
export function guildCreate(
  store: Store,
  intents?: number,
  guildId = store.guild.id,
): GatewayGuildCreateDispatchData {
  const guild = store.guildInfo(guildId);
  const everyone = [...store.users.values()];
  const all = intents === undefined || (intents & GatewayIntentBits.GuildPresences) !== 0;
  const members = all ? everyone : everyone.filter((user) => user.id === store.botId);
  const channels = [...store.channels.values()].filter((c) => store.guildOf(c) === guild.id);
  return {
    id: guild.id,
    name: guild.name,
    icon: null,
    splash: null,
    discovery_splash: null,
    banner: null,
    description: null,
    owner_id: guild.ownerId,
    region: 'local',
    afk_channel_id: null,
    afk_timeout: 300,
    widget_enabled: false,
    verification_level: GuildVerificationLevel.None,
    default_message_notifications: GuildDefaultMessageNotifications.OnlyMentions,
    explicit_content_filter: GuildExplicitContentFilter.Disabled,
    roles: [...store.roles.values()].filter((r) => !store.isOtherEveryone(r.id, guild.id)).map(apiRole),
    emojis: [],
    stickers: [],
    features: [],
    mfa_level: GuildMFALevel.None,
    application_id: null,
    system_channel_id: null,
    system_channel_flags: GuildSystemChannelFlags.SuppressJoinNotifications,
    rules_channel_id: null,
    public_updates_channel_id: null,
    safety_alerts_channel_id: null,
    max_members: 500_000,
    vanity_url_code: null,
    premium_tier: GuildPremiumTier.None,
    premium_subscription_count: 0,
    preferred_locale: 'en-US' as never,
    max_video_channel_users: 25,
    nsfw_level: GuildNSFWLevel.Default,
    premium_progress_bar_enabled: false,
    hub_type: null,
    incidents_data: null,
    joined_at: guild.createdAt,
    large: false,
    unavailable: false,
    member_count: everyone.length,
    voice_states: [],
    members: members.map((user) => apiMember(user)),
    channels: channels.filter((c) => c.kind === 'text').map((c) => apiChannel(store, c)),
    // "All active threads in the guild" (Gateway Events › Guild Create): an archived thread is
    // not among them; a client fetches it when it needs it.
    threads: channels.filter((c) => c.kind === 'thread' && !c.archived).map((c) => apiChannel(store, c)),
    presences: [],
    stage_instances: [],
    guild_scheduled_events: [],
    soundboard_sounds: [],
  } as unknown as GatewayGuildCreateDispatchData;
}
