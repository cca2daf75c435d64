// The league a button of /league's answers names (`…|<league id>|…`), loaded at the click: a
// click may come long after its message, when the league was changed, damaged or deleted.
import type { ButtonInteraction } from 'discord.js';
import { type BotContext, toldWhyNot } from '../../src/bot/index';
import type { LeagueRecord } from '../../src/store/index';

/** The league, or null once the clicker was told why not (no server, damaged, deleted). */
export async function clickedLeague(
  ctx: BotContext,
  interaction: ButtonInteraction,
  leagueId: string | undefined,
): Promise<LeagueRecord | null> {
  const guildId = interaction.guildId;
  if (!guildId || !leagueId) return toldWhyNot(interaction, 'reply.notUnderstood');
  const loaded = await ctx.leagues.store.load(guildId, leagueId);
  if (!loaded.ok && loaded.reason === 'invalid') return toldWhyNot(interaction, 'league.damaged');
  if (!loaded.ok || !loaded.record) return toldWhyNot(interaction, 'league.delete.gone');
  return loaded.record;
}
