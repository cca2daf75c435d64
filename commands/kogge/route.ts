// /kogge route: lay one's marker on a route of this city (K-43), or in Memory swap one of
// the start city's markers for one's own (K-73.4).
import { actionSubcommand } from '../../src/bot/index';

export const routeCommand = actionSubcommand('route', 'change', ['changeRoute', 'startSwap']);
