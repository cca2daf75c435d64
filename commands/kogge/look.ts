// /kogge look: Memory's paid look at both routes of the cog's city (K-73.8).
import { actionSubcommand } from '../../src/bot/index';

export const lookCommand = actionSubcommand('look', 'pay', ['lookAtRoutes']);
