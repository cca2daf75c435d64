// Issue 38: a newcomer's first game offers the tutorial. Whoever opens or joins a game without
// a finished game behind them (first-games.ts counts them) is told, to them alone, that
// /kogge tutorial plays a first round with them step by step, with a button that opens it as
// the welcome's does. Someone who switched hint lines off (/kogge settings hints:false) asked
// for no teaching and is not offered it. A store that cannot say costs the offer, never the game.
import {
  ButtonStyle,
  MessageFlags,
  type ButtonInteraction,
  type ChatInputCommandInteraction,
} from 'discord.js';
import { t } from '../../i18n/index';
import { mentionOnly, type BotContext } from '../context';
import { button, buttonRows } from '../panel/components';
import { WELCOME_ID, WELCOME_KIND } from '../welcome-message';

/** Whether this person is offered the tutorial: no finished game, hint lines not refused. */
export async function newcomer(ctx: BotContext, userId: string): Promise<boolean> {
  const [finished, settings] = await Promise.all([
    ctx.firstGames.finished(userId),
    ctx.userSettings.get(userId).catch(() => ({ hints: undefined })),
  ]);
  return finished === 0 && settings.hints !== false;
}

/** The offer, as a message of its own for the person (after the interaction's own answer). */
export function tutorialOffer(locale: string) {
  const label = t('tutorial.offer.button', {}, locale);
  return {
    content: t('tutorial.offer', {}, locale),
    components: buttonRows([button(WELCOME_ID, label, WELCOME_KIND, ['tutorial'], ButtonStyle.Success)]),
    flags: MessageFlags.Ephemeral as const,
    allowedMentions: mentionOnly(),
  };
}

/** Follows the interaction's answer with the offer, where the person is a newcomer. */
export async function offerTutorial(
  ctx: BotContext,
  interaction: ChatInputCommandInteraction | ButtonInteraction,
): Promise<void> {
  try {
    if (await newcomer(ctx, interaction.user.id))
      await interaction.followUp(tutorialOffer(interaction.locale));
  } catch (error) {
    ctx.logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'tutorial not offered');
  }
}
