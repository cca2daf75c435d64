// Issue 37: choices as `league:` and `game:` are typed: the server's leagues (archived ones
// last), and the league's recorded games, newest first, by their threads' names.
import type { AutocompleteInteraction } from 'discord.js';
import { playOrder } from '../../src/league/index';
import type { BotContext } from '../../src/bot/index';
import type { LeagueRecord } from '../../src/store/index';
import { LEAGUE_OPTION } from './which-league';

/** Discord shows at most 25 choices, each name and value at most 100 characters. */
const MAX_CHOICES = 25;
const MAX_TEXT = 100;

type Choice = { name: string; value: string };

export async function leagueAutocomplete(
  ctx: BotContext,
  interaction: AutocompleteInteraction,
): Promise<void> {
  const guildId = interaction.guildId;
  const focused = interaction.options.getFocused(true);
  const typed = String(focused.value).trim().toLowerCase();
  const leagues = guildId ? await ctx.leagues.store.list(guildId) : [];
  const choices =
    focused.name === LEAGUE_OPTION
      ? leagueChoices(leagues)
      : focused.name === 'game'
        ? gameChoices(ctx, chosenLeague(leagues, interaction.options.getString(LEAGUE_OPTION)))
        : [];
  await interaction.respond(
    choices
      .filter((c) => c.name.toLowerCase().includes(typed) || c.value.includes(typed))
      .slice(0, MAX_CHOICES),
  );
}

export function leagueChoices(leagues: readonly LeagueRecord[]): Choice[] {
  const open = leagues.filter((r) => !r.league.archived);
  const archived = leagues.filter((r) => r.league.archived);
  return [...open, ...archived].map((r) => ({ name: r.league.name.slice(0, MAX_TEXT), value: r.league.id }));
}

/** The league typed so far (id or name), or the server's only open league. */
function chosenLeague(leagues: readonly LeagueRecord[], named: string | null): LeagueRecord | null {
  const wanted = named?.trim().toLowerCase();
  if (wanted)
    return leagues.find((r) => r.league.id === wanted || r.league.name.toLowerCase() === wanted) ?? null;
  const open = leagues.filter((r) => !r.league.archived);
  return open.length === 1 ? open[0] : null;
}

function gameChoices(ctx: BotContext, record: LeagueRecord | null): Choice[] {
  if (!record) return [];
  return [...record.results]
    .sort(playOrder)
    .reverse()
    .slice(0, MAX_CHOICES * 4)
    .map((r) => {
      const thread = ctx.client.channels.cache.get(r.channelId);
      const name = thread && 'name' in thread && thread.name ? `${thread.name} · ${r.gameId}` : r.gameId;
      return { name: name.slice(0, MAX_TEXT), value: r.gameId };
    });
}
