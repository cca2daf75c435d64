// /kogge guild: move the guild master (K-25) or trade with him (K-41).
import { actionSubcommand } from '../../src/bot/index';

export const guildCommand = actionSubcommand('guild', 'choice', ['moveGuildMaster', 'gmTrade']);
