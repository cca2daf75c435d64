// /kogge route: lay one's marker on a route of this city (K-43).
import { actionSubcommand } from '../../src/bot/slash/action-command';

export const routeCommand = actionSubcommand('route', 'change', ['changeRoute']);
