// /kogge start: the secret start-city pick (K-13), as the panel's select.
import { actionSubcommand } from '../../src/bot/index';

export const startCommand = actionSubcommand('start', 'city', ['chooseStart']);
