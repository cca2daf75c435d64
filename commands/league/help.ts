// /league help: how results become points and ratings, in plain words, to the asker alone.
import type { ChatInputCommandInteraction } from 'discord.js';
import { type BotContext, tell } from '../../src/bot/index';

export async function leagueHelp(_ctx: BotContext, interaction: ChatInputCommandInteraction): Promise<void> {
  await tell(interaction, 'league.help');
}
