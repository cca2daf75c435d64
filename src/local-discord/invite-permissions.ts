import { PermissionFlagsBits } from 'discord-api-types/v10';

/**
 * The permissions the Kogge bot asks for in its invite link, and the ones a test server
 * starts the bot with (its managed role holds exactly these). Anything else the bot does in
 * a channel must be granted there explicitly, as a server owner would have to.
 */
export const BOT_INVITE_PERMISSIONS: bigint =
  PermissionFlagsBits.ViewChannel |
  PermissionFlagsBits.SendMessages |
  PermissionFlagsBits.SendMessagesInThreads |
  PermissionFlagsBits.CreatePublicThreads |
  PermissionFlagsBits.AttachFiles |
  PermissionFlagsBits.EmbedLinks |
  PermissionFlagsBits.ReadMessageHistory;

/** An OAuth2 invite link for the bot with exactly these permissions (docs "Bot Authorization Flow"). */
export function botInviteUrl(applicationId: string): string {
  const query = new URLSearchParams({
    client_id: applicationId,
    scope: 'bot applications.commands',
    permissions: BOT_INVITE_PERMISSIONS.toString(),
  });
  return `https://discord.com/oauth2/authorize?${query.toString()}`;
}
