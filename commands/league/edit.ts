// Issue 37: /league edit: an admin changes the league's settings, kept in the audit log with
// who and why. A game takes its deadline, table size, take-back and missed-deadline rules when
// it opens, so games running keep theirs (the answer says so); points count every game of a
// season alike, so they change only before the season's first recorded game.
import type { ChatInputCommandInteraction } from 'discord.js';
import {
  DEFAULT_POINTS,
  LeagueSchema,
  MISSED_DEADLINE_RULES,
  type EditableSetting,
  type League,
} from '../../src/league/index';
import { type BotContext, nameText, seasonResults, tell } from '../../src/bot/index';
import type { LeagueRecord } from '../../src/store/index';
import { isEveryoneRole, isLeagueAdmin } from './admin';
import { settingNames } from './audit';
import { logChange, type Change } from './log-entry';
import { whichLeague } from './which-league';

/** What the admin asked for; null where the option was not given. */
export interface EditAsked {
  deadline: number | null;
  points: string | null;
  role: string | null;
  min: number | null;
  max: number | null;
  missed: string | null;
  missedAfter: number | null;
  computers: boolean | null;
  takeBacks: boolean | null;
}

function asked(interaction: ChatInputCommandInteraction): EditAsked {
  const o = interaction.options;
  return {
    deadline: o.getInteger('deadline'),
    points: o.getString('points'),
    role: o.getRole('role')?.id ?? null,
    min: o.getInteger('min'),
    max: o.getInteger('max'),
    missed: o.getString('missed'),
    missedAfter: o.getInteger('missed_after'),
    computers: o.getBoolean('computers'),
    takeBacks: o.getBoolean('take_backs'),
  };
}

/** The league with the asked settings, or why not; `played`: the running season has a recorded game. */
export function editedLeague(league: League, ask: EditAsked, played: boolean): Change {
  const o = league.options;
  const points =
    ask.points === null ? o.points : ask.points === 'vpShare' ? { kind: 'vpShare' as const } : DEFAULT_POINTS;
  const rule = MISSED_DEADLINE_RULES.find((r) => r === ask.missed) ?? o.missedDeadlines.rule;
  const next: League = {
    ...league,
    adminRoleId: ask.role ?? league.adminRoleId,
    options: {
      ...o,
      players: { min: ask.min ?? o.players.min, max: ask.max ?? o.players.max },
      deadlineMinutes: ask.deadline ?? o.deadlineMinutes,
      points,
      computersAllowed: ask.computers ?? o.computersAllowed,
      missedDeadlines: { rule, count: ask.missedAfter ?? o.missedDeadlines.count },
      takeBacksAllowed: ask.takeBacks ?? o.takeBacksAllowed,
    },
  };
  if (!LeagueSchema.safeParse(next).success) return { refusal: 'league.badOptions' };
  const settings = changedSettings(league, next);
  if (settings.length === 0)
    return { refusal: 'league.edit.nothing', params: { name: nameText(league.name) } };
  if (settings.includes('points') && played)
    return { refusal: 'league.edit.pointsPlayed', params: { name: nameText(league.name) } };
  return { change: { kind: 'edit', settings }, league: next };
}

function changedSettings(before: League, after: League): EditableSetting[] {
  const a = before.options;
  const b = after.options;
  const same = (x: unknown, y: unknown) => JSON.stringify(x) === JSON.stringify(y);
  const changed: Record<EditableSetting, boolean> = {
    deadline: a.deadlineMinutes !== b.deadlineMinutes,
    points: !same(a.points, b.points),
    role: before.adminRoleId !== after.adminRoleId,
    tables: !same(a.players, b.players),
    missed: !same(a.missedDeadlines, b.missedDeadlines),
    computers: a.computersAllowed !== b.computersAllowed,
    takeBacks: a.takeBacksAllowed !== b.takeBacksAllowed,
  };
  return (Object.keys(changed) as EditableSetting[]).filter((s) => changed[s]);
}

export async function editLeague(ctx: BotContext, interaction: ChatInputCommandInteraction): Promise<void> {
  const found = await whichLeague(ctx, interaction, 'change');
  if (!found) return;
  if (!isLeagueAdmin(interaction, found.league)) return tell(interaction, 'league.notAdmin');
  // Issue 42: @everyone as the admin role would make every member an admin.
  if (isEveryoneRole(interaction.options.getRole('role')?.id, interaction.guildId))
    return tell(interaction, 'league.role.everyone');
  const ask = asked(interaction);
  const done = await logChange(ctx, interaction, found, (record: LeagueRecord) =>
    editedLeague(record.league, ask, seasonResults(record).length > 0),
  );
  if (!done || done.entry.change.kind !== 'edit') return;
  await ctx.leagues.refreshBoard(found.league.guildId, found.league.id);
  const settings = settingNames(done.entry.change.settings, interaction.locale);
  await tell(interaction, 'league.edit.done', { name: nameText(done.record.league.name), settings });
}
