// /league round: the whole roster seated into tables by src/league's Swiss-style pairing
// (similar ratings together, repeat pairings avoided where it can), one league game per table.
import type { ChatInputCommandInteraction } from 'discord.js';
import { pairRound } from '../../src/league/index';
import { joinNames, t } from '../../src/i18n/index';
import {
  deferNoted,
  type BotContext,
  memberNames,
  mentionOnly,
  nameText,
  seasonResults,
  seasonTable,
  serverLanguage,
  refuse,
  tell,
} from '../../src/bot/index';
import type { Seat } from '../../src/store/index';
import { isLeagueAdmin } from './admin';
import { canOpenHere, openLeagueGame } from './game';
import { whichLeague } from './which-league';

export async function leagueRound(ctx: BotContext, interaction: ChatInputCommandInteraction): Promise<void> {
  const found = await whichLeague(ctx, interaction);
  if (!found) return;
  if (!isLeagueAdmin(interaction, found.league)) return tell(interaction, 'league.notAdmin');
  const { roster, name, options } = found.league;
  const ratings = new Map(seasonTable(found).rows.map((row) => [row.userId, row.rating]));
  const history = seasonResults(found).map((r) =>
    r.seats.flatMap((s) => (s.holder.kind === 'member' ? [s.holder.userId] : [])),
  );
  const tables = pairRound({ roster, ratings, history });
  const { min, max } = options.players;
  if (tables.length === 0 || tables.some((table) => table.length < min || table.length > max))
    return tell(interaction, 'league.round.cannotSeat', { name, count: roster.length, min, max });
  if (!canOpenHere(interaction)) return tell(interaction, 'league.game.cannotPost');
  await deferNoted(ctx, interaction, 'reply');
  const locale = await serverLanguage(ctx, interaction);
  const names = await memberNames(interaction.guild, roster);
  const lines: string[] = [];
  for (const table of tables) {
    const seats = table.map((userId): Seat => ({ kind: 'human', userId, name: names.get(userId) ?? userId }));
    const opened = await openLeagueGame(ctx, interaction, found, seats);
    if (!opened.ok) return refuse(interaction, opened.refusal);
    const saved = opened.value;
    // Display names are typed by members: text, never markdown (name-text.ts).
    const players = joinNames(
      seats.map((s) => nameText(s.name)),
      locale,
    );
    lines.push(t('league.round.table', { thread: `<#${saved.channelId}>`, players }, locale));
  }
  const title = t('league.round.opened', { name }, locale);
  await interaction.editReply({ content: [title, ...lines].join('\n'), allowedMentions: mentionOnly() });
}
