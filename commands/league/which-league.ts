// The league a command means: the one named, or the server's only one. Issue 37: an archived
// league is out of the "which league?" choice (named, its results still show), and a command
// that would change it (`change`) is refused with a sentence.
import type { ChatInputCommandInteraction } from 'discord.js';
import { type BotContext, nameText, tell } from '../../src/bot/index';
import type { LeagueRecord } from '../../src/store/index';

export const LEAGUE_OPTION = 'league';

/** The league, or null after telling the member why there is none to act on. */
export async function whichLeague(
  ctx: BotContext,
  interaction: ChatInputCommandInteraction,
  use: 'view' | 'change' = 'view',
): Promise<LeagueRecord | null> {
  if (!interaction.guildId) {
    await tell(interaction, 'league.guildOnly');
    return null;
  }
  const found = await namedOrOnly(ctx, interaction, interaction.guildId);
  if (found && use === 'change' && found.league.archived) {
    await tell(interaction, 'league.archived.readOnly', { name: nameText(found.league.name) });
    return null;
  }
  return found;
}

async function namedOrOnly(
  ctx: BotContext,
  interaction: ChatInputCommandInteraction,
  guildId: string,
): Promise<LeagueRecord | null> {
  const leagues = await ctx.leagues.store.list(guildId);
  const named = interaction.options.getString(LEAGUE_OPTION)?.trim();
  if (named) {
    const wanted = named.toLowerCase();
    const found = leagues.find((r) => r.league.id === wanted || r.league.name.toLowerCase() === wanted);
    if (!found) await tell(interaction, 'league.unknown', { name: named.slice(0, 100) });
    return found ?? null;
  }
  const open = leagues.filter((r) => !r.league.archived);
  if (open.length === 1) return open[0];
  if (open.length === 0) await tell(interaction, 'league.none');
  else await tell(interaction, 'league.which', { names: open.map((r) => r.league.name).join(', ') });
  return null;
}
