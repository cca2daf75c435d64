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
import type { GameRecord, LeagueRecord, Seat } from '../../src/store/index';
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
  const running = await runningLeagueGames(ctx, found);
  // Issue 37: a round whose tables a restart left half open is finished, never paired again.
  if (last && unfinished(last)) {
    if (!canOpenHere(interaction)) return tell(interaction, 'league.game.cannotPost');
    return seatRound(ctx, interaction, found, last, await roundGames(ctx, found, last, running));
  }
  const checking = last !== null && last.seatedAt === null;
  if (checking && !start) return tell(interaction, 'league.round.checkinOpen', { name, round: last.number });
  if (!checking && start) return tell(interaction, 'league.round.noCheckin', { name });
  const busy = last ? running.filter((game) => ofRound(game, last)) : [];
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
  // Paired before the round is saved: the tables are stored with it (a restart finishes them).
  const tables = pairRound({
    roster: players.filter((id) => !out.includes(id)),
    ratings: new Map(seasonTable(found).rows.map((row) => [row.userId, row.rating])),
    history: [...seasonResults(found).map(seatedMembers), ...running.map(membersAt)],
    sizes,
  });
  const round: Round = {
    number: checking ? last.number : (last?.number ?? 0) + 1,
    season: currentSeason(found).number,
    openedAt: checking ? last.openedAt : new Date().toISOString(),
    seatedAt: new Date().toISOString(),
    checkedIn: checking ? last.checkedIn : null,
    games: [],
    sitOuts: out.map((userId) => ({ userId, points })),
    tables,
  };
  const saved = await saveRound(ctx, found, last, round);
  if (saved === 'damaged') return tell(interaction, 'league.damaged');
  if (saved !== 'saved') return tell(interaction, 'league.round.stale', { name });
  await seatRound(ctx, interaction, found, round, []);
}

/** Whether a restart stopped the round's seating before each of its stored tables had its game. */
function unfinished(round: Round): boolean {
  return round.seatedAt !== null && round.tables !== undefined && round.games.length < round.tables.length;
}

/** Whether the game is one of the round's: listed, or opened by it before it could be listed. */
function ofRound(game: GameRecord, round: Round): boolean {
  if (round.games.includes(game.id)) return true;
  return game.league?.season === round.season && game.league.round === round.number;
}

/**
 * The games a round cut short has opened: running ones from the server's index, and any that
 * ended since (their results are the season's, listed in no round).
 */
async function roundGames(
  ctx: BotContext,
  found: LeagueRecord,
  round: Round,
  running: readonly GameRecord[],
): Promise<GameRecord[]> {
  const games = running.filter((game) => ofRound(game, round));
  const listed = new Set([...games.map((g) => g.id), ...(found.rounds ?? []).flatMap((r) => r.games)]);
  const ended = seasonResults(found)
    .map((r) => r.gameId)
    .filter((id) => !listed.has(id));
  for (const id of [...round.games.filter((g) => !games.some((game) => game.id === g)), ...ended]) {
    const loaded = await ctx.store.load(id);
    if (loaded.ok && ofRound(loaded.record, round)) games.push(loaded.record);
  }
  return games;
}

/**
 * Opens one game per table of the round not opened yet (`opened`: those that are) and posts the
 * round: its number, its tables and who sat out.
 */
async function seatRound(
  ctx: BotContext,
  interaction: ChatInputCommandInteraction,
  found: LeagueRecord,
  round: Round,
  opened: readonly GameRecord[],
): Promise<void> {
  await deferNoted(ctx, interaction, 'reply', { kind: 'round' });
  const locale = await serverLanguage(ctx, interaction);
  const tables = round.tables ?? [];
  const names = await memberNames(interaction.guild, [
    ...new Set([...found.league.roster, ...tables.flat()]),
  ]);
  const left = [...opened];
  const lines: string[] = [];
  for (const table of tables) {
    const at = left.findIndex((game) => sameMembers(membersAt(game), table));
    let game = at >= 0 ? left.splice(at, 1)[0] : null;
    if (!game) {
      const seats = table.map((userId): Seat => ({
        kind: 'human',
        userId,
        name: names.get(userId) ?? userId,
      }));
      const result = await openLeagueGame(ctx, interaction, found, seats, round.number);
      if (!result.ok) return refuse(interaction, result.refusal);
      game = result.value;
    }
    if (!round.games.includes(game.id)) await addRoundGame(ctx, found, round, game.id);
    lines.push(tableLine(game.channelId, game.seats, locale));
  }
  if (round.sitOuts.length > 0) lines.push(sitOutLine(round, names, locale));
  const content = roundText(found.league.name, round.number, lines, locale);
  await interaction.editReply({ content, allowedMentions: mentionOnly() });
}

function sameMembers(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id) => b.includes(id));
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
