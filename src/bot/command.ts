// A slash command as the discord.js guide shapes it: its definition and its handlers. The
// list lives in commands/; the entry point hands it to the router and to the deploy.
import type {
  AutocompleteInteraction,
  ChatInputCommandInteraction,
  RESTPostAPIChatInputApplicationCommandsJSONBody,
} from 'discord.js';
import type { BotContext } from './context';

export interface SlashCommand {
  data: { name: string; toJSON(): RESTPostAPIChatInputApplicationCommandsJSONBody };
  execute(ctx: BotContext, interaction: ChatInputCommandInteraction): Promise<void>;
  autocomplete?(ctx: BotContext, interaction: AutocompleteInteraction): Promise<void>;
}
