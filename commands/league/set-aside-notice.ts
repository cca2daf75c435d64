// Issue 20: a league the bot could not read at start-up was moved aside with its results. The
// server's admins hear so once, at their next /league, after its own answer: the league is
// gone from every list, and without a word a missing league looks like lost data.
import { PermissionFlagsBits, type ChatInputCommandInteraction } from 'discord.js';
import { tell, type BotContext } from '../../src/bot/index';

export async function tellSetAside(ctx: BotContext, interaction: ChatInputCommandInteraction): Promise<void> {
  // Only Manage Server: the league's own admin role is in the record that could not be read.
  if (!interaction.guildId || !interaction.memberPermissions?.has(PermissionFlagsBits.ManageGuild)) return;
  for (const notice of await ctx.leagues.store.takeNotices(interaction.guildId))
    await tell(interaction, 'league.setAside', {
      league: plain(notice.leagueId),
      aside: plain(notice.aside),
    });
}

/** A stored key's text as it may stand in a sentence: nothing that Discord would format. */
function plain(text: string): string {
  return text.replace(/[^\w:.\-…]/g, '?').slice(0, 200);
}
