// The Discord error codes the bot answers in its own words instead of failing.
import { DiscordAPIError, RESTJSONErrorCodes } from 'discord.js';

export function discordCode(error: unknown): number | null {
  return error instanceof DiscordAPIError && typeof error.code === 'number' ? error.code : null;
}

export const isMissingPermissions = (e: unknown) =>
  discordCode(e) === RESTJSONErrorCodes.MissingPermissions ||
  discordCode(e) === RESTJSONErrorCodes.MissingAccess;
export const isUnknownMessage = (e: unknown) => discordCode(e) === RESTJSONErrorCodes.UnknownMessage;
export const isArchivedThread = (e: unknown) =>
  discordCode(e) === RESTJSONErrorCodes.InvalidActionOnArchivedThread;
export const isUnknownInteraction = (e: unknown) =>
  discordCode(e) === RESTJSONErrorCodes.UnknownInteraction ||
  discordCode(e) === RESTJSONErrorCodes.InteractionHasAlreadyBeenAcknowledged;
/** A direct message the user does not accept (closed DMs, blocked): 50007. */
export const isCannotDm = (e: unknown) => discordCode(e) === RESTJSONErrorCodes.CannotSendMessagesToThisUser;
