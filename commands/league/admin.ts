// Who runs a league: members who may manage the server, or who hold the role its creator named.
import { PermissionFlagsBits, type ChatInputCommandInteraction } from 'discord.js';
import type { League } from '../../src/league/index';

export function isLeagueAdmin(interaction: ChatInputCommandInteraction, league: League | null): boolean {
  if (interaction.memberPermissions?.has(PermissionFlagsBits.ManageGuild)) return true;
  const role = league?.adminRoleId;
  return role ? memberRoles(interaction).includes(role) : false;
}

/** The member's role ids, whether discord.js cached the member or only has the raw one. */
function memberRoles(interaction: ChatInputCommandInteraction): string[] {
  const roles = interaction.member?.roles;
  if (!roles) return [];
  return Array.isArray(roles) ? roles : [...roles.cache.keys()];
}
