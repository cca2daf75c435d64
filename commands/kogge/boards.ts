// /kogge server boards (issue 38): how this server's game threads show the board (Manage
// Server). `live`: one board message per game, edited in place after every decision, a short
// new line pinging whoever the decision passes to, and the board kept once a round for the
// record. `every-move` (the default for now, live-board.ts): a new board image each time the
// decision passes on, as before. Stored with the server's settings beside its language;
// running games follow it from their next decision (src/bot/live-board.ts).
import {
  PermissionFlagsBits,
  type ChatInputCommandInteraction,
  type SlashCommandSubcommandBuilder,
} from 'discord.js';
import { t } from '../../src/i18n/index';
import { type BotContext, tell } from '../../src/bot/index';
import { BOARDS_MODES, type BoardsMode } from '../../src/store/index';

/** Each choice's catalogue key (its label in the picker, and the answer's sentence). */
const CHOICE = { live: 'cmd.server.boards.live', 'every-move': 'cmd.server.boards.everyMove' } as const;
const ANSWER = { live: 'server.boards.live', 'every-move': 'server.boards.everyMove' } as const;

export function buildBoards(sub: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder {
  return sub
    .setName('boards')
    .setDescription(t('cmd.server.boards'))
    .addStringOption((o) =>
      o
        .setName('boards')
        .setDescription(t('cmd.server.boards.option'))
        .setRequired(true)
        .addChoices(...BOARDS_MODES.map((mode) => ({ name: t(CHOICE[mode]), value: mode }))),
    );
}

export async function boardsCommand(
  ctx: BotContext,
  interaction: ChatInputCommandInteraction,
): Promise<void> {
  const guildId = interaction.guildId;
  if (!guildId || !interaction.memberPermissions?.has(PermissionFlagsBits.ManageGuild))
    return tell(interaction, 'server.boards.notAllowed');
  // A forged option (Discord checks choices; a hostile client need not) changes nothing.
  const chosen = interaction.options.getString('boards', true);
  if (!isMode(chosen)) return tell(interaction, 'server.boards.unknown');
  await ctx.serverSettings.update(guildId, (settings) => ({ ...settings, boards: chosen }));
  await tell(interaction, ANSWER[chosen]);
}

function isMode(value: string): value is BoardsMode {
  return (BOARDS_MODES as readonly string[]).includes(value);
}
