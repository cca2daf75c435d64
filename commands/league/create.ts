// /league create: a new league with its games' options, its points scheme and who runs it.
// Only a member who may manage the server starts one; the league's id comes from its name
// (league-id.ts: any script, never another league's).
import { PermissionFlagsBits, type ChatInputCommandInteraction } from 'discord.js';
import { type BotContext, mentionOnly, serverLanguage, tell } from '../../src/bot/index';
import { t, userText } from '../../src/i18n/index';
import { isEveryoneRole } from './admin';
import { joinRow } from './join-button';
import {
  DEFAULT_POINTS,
  LEAGUE_SCHEMA_VERSION,
  LeagueSchema,
  MISSED_DEADLINE_RULES,
  leagueId,
  newSeason,
  sameLeagueName,
  parseAssistedRule,
  type League,
  type MissedDeadlineRule,
} from '../../src/league/index';
import { LEAGUE_RECORD_VERSION } from '../../src/store/index';

export const POINTS_CHOICES = ['byPlace', 'vpShare'] as const;
const DEFAULT_DEADLINE_MINUTES = 24 * 60;

export async function createLeague(ctx: BotContext, interaction: ChatInputCommandInteraction): Promise<void> {
  if (!interaction.guildId) return tell(interaction, 'league.guildOnly');
  if (!interaction.memberPermissions?.has(PermissionFlagsBits.ManageGuild))
    return tell(interaction, 'league.notAdmin');
  if (isEveryoneRole(interaction.options.getRole('role')?.id, interaction.guildId))
    return tell(interaction, 'league.role.everyone');
  const name = interaction.options.getString('name', true).trim();
  if (!/[\p{L}\p{N}\p{Extended_Pictographic}]/u.test(name)) return tell(interaction, 'league.badName');
  // Issue 37: a name the server has (case and width aside) is refused, naming that league.
  const leagues = await ctx.leagues.store.list(interaction.guildId);
  const taken = leagues.find((r) => sameLeagueName(r.league.name, name));
  if (taken) return tell(interaction, 'league.exists', { name: userText(taken.league.name) });
  const id = leagueId(name, (candidate) => leagues.some((r) => r.league.id === candidate));
  const parsed = LeagueSchema.safeParse(leagueFrom(interaction, interaction.guildId, id, name));
  if (!parsed.success) return tell(interaction, 'league.badOptions');
  const league = parsed.data;
  const now = new Date().toISOString();
  const done = await ctx.leagues.store.change(league.guildId, league.id, async (stored) => {
    if (stored) return { save: null, answer: false };
    const seasons = [newSeason(1, now)];
    return {
      save: { recordVersion: LEAGUE_RECORD_VERSION, league, seasons, results: [], audit: [], board: null },
      answer: true,
    };
  });
  if (!done.ok) return tell(interaction, 'league.damaged');
  if (!done.answer) return tell(interaction, 'league.exists', { name: userText(name) });
  // Issue 37: announced to the channel, with a Join button.
  const locale = await serverLanguage(ctx, interaction);
  await interaction.reply({
    content: t('league.created', { name: userText(name) }, locale),
    components: [joinRow(league.id, locale)],
    allowedMentions: mentionOnly(),
  });
}

function leagueFrom(
  interaction: ChatInputCommandInteraction,
  guildId: string,
  id: string,
  name: string,
): League {
  const options = interaction.options;
  const points = options.getString('points') === 'vpShare' ? { kind: 'vpShare' as const } : DEFAULT_POINTS;
  return {
    schemaVersion: LEAGUE_SCHEMA_VERSION,
    id,
    guildId,
    name,
    createdBy: interaction.user.id,
    adminRoleId: options.getRole('role')?.id ?? null,
    options: {
      players: { min: options.getInteger('min') ?? 3, max: options.getInteger('max') ?? 4 },
      game: {
        holdings: options.getString('holdings') === 'open' ? 'open' : 'hidden',
        taxes: options.getBoolean('taxes') ?? false,
        officeTrading: options.getBoolean('offices') ?? false,
        conflicts: options.getBoolean('conflicts') ?? false,
        memory: options.getBoolean('memory') ?? false,
      },
      deadlineMinutes: options.getInteger('deadline') ?? DEFAULT_DEADLINE_MINUTES,
      points,
      computersAllowed: options.getBoolean('computers') ?? false,
      missedDeadlines: {
        rule: missedRule(options.getString('missed')),
        count: options.getInteger('missed_after') ?? DEFAULT_MISSED_COUNT,
      },
      takeBacksAllowed: false,
      ...byePoints(options.getInteger('bye_points')),
      assisted: parseAssistedRule(options.getString('assisted')),
    },
    roster: [],
    season: 1,
  };
}

/** Issue 37: the points a sit-out earns, kept only when the league sets some. */
function byePoints(points: number | null): { byePoints?: number } {
  return points === null ? {} : { byePoints: points };
}

/** Deadlines a person may let pass in one game before the league's rule applies. */
const DEFAULT_MISSED_COUNT = 3;

/** The chosen rule; anything not offered (a forged option) reads as the default. */
function missedRule(chosen: string | null): MissedDeadlineRule {
  return MISSED_DEADLINE_RULES.find((rule) => rule === chosen) ?? 'defaults';
}
