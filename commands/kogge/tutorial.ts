// /kogge tutorial (issue 38): a first round against computer players, each step's panel saying
// what to do and why, ending in an ordinary game (src/bot/tutorial/). The welcome's "Learn to
// play" button and the offer to a newcomer open the same game.
import type { ChatInputCommandInteraction, SlashCommandSubcommandBuilder } from 'discord.js';
import { t } from '../../src/i18n/index';
import { type BotContext, openTutorial } from '../../src/bot/index';

export function buildTutorial(sub: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder {
  return sub.setName('tutorial').setDescription(t('cmd.tutorial'));
}

export function tutorialCommand(ctx: BotContext, interaction: ChatInputCommandInteraction): Promise<void> {
  return openTutorial(ctx, interaction);
}
