// /kogge game review (issue 26): after the game, for the player who asks alone, the decisions
// of theirs the coach would have made differently by a clear margin, the biggest first. The
// coach looks from the player's view at the time, on the computer players' threads.
import { randomInt } from 'node:crypto';
import { type ChatInputCommandInteraction, type SlashCommandSubcommandBuilder } from 'discord.js';
import type { Review } from '../../src/ai/index';
import type { GameState } from '../../src/engine/index';
import { plural, t } from '../../src/i18n/index';
import { notThePersons } from '../../src/store/index';
import { describeGame, gameSpec } from '../../src/verify/index';
import {
  deferNoted,
  type BotContext,
  gameOfThread,
  mentionOnly,
  namesOf,
  reasonText,
  refuse,
  seatedPlayer,
  tell,
} from '../../src/bot/index';

/** People whose review is being worked out now, by game: asking again waits for the first. */
const reviewing = new Set<string>();

export function buildReview(sub: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder {
  return sub.setName('review').setDescription(t('slash.review'));
}

export async function reviewCommand(
  ctx: BotContext,
  interaction: ChatInputCommandInteraction,
): Promise<void> {
  const game = await gameOfThread(ctx, interaction);
  if (game.kind === 'running') return tell(interaction, 'review.notEnded');
  if (game.kind === 'none') return tell(interaction, 'review.noGame');
  const { record } = game;
  const seat = seatedPlayer(record, interaction.user.id);
  if (!seat.ok) return refuse(interaction, seat.refusal);
  const { state, player } = seat.value;
  const key = `${record.id}:${interaction.user.id}`;
  if (reviewing.has(key)) return tell(interaction, 'review.busy');
  reviewing.add(key);
  try {
    // Some seconds of search: acknowledge first.
    await deferNoted(ctx, interaction, 'ephemeral');
    const review = await ctx.computers.review(
      { server: record.guildId, game: record.id },
      {
        spec: gameSpec(describeGame(record)),
        actions: record.actions,
        player,
        seed: randomInt(0, 2 ** 31),
        // Issue 38: a computer player's moves in the seat, and a deadline's, are not the person's.
        notTheirs: notThePersons(record, player),
      },
    );
    const content = reviewText(review, state, interaction.locale);
    await interaction.editReply({ content: content.slice(0, 2000), allowedMentions: mentionOnly() });
  } finally {
    reviewing.delete(key);
  }
}

export function reviewText(review: Review, state: GameState, locale: string): string {
  if (review.decisions === 0) return t('review.nothing', {}, locale);
  const examined = { examined: review.examined };
  if (review.items.length === 0) return plural('review.none', review.decisions, examined, locale);
  const name = namesOf(state);
  const items = review.items.map((item) =>
    t(
      'review.item',
      {
        round: item.round,
        did: reasonText(item.didReason, name, locale),
        suggest: reasonText(item.reason, name, locale),
      },
      locale,
    ),
  );
  return [plural('review.title', review.decisions, examined, locale), ...items].join('\n');
}
