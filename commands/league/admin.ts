// Who runs a league: members who may manage the server, or who hold the role its creator named.
import { PermissionFlagsBits, type BaseInteraction } from 'discord.js';
import type { League } from '../../src/league/index';

/** A command or a button (issue 37: a confirmation is clicked by an admin too). */
type Asker = Pick<BaseInteraction, 'memberPermissions' | 'member'>;

export function isLeagueAdmin(interaction: Asker, league: League | null): boolean {
  if (interaction.memberPermissions?.has(PermissionFlagsBits.ManageGuild)) return true;
  const role = league?.adminRoleId;
  return role ? memberRoles(interaction).includes(role) : false;
}

/** The member's role ids, whether discord.js cached the member or only has the raw one. */
function memberRoles(interaction: Asker): string[] {
  const roles = interaction.member?.roles;
  if (!roles) return [];
  return Array.isArray(roles) ? roles : [...roles.cache.keys()];
}
