// Public API of the local Discord. Everything else in this folder is its inside.
export { LocalDiscord, type LocalDiscordOptions } from './local-discord';
export { ManualClock, realTime, systemClock, type Clock } from './clock';
export type { Actor, MessageRef, WhereOptions } from './actor/actor';
export type { InteractionHandle } from './actor/handle';
export type { SeenAttachment, SeenMessage } from './actor/view';
export type { MessageWaitOptions, WaitOptions } from './actor/wait';
export type { RestCall } from './http/call-log';
export type { ChannelSpec, RoleSpec, UserSpec } from './setup';
export { addPerson } from './setup';
export { BOT_INVITE_PERMISSIONS, botInviteUrl } from './invite-permissions';
export { EVERYONE_PERMISSIONS } from './state/permissions';
// For the local table (src/local-table): saving the server between runs, and answering the
// page with Discord's own checks and errors.
export { loadTable, saveTable, type SavedTable, type TableSnapshot } from './persist';
export { DamagedTable, type DamageKind } from './damaged';
export { DiscordHttpError, discordError, invalidFormBody } from './errors';
export { readBody } from './http/body';
export { validateMessage } from './validate/message';
export { canSee, canSeeChannel } from './actor/view';
export type { ChannelRecord, MessageRecord, UserRecord } from './state/records';
