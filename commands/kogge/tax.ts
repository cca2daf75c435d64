// /kogge tax: the good a cog pays in the guild master's city (K-70).
import { actionSubcommand } from '../../src/bot/index';

export const taxCommand = actionSubcommand('tax', 'good', ['payTax']);
