// Issue 37: /league info: the league's settings in plain words, for anyone (to the asker).
import type { ChatInputCommandInteraction } from 'discord.js';
import type { League } from '../../src/league/index';
import { plural, t } from '../../src/i18n/index';
import { type BotContext, mentionOnly, nameText } from '../../src/bot/index';
import { whichLeague } from './which-league';

/** The advanced rules a league's games are played with, by the catalogue's names. */
const RULES = ['taxes', 'officeTrading', 'conflicts', 'memory'] as const;

/** One line a setting, in the asker's language. */
export function infoLines(league: League, locale: string): string[] {
  const o = league.options;
  const name = nameText(league.name);
  const on = (yes: boolean) => t(yes ? 'league.info.yes' : 'league.info.no', {}, locale);
  const rules = RULES.filter((r) => o.game[r]).map((r) => t(`league.info.rule.${r}`, {}, locale));
  const points =
    o.points.kind === 'vpShare'
      ? t('league.info.points.vpShare', {}, locale)
      : t('league.info.points.byPlace', { points: o.points.points.join('-') }, locale);
  return [
    t(
      league.archived ? 'league.info.titleArchived' : 'league.info.title',
      { name, season: league.season },
      locale,
    ),
    plural('league.info.roster', league.roster.length, {}, locale),
    t('league.info.tables', { min: o.players.min, max: o.players.max }, locale),
    plural('league.info.deadline', o.deadlineMinutes, {}, locale),
    points,
    t(`league.info.holdings.${o.game.holdings}`, {}, locale),
    rules.length > 0
      ? t('league.info.rules', { rules: rules.join(', ') }, locale)
      : t('league.info.noRules', {}, locale),
    t(`league.info.missed.${o.missedDeadlines.rule}`, { count: o.missedDeadlines.count }, locale),
    t('league.info.computers', { allowed: on(o.computersAllowed) }, locale),
    t('league.info.takeBacks', { allowed: on(o.takeBacksAllowed) }, locale),
    league.adminRoleId
      ? t('league.info.role', { role: `<@&${league.adminRoleId}>` }, locale)
      : t('league.info.noRole', {}, locale),
  ];
}

export async function showInfo(ctx: BotContext, interaction: ChatInputCommandInteraction): Promise<void> {
  const found = await whichLeague(ctx, interaction);
  if (!found) return;
  await interaction.reply({
    content: infoLines(found.league, interaction.locale).join('\n'),
    flags: 'Ephemeral',
    allowedMentions: mentionOnly(),
  });
}
