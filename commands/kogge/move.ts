// /kogge move: sail along a route with its payment (K-30, K-31), or send a raider on (K-45).
import { actionSubcommand } from '../../src/bot/index';

export const moveCommand = actionSubcommand('move', 'to', ['sail', 'moveRaider']);
