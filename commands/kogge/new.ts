// /kogge new: opens a thread with a lobby (or plays in the channel where a thread cannot be
// made). The host takes the first seat.
import type { ChatInputCommandInteraction } from 'discord.js';
import {
  type BotContext,
  DEFAULT_LEVEL,
  NEW_GAME_RULES,
  NewGameOptionsSchema,
  openGameFor,
  tell,
} from '../../src/bot/index';

export async function newGame(ctx: BotContext, interaction: ChatInputCommandInteraction): Promise<void> {
  const computersAsked = interaction.options.getInteger('computers') ?? 0;
  const options = NewGameOptionsSchema.safeParse({
    // Without a number of people: one who plays alone against computer players, else two.
    players: interaction.options.getInteger('players') ?? (computersAsked > 0 ? 1 : 2),
    computers: computersAsked,
    level: interaction.options.getString('level') ?? DEFAULT_LEVEL,
    holdings: interaction.options.getString('holdings') ?? 'hidden',
    // K-70 … K-73: the advanced rules the host switched on.
    rules: NEW_GAME_RULES.filter((rule) => interaction.options.getBoolean(rule) === true),
    // Issue 24: first-game hints in the panels, on unless the host turns them off.
    hints: interaction.options.getBoolean('hints') ?? true,
    // Issue 26: the coach, on unless the host turns it off.
    coach: interaction.options.getBoolean('coach') ?? true,
  });
  if (!options.success) return tell(interaction, 'reply.notUnderstood');
  return openGameFor(ctx, interaction, options.data);
}
