// The coach's hint (issue 26), from the Hint button or /kogge hint: for the clicking player
// alone, ephemeral, made of their own view. It changes nothing, so nothing of it reaches the
// game's record, its public log or its post; the log line says a hint was asked, not by whom.
import { randomInt } from 'node:crypto';
import type { RepliableInteraction } from 'discord.js';
import { legalActions, playerView } from '../../engine/index';
import { t } from '../../i18n/index';
import { coachAllowed } from '../coach/coach-on';
import { reasonText } from '../coach/reason-text';
import { mentionOnly, type BotContext } from '../context';
import { notForfeited, seatInPlay } from '../preconditions';
import { namesOf } from '../text';
import { refuse, tell } from './reply';
import { deferNoted } from '../noted-defer';

/** People whose hint is being worked out now, by game: a second click waits for the first. */
const thinking = new Set<string>();

export async function showHint(
  ctx: BotContext,
  interaction: RepliableInteraction,
  gameId: string,
): Promise<void> {
  const found = await seatInPlay(ctx, gameId, interaction.user.id);
  // Before the coach's own refusal: a forfeited seat is in a league game, where the coach is off.
  const seat = found.ok ? notForfeited(found.value) : found;
  if (!seat.ok) return refuse(interaction, seat.refusal);
  const { record, state, player } = seat.value;
  const coach = coachAllowed(record);
  if (!coach.ok) return refuse(interaction, coach.refusal);
  const key = `${gameId}:${interaction.user.id}`;
  if (thinking.has(key)) return tell(interaction, 'coach.busy');
  thinking.add(key);
  try {
    await deferNoted(ctx, interaction, 'ephemeral', { kind: 'command', gameId });
    const hint = await ctx.computers.coach(
      { server: record.guildId, game: gameId },
      // The player's view and legal actions, and a number of the table's own (never the seed).
      { view: playerView(state, player), legal: legalActions(state, player), seed: randomInt(0, 2 ** 31) },
    );
    if (!hint.action || !hint.reason) return tell(interaction, 'coach.nothing');
    const locale = interaction.locale;
    const reason = reasonText(hint.reason, namesOf(state), locale);
    await interaction.editReply({
      content: t('coach.hint', { reason }, locale),
      allowedMentions: mentionOnly(),
    });
  } finally {
    thinking.delete(key);
  }
}
