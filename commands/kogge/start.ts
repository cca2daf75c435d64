// /kogge start: the secret start-city pick (K-13), as the panel's select.
import { actionSubcommand } from '../../src/bot/slash/action-command';

export const startCommand = actionSubcommand('start', 'city', ['chooseStart']);
