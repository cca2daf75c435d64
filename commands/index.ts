// Every slash command the bot registers and answers (discord.js guide shape: data + execute).
import * as kogge from './kogge';
import * as league from './league';
import type { SlashCommand } from '../src/bot/index';

export const commands: readonly SlashCommand[] = [kogge, league];
