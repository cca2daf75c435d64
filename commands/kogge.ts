// /kogge: the one slash command; each subcommand's handler lives in its own file in kogge/.
import {
  SlashCommandBuilder,
  type AutocompleteInteraction,
  type ChatInputCommandInteraction,
  type SlashCommandSubcommandBuilder,
} from 'discord.js';
import { t, type MessageKey } from '../src/i18n/index';
import type { BotContext } from '../src/bot/context';
import { abandonCommand } from './kogge/abandon';
import { ACTION_SUBCOMMANDS, actionAutocomplete, actionCommand } from './kogge/action';
import { boardCommand } from './kogge/board';
import { gamesCommand } from './kogge/games';
import { handCommand } from './kogge/hand';
import { logCommand } from './kogge/log';
import { newGame } from './kogge/new';

type Handler = (ctx: BotContext, interaction: ChatInputCommandInteraction) => Promise<void>;

const newSubcommand = (sub: SlashCommandSubcommandBuilder) =>
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
    );

const actionSubcommand = (name: string) => (sub: SlashCommandSubcommandBuilder) => {
  sub.setName(name).setDescription(t(`cmd.${name}` as MessageKey));
  if (name === 'end') return sub;
  return sub.addStringOption((o) =>
    o
      .setName('choice')
      .setDescription(t('cmd.choice'))
      .setAutocomplete(true)
      .setRequired(true)
      .setMaxLength(100),
  );
};

const plain: Record<string, Handler> = {
  hand: handCommand,
  board: boardCommand,
  log: logCommand,
  games: gamesCommand,
  abandon: abandonCommand,
};

export const data = new SlashCommandBuilder()
  .setName('kogge')
  .setDescription(t('cmd.kogge'))
  .setDMPermission(false)
  .addSubcommand(newSubcommand);
for (const name of Object.keys(ACTION_SUBCOMMANDS)) data.addSubcommand(actionSubcommand(name));
for (const name of Object.keys(plain))
  data.addSubcommand((sub) => sub.setName(name).setDescription(t(`cmd.${name}` as MessageKey)));

export async function execute(ctx: BotContext, interaction: ChatInputCommandInteraction): Promise<void> {
  const sub = interaction.options.getSubcommand();
  if (sub === 'new') return newGame(ctx, interaction);
  if (sub in ACTION_SUBCOMMANDS) return actionCommand(ctx, interaction);
  const handler = plain[sub];
  if (handler) await handler(ctx, interaction);
}

export async function autocomplete(ctx: BotContext, interaction: AutocompleteInteraction): Promise<void> {
  await actionAutocomplete(ctx, interaction);
}
