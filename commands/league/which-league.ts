// The league a command means: the one named, or the server's only one. Issue 37: an archived
// league is out of the "which league?" choice (named, its results still show), and a command
// that would change it (`change`) is refused with a sentence.
import type { ChatInputCommandInteraction } from 'discord.js';
import { type BotContext, mostThatFit, moreText, tell } from '../../src/bot/index';
import type { LeagueRecord } from '../../src/store/index';
import { escapeUserText, t, userText } from '../../src/i18n/index';

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
    await tell(interaction, 'league.archived.readOnly', { name: userText(found.league.name) });
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
    if (!found) await tell(interaction, 'league.unknown', { name: userText(named.slice(0, 100)) });
    return found ?? null;
  }
  const open = leagues.filter((r) => !r.league.archived);
  if (open.length === 1) return open[0];
  if (open.length === 0) await tell(interaction, 'league.none');
  else await tell(interaction, 'league.which', { names: whichNames(open, interaction.locale) });
  return null;
}

/**
 * The leagues' names for `league.which`, as many as keep the sentence within one message
 * (issue 42), and how many more.
 */
export function whichNames(leagues: readonly LeagueRecord[], locale: string): string {
  const names = leagues.map((r) => escapeUserText(r.league.name));
  const listed = (shown: number) =>
    [names.slice(0, shown).join(', '), moreText(names.length - shown, locale)].filter((x) => x).join(' ');
  return listed(mostThatFit(names.length, (shown) => t('league.which', { names: listed(shown) }, locale)));
}
