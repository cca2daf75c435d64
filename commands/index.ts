// Every slash command the bot registers and answers (discord.js guide shape: data + execute).
import * as kogge from './kogge';
import * as league from './league';

export const commands = [kogge, league];
