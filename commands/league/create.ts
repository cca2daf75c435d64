// /league create: a new league with its games' options, its points scheme and who runs it.
// Only a member who may manage the server starts one; the league's id comes from its name.
import { PermissionFlagsBits, type ChatInputCommandInteraction } from 'discord.js';
import { type BotContext, tell } from '../../src/bot/index';
import {
  DEFAULT_POINTS,
  LEAGUE_SCHEMA_VERSION,
  LeagueSchema,
  MISSED_DEADLINE_RULES,
  newSeason,
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
  const name = interaction.options.getString('name', true).trim();
  const id = slug(name);
  if (!id) return tell(interaction, 'league.badName');
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
  if (!done.answer) return tell(interaction, 'league.exists', { name });
  await tell(interaction, 'league.created', { name });
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
      assisted: parseAssistedRule(options.getString('assisted')),
    },
    roster: [],
    season: 1,
  };
}

/** Deadlines a person may let pass in one game before the league's rule applies. */
const DEFAULT_MISSED_COUNT = 3;

/** The chosen rule; anything not offered (a forged option) reads as the default. */
function missedRule(chosen: string | null): MissedDeadlineRule {
  return MISSED_DEADLINE_RULES.find((rule) => rule === chosen) ?? 'defaults';
}

/** "Baltic Cup 2026!" → "baltic-cup-2026": the id the store keys the league by. */
export function slug(name: string): string {
  return name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 32)
    .replace(/-+$/g, '');
}
