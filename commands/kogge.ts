// /kogge: the one slash command; each subcommand's handler lives in its own file in kogge/.
import { SlashCommandBuilder, type ChatInputCommandInteraction } from 'discord.js';
import { t } from '../src/i18n/index';
import type { BotContext } from '../src/bot/context';
import { newGame } from './kogge/new';
import { handCommand } from './kogge/hand';

export const data = new SlashCommandBuilder()
  .setName('kogge')
  .setDescription(t('cmd.kogge'))
  .setDMPermission(false)
  .addSubcommand((sub) =>
    sub
      .setName('new')
      .setDescription(t('cmd.new'))
      .addIntegerOption((o) =>
        o
          .setName('players')
          .setDescription(t('cmd.new.players'))
          .setMinValue(2)
          .setMaxValue(4)
          .setRequired(true),
      )
      .addStringOption((o) =>
        o
          .setName('holdings')
          .setDescription(t('cmd.new.holdings'))
          .addChoices(
            { name: t('cmd.new.holdings.hidden'), value: 'hidden' },
            { name: t('cmd.new.holdings.open'), value: 'open' },
          ),
      ),
  )
  .addSubcommand((sub) => sub.setName('hand').setDescription(t('cmd.hand')));

const SUBCOMMANDS: Record<
  string,
  (ctx: BotContext, interaction: ChatInputCommandInteraction) => Promise<void>
> = {
  new: newGame,
  hand: handCommand,
};

export async function execute(ctx: BotContext, interaction: ChatInputCommandInteraction): Promise<void> {
  const handler = SUBCOMMANDS[interaction.options.getSubcommand()];
  if (handler) await handler(ctx, interaction);
}
