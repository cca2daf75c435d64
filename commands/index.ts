// Every slash command the bot registers and answers (discord.js guide shape: data + execute).
import * as kogge from './kogge';

export const commands = [kogge];
