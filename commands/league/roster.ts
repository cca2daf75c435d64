// /league join, /league leave, /league roster: the league's players. A member who leaves keeps
// their recorded games; they are only no longer seated in new ones. Issue 37: a join is
// announced to the channel with a Join button (join-button.ts), which joins as /league join.
import type { ChatInputCommandInteraction } from 'discord.js';
import { type BotContext, fitCount, mentionOnly, moreText, serverLanguage, tell } from '../../src/bot/index';
import { plural, userText, type UserText } from '../../src/i18n/index';
import { announceJoin } from './join-button';
import { rosterChange } from './roster-change';
import { whichLeague } from './which-league';

export async function joinLeague(ctx: BotContext, interaction: ChatInputCommandInteraction): Promise<void> {
  await changeRoster(ctx, interaction, 'join');
}

export async function leaveLeague(ctx: BotContext, interaction: ChatInputCommandInteraction): Promise<void> {
  await changeRoster(ctx, interaction, 'leave');
}

async function changeRoster(
  ctx: BotContext,
  interaction: ChatInputCommandInteraction,
  kind: 'join' | 'leave',
): Promise<void> {
  const found = await whichLeague(ctx, interaction, 'change');
  if (!found) return;
  const { guildId, id } = found.league;
  const name = userText(found.league.name);
  const answer = await rosterChange(ctx, guildId, id, interaction.user.id, kind);
  if (answer === null) return tell(interaction, 'league.damaged');
  if (answer === 'gone') return tell(interaction, 'league.unknown', { name });
  await tell(interaction, answer, { name });
  if (answer === 'league.joined') await announceJoin(ctx, interaction, found.league);
}

export async function showRoster(ctx: BotContext, interaction: ChatInputCommandInteraction): Promise<void> {
  const found = await whichLeague(ctx, interaction);
  if (!found) return;
  const roster = found.league.roster;
  const name = userText(found.league.name);
  if (roster.length === 0) return tell(interaction, 'league.roster.empty', { name });
  // Public, as the roster is; the mentions name members without pinging them.
  const locale = await serverLanguage(ctx, interaction);
  await interaction.reply({ content: rosterText(name, roster, locale), allowedMentions: mentionOnly() });
}

/** The roster as one message (issue 42): as many members as fit, and how many more. */
export function rosterText(
  name: UserText,
  roster: readonly string[],
  locale: string,
  limit?: number,
): string {
  return fitCount(
    roster.length,
    (shown) => {
      const players = roster
        .slice(0, shown)
        .map((u) => `<@${u}>`)
        .join(', ');
      const more = moreText(roster.length - shown, locale);
      return plural(
        'league.roster',
        roster.length,
        { name, players: more ? `${players} ${more}` : players },
        locale,
      );
    },
    limit,
  );
}
