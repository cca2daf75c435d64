import { PermissionFlagsBits as P, RESTJSONErrorCodes } from 'discord-api-types/v10';
import { discordError } from '../errors';
import type { ChannelRecord, Overwrite } from './records';
import type { Store } from './store';

// Discord docs, Topics › Permissions: "Permission Hierarchy", "Permission Overwrites",
// "Implicit Permissions" and "Inherited Permissions (Threads)", computed as documented.

export const ALL = Object.values(P).reduce((all, bit) => all | bit, 0n);

/**
 * What @everyone holds in a test server: what a member needs to play, and nothing the bot
 * could lean on beyond its own invite permissions (so a missing invite permission shows).
 */
export const EVERYONE_PERMISSIONS =
  P.ViewChannel | P.SendMessages | P.SendMessagesInThreads | P.ReadMessageHistory | P.UseApplicationCommands;

/** Guild-level permissions: owner all; @everyone | roles; Administrator all. */
export function basePermissions(store: Store, userId: string, guildId = store.guild.id): bigint {
  if (userId === store.guildInfo(guildId).ownerId) return ALL;
  const user = store.user(userId);
  let permissions = BigInt(store.roles.get(guildId)?.permissions ?? '0');
  for (const id of user.roleIds) permissions |= BigInt(store.roles.get(id)?.permissions ?? '0');
  return permissions & P.Administrator ? ALL : permissions;
}

/** Permissions in a channel: base, then overwrites (@everyone, roles, member); threads use their parent's. */
export function channelPermissions(store: Store, userId: string, channel: ChannelRecord): bigint {
  if (channel.kind === 'dm') return dmPermissions;
  const guildId = store.guildOf(channel) ?? store.guild.id;
  const base = basePermissions(store, userId, guildId);
  if (base === ALL) return ALL;
  const overwrites = overwritesOf(store, channel);
  const user = store.user(userId);
  let permissions = apply(
    base,
    overwrites.find((o) => o.id === guildId),
  );
  let allow = 0n;
  let deny = 0n;
  for (const o of overwrites) {
    if (o.type === 0 && user.roleIds.includes(o.id)) {
      allow |= BigInt(o.allow);
      deny |= BigInt(o.deny);
    }
  }
  permissions = (permissions & ~deny) | allow;
  permissions = apply(
    permissions,
    overwrites.find((o) => o.type === 1 && o.id === userId),
  );
  // Implicit Permissions: no View Channel, nothing else in the channel.
  return permissions & P.ViewChannel ? permissions : 0n;
}

const dmPermissions =
  P.ViewChannel | P.SendMessages | P.ReadMessageHistory | P.EmbedLinks | P.AttachFiles | P.AddReactions;

function apply(permissions: bigint, overwrite: Overwrite | undefined): bigint {
  if (!overwrite) return permissions;
  return (permissions & ~BigInt(overwrite.deny)) | BigInt(overwrite.allow);
}

export function overwritesOf(store: Store, channel: ChannelRecord): Overwrite[] {
  if (channel.kind === 'text') return channel.overwrites;
  if (channel.kind === 'thread') {
    const parent = store.channels.get(channel.parentId);
    return parent?.kind === 'text' ? parent.overwrites : [];
  }
  return [];
}

/** The permission to send in this channel: threads need Send Messages in Threads instead. */
export function sendPermission(channel: ChannelRecord): bigint {
  return channel.kind === 'thread' ? P.SendMessagesInThreads : P.SendMessages;
}

/**
 * What one user may do in one channel, with Discord's errors: 50001 without View Channel,
 * 50013 for any other missing permission.
 */
export class Permit {
  readonly bits: bigint;

  constructor(
    readonly store: Store,
    readonly userId: string,
    readonly channel: ChannelRecord,
  ) {
    this.bits = channelPermissions(store, userId, channel);
  }

  has(bits: bigint): boolean {
    return (this.bits & bits) === bits;
  }

  /** Throws Missing Access (can't view) or Missing Permissions. */
  require(bits: bigint): void {
    if (!this.has(P.ViewChannel)) throw discordError(RESTJSONErrorCodes.MissingAccess);
    if (!this.has(bits)) throw discordError(RESTJSONErrorCodes.MissingPermissions);
  }

  /** A send-dependent permission: Implicit Permissions deny it without the right to send. */
  requireWithSend(bits: bigint): void {
    this.require(sendPermission(this.channel) | bits);
  }
}

/** Names of permission bits, for error messages a person reads. */
export function permissionNames(bits: bigint): string[] {
  return Object.entries(P)
    .filter(([, bit]) => (bits & bit) === bit && bit !== 0n)
    .map(([name]) => name);
}
