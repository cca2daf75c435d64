// Issue 37: the `season:` option of standings, history, player and export: a season's number,
// the running season when left out. A number the league has no season of is answered, not guessed.
import type { ChatInputCommandInteraction, SlashCommandSubcommandBuilder } from 'discord.js';
import { t } from '../../src/i18n/index';
import { type BotContext, currentSeason, nameText, seasonOf, tell } from '../../src/bot/index';
import type { LeagueRecord } from '../../src/store/index';

export const SEASON_OPTION = 'season';

export function withSeason(sub: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder {
  return sub.addIntegerOption((o) =>
    o.setName(SEASON_OPTION).setDescription(t('cmd.league.season.option')).setMinValue(1).setMaxValue(999),
  );
}

/** The season asked for (the running one by default), or null after saying the league has no such season. */
export async function whichSeason(
  _ctx: BotContext,
  interaction: ChatInputCommandInteraction,
  record: LeagueRecord,
): Promise<number | null> {
  const asked = interaction.options.getInteger(SEASON_OPTION);
  if (asked === null) return currentSeason(record).number;
  if (seasonOf(record, asked)) return asked;
  await tell(interaction, 'league.season.unknown', {
    name: nameText(record.league.name),
    season: asked,
    last: currentSeason(record).number,
  });
  return null;
}
