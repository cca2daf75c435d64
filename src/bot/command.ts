// A slash command as the discord.js guide shapes it: its definition and its handlers. The
// list lives in commands/; the entry point hands it to the router and to the deploy.
import type {
  AutocompleteInteraction,
  ButtonInteraction,
  ChatInputCommandInteraction,
  RESTPostAPIChatInputApplicationCommandsJSONBody,
} from 'discord.js';
import type { BotContext } from './context';
import { componentId, type ComponentId } from './custom-id';

export interface SlashCommand {
  data: { name: string; toJSON(): RESTPostAPIChatInputApplicationCommandsJSONBody };
  execute(ctx: BotContext, interaction: ChatInputCommandInteraction): Promise<void>;
  autocomplete?(ctx: BotContext, interaction: AutocompleteInteraction): Promise<void>;
  /**
   * A button a command posted (issue 37: a confirmation): its id is `k|<command name>|<version>|
   * slash|<args>` (`commandButtonId`), and the router hands it back to that command.
   */
  button?(ctx: BotContext, interaction: ButtonInteraction, id: ComponentId): Promise<void>;
}

/** The id of a button a command answers itself (its `button` handler). */
export function commandButtonId(command: string, version: number, args: readonly string[]): string {
  return componentId({ game: command, version, kind: COMMAND_BUTTON, args: [...args] });
}

/** The component kind of a command's own buttons. */
export const COMMAND_BUTTON = 'slash';
