// Who runs a league: members who may manage the server, or who hold the role its creator named.
import { PermissionFlagsBits, type BaseInteraction } from 'discord.js';
import type { League } from '../../src/league/index';

/** A command or a button (issue 37: a confirmation is clicked by an admin too). */
type Asker = Pick<BaseInteraction, 'memberPermissions' | 'member'>;

export function isLeagueAdmin(interaction: Asker, league: League | null): boolean {
  if (interaction.memberPermissions?.has(PermissionFlagsBits.ManageGuild)) return true;
  const role = league?.adminRoleId;
  // Issue 42: a league stored with the @everyone role (its id is the server's) makes no one admin.
  return role && role !== league.guildId ? memberRoles(interaction).includes(role) : false;
}

/**
 * Issue 42: whether a role option names @everyone, the role every member holds (Discord gives it
 * the server's id): refused with `league.role.everyone` wherever a role option exists.
 */
export function isEveryoneRole(roleId: string | null | undefined, guildId: string | null): boolean {
  return roleId != null && roleId === guildId;
}

/** The member's role ids, whether discord.js cached the member or only has the raw one. */
function memberRoles(interaction: Asker): string[] {
  const roles = interaction.member?.roles;
  if (!roles) return [];
  return Array.isArray(roles) ? roles : [...roles.cache.keys()];
}
