// /kogge: the one slash command; each subcommand's handler lives in its own file in kogge/.
import {
  InteractionContextType,
  SlashCommandBuilder,
  type AutocompleteInteraction,
  type ChatInputCommandInteraction,
} from 'discord.js';
import { t } from '../src/i18n/index';
import { withTableOptions } from './table-options';
import { type BotContext } from '../src/bot/index';
import { newGame } from './kogge/new';
import { handCommand } from './kogge/hand';
import { SEAT_LEVELS } from '../src/store/index';
import { SLASH_ENTRIES, SLASH_GROUPS, slashPath, type SlashEntry } from './kogge/slash';

export const data = new SlashCommandBuilder()
  .setName('kogge')
  .setDescription(t('cmd.kogge'))
  // Games live in server channels; `contexts` replaces the deprecated dm_permission.
  .setContexts(InteractionContextType.Guild)
  .addSubcommand((sub) =>
    withTableOptions(
      sub
        .setName('new')
        .setDescription(t('cmd.new'))
        .addIntegerOption((o) =>
          o.setName('players').setDescription(t('cmd.new.players')).setMinValue(1).setMaxValue(4),
        ),
    )
      // Issue 14: computer players in some seats, and how well they play.
      .addIntegerOption((o) =>
        o.setName('computers').setDescription(t('cmd.new.computers')).setMinValue(0).setMaxValue(3),
      )
      .addStringOption((o) =>
        o
          .setName('level')
          .setDescription(t('cmd.new.level'))
          .addChoices(...SEAT_LEVELS.map((level) => ({ name: t(`seat.level.${level}`), value: level }))),
      )
      // Issue 24: a line on what each choice means; /kogge has no room for a 26th subcommand.
      .addBooleanOption((o) => o.setName('hints').setDescription(t('cmd.new.hints')))
      // Issue 26: the coach's Hint button (always off in league games).
      .addBooleanOption((o) => o.setName('coach').setDescription(t('cmd.new.coach'))),
  )
  .addSubcommand((sub) => sub.setName('hand').setDescription(t('cmd.hand')));
// The keyboard players' subcommands (actions with autocomplete, board, log, rules …), then
// the groups (slash.ts says why there are groups).
for (const entry of SLASH_ENTRIES.filter((e) => !e.group)) data.addSubcommand(entry.build);
for (const group of SLASH_GROUPS) {
  const entries = SLASH_ENTRIES.filter((e) => e.group === group);
  if (entries.length === 0) continue;
  data.addSubcommandGroup((g) => {
    g.setName(group).setDescription(t(`cmd.group.${group}`));
    for (const entry of entries) g.addSubcommand(entry.build);
    return g;
  });
}

type Handler = (ctx: BotContext, interaction: ChatInputCommandInteraction) => Promise<void>;
const SUBCOMMANDS = new Map<string, Pick<SlashEntry, 'execute' | 'autocomplete'>>([
  ['new', { execute: newGame }],
  ['hand', { execute: handCommand satisfies Handler }],
  ...SLASH_ENTRIES.map((e) => [slashPath(e.group, e.name), e] as const),
]);

/** The entry the interaction names: `bid`, or `game seat` inside a group. */
function entryOf(interaction: ChatInputCommandInteraction | AutocompleteInteraction) {
  const { options } = interaction;
  return SUBCOMMANDS.get(slashPath(options.getSubcommandGroup(false), options.getSubcommand()));
}

export async function execute(ctx: BotContext, interaction: ChatInputCommandInteraction): Promise<void> {
  await entryOf(interaction)?.execute(ctx, interaction);
}

/** Autocomplete for the subcommand being typed; nothing offered where it has none. */
export async function autocomplete(ctx: BotContext, interaction: AutocompleteInteraction): Promise<void> {
  const offer = entryOf(interaction)?.autocomplete;
  if (offer) await offer(ctx, interaction);
  else await interaction.respond([]);
}
