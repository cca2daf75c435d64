// /league round: the roster (or, after a check-in, those who checked in) seated into tables by
// src/league's Swiss-style pairing (similar ratings together, repeat pairings avoided, the
// league's running games counted as meetings), one league game per table. Issue 37: a round
// has a number in its season; it waits for the last round's games to end; members the
// tables cannot hold sit out (a bye, src/league/sit-outs.ts); all of it is stored.
import type { ChatInputCommandInteraction } from 'discord.js';
import { chooseSitOuts, pairRound, seatedMembers, seatingSizes, type Round } from '../../src/league/index';
import { joinNames, plural, t, userText } from '../../src/i18n/index';
import {
  deferNoted,
  type BotContext,
  currentSeason,
  fitLines,
  memberNames,
  mentionOnly,
  seasonResults,
  seasonTable,
  serverLanguage,
  refuse,
  tell,
} from '../../src/bot/index';
import type { LeagueRecord, Seat } from '../../src/store/index';
import { isLeagueAdmin } from './admin';
import { canOpenHere, openLeagueGame } from './game';
import { whichLeague } from './which-league';
import { membersAt, runningLeagueGames } from './running';
import { addRoundGame, lastRound, saveRound, seasonRounds } from './round-store';
import { openCheckin } from './round-checkin';

/** Running games listed in the refusal: a message holds at most 2,000 characters. */
const LISTED_GAMES = 20;

export async function leagueRound(ctx: BotContext, interaction: ChatInputCommandInteraction): Promise<void> {
  const found = await whichLeague(ctx, interaction, 'change');
  if (!found) return;
  if (!isLeagueAdmin(interaction, found.league)) return tell(interaction, 'league.notAdmin');
  const name = userText(found.league.name);
  const start = interaction.options.getBoolean('start') ?? false;
  const last = lastRound(found);
  const checking = last !== null && last.seatedAt === null;
  if (checking && !start) return tell(interaction, 'league.round.checkinOpen', { name, round: last.number });
  if (!checking && start) return tell(interaction, 'league.round.noCheckin', { name });
  const running = await runningLeagueGames(ctx, found);
  const busy = running.filter((game) => last?.games.includes(game.id));
  if (last && busy.length > 0) {
    const games = busy
      .slice(0, LISTED_GAMES)
      .map((g) => `<#${g.channelId}>`)
      .join(', ');
    const content = plural(
      'league.round.running',
      busy.length,
      { name, round: last.number, games },
      interaction.locale,
    );
    return void (await interaction.reply({ content, flags: 'Ephemeral', allowedMentions: mentionOnly() }));
  }
  if (!canOpenHere(interaction)) return tell(interaction, 'league.game.cannotPost');
  if (interaction.options.getBoolean('checkin')) return openCheckin(ctx, interaction, found, last);
  const players = checking
    ? found.league.roster.filter((id) => last.checkedIn?.includes(id))
    : found.league.roster;
  const { min, max } = found.league.options.players;
  const sizes = seatingSizes(players.length, min, max);
  if (sizes.length === 0)
    return tell(interaction, 'league.round.cannotSeat', { name, count: players.length, min, max });
  const seated = sizes.reduce((sum, size) => sum + size, 0);
  const earlier = seasonRounds(found).filter((r) => r.seatedAt !== null);
  // Who sits out, listed in roster order.
  const chosen = chooseSitOuts(players, players.length - seated, earlier);
  const out = players.filter((id) => chosen.includes(id));
  const points = found.league.options.byePoints ?? 0;
  const round: Round = {
    number: checking ? last.number : (last?.number ?? 0) + 1,
    season: currentSeason(found).number,
    openedAt: checking ? last.openedAt : new Date().toISOString(),
    seatedAt: new Date().toISOString(),
    checkedIn: checking ? last.checkedIn : null,
    games: [],
    sitOuts: out.map((userId) => ({ userId, points })),
  };
  const saved = await saveRound(ctx, found, last, round);
  if (saved === 'damaged') return tell(interaction, 'league.damaged');
  if (saved !== 'saved') return tell(interaction, 'league.round.stale', { name });
  const tables = pairRound({
    roster: players.filter((id) => !out.includes(id)),
    ratings: new Map(seasonTable(found).rows.map((row) => [row.userId, row.rating])),
    history: [...seasonResults(found).map(seatedMembers), ...running.map(membersAt)],
    sizes,
  });
  await seatRound(ctx, interaction, found, round, tables);
}

/** Opens one game per table and posts the round: its number, its tables and who sat out. */
async function seatRound(
  ctx: BotContext,
  interaction: ChatInputCommandInteraction,
  found: LeagueRecord,
  round: Round,
  tables: string[][],
): Promise<void> {
  await deferNoted(ctx, interaction, 'reply');
  const locale = await serverLanguage(ctx, interaction);
  const names = await memberNames(interaction.guild, found.league.roster);
  const lines: string[] = [];
  for (const table of tables) {
    const seats = table.map((userId): Seat => ({ kind: 'human', userId, name: names.get(userId) ?? userId }));
    const opened = await openLeagueGame(ctx, interaction, found, seats);
    if (!opened.ok) return refuse(interaction, opened.refusal);
    await addRoundGame(ctx, found, round, opened.value.id);
    lines.push(tableLine(opened.value.channelId, seats, locale));
  }
  if (round.sitOuts.length > 0) lines.push(sitOutLine(round, names, locale));
  const content = roundText(found.league.name, round.number, lines, locale);
  await interaction.editReply({ content, allowedMentions: mentionOnly() });
}

/** Who sat out this round, and the points their bye scores. */
function sitOutLine(round: Round, names: ReadonlyMap<string, string>, locale: string): string {
  const players = joinNames(
    round.sitOuts.map((s) => userText(names.get(s.userId) ?? s.userId)),
    locale,
  );
  const points = round.sitOuts[0].points;
  return points === 0
    ? t('league.round.sitOut.none', { players }, locale)
    : plural('league.round.sitOut', points, { players }, locale);
}

/** One table of the round: its thread and its players (typed by members: text, never markdown). */
export function tableLine(threadId: string, seats: readonly Seat[], locale: string): string {
  const players = joinNames(
    seats.map((s) => userText(s.name)),
    locale,
  );
  return t('league.round.table', { thread: `<#${threadId}>`, players }, locale);
}

/** The round's post: within one message however many tables (issue 42); each thread names its own. */
export function roundText(
  league: string,
  round: number,
  lines: readonly string[],
  locale: string,
  limit?: number,
): string {
  return fitLines(t('league.round.opened', { name: userText(league), round }, locale), lines, locale, limit);
}
