// The keyboard players' subcommands of /kogge, gathered for commands/kogge.ts: each one's
// builder, handler and (where it has one) autocomplete.
import type {
  AutocompleteInteraction,
  ChatInputCommandInteraction,
  SlashCommandSubcommandBuilder,
} from 'discord.js';
import { t } from '../../src/i18n/index';
import type { BotContext } from '../../src/bot/context';
import type { ActionSubcommand } from '../../src/bot/slash/action-command';
import { abandonCommand } from './abandon';
import { bidCommand } from './bid';
import { boardCommand, buildBoard } from './board';
import { buildCommand } from './build';
import { buyCommand } from './buy';
import { endCommand } from './end';
import { gamesCommand } from './games';
import { guildCommand } from './guild';
import { logCommand } from './log';
import { moveCommand } from './move';
import { buildOffer, offerAutocomplete, offerCommand } from './offer';
import { raidCommand } from './raid';
import { routeCommand } from './route';
import { buildRules, rulesCommand } from './rules';
import { seatCommand } from './seat';
import { deadlineCommand } from './deadline';
import { startCommand } from './start';
import { tradeCommand } from './trade';
// Fair and verifiable games (issue 21).
import { buildExport, exportCommand } from './export';
import { buildVerify, verifyCommand } from './verify';
// The advanced game (K-70, K-72, K-73).
import { conflictCommand } from './conflict';
import { lookCommand } from './look';
import { taxCommand } from './tax';

type Handler = (ctx: BotContext, interaction: ChatInputCommandInteraction) => Promise<void>;
type Autocomplete = (ctx: BotContext, interaction: AutocompleteInteraction) => Promise<void>;
type Build = (sub: SlashCommandSubcommandBuilder) => SlashCommandSubcommandBuilder;

export const SLASH_ACTIONS: readonly ActionSubcommand[] = [
  startCommand,
  bidCommand,
  moveCommand,
  buildCommand,
  guildCommand,
  buyCommand,
  tradeCommand,
  routeCommand,
  raidCommand,
  endCommand,
  seatCommand,
  deadlineCommand,
  taxCommand,
  conflictCommand,
  lookCommand,
];

const plain =
  (name: 'log' | 'games' | 'abandon'): Build =>
  (sub) =>
    sub.setName(name).setDescription(t(`slash.${name}`));

export const SLASH_BUILDERS: readonly Build[] = [
  ...SLASH_ACTIONS.map((a) => a.build),
  buildOffer,
  buildBoard,
  plain('log'),
  buildRules,
  plain('games'),
  plain('abandon'),
  buildVerify,
  buildExport,
];

export const SLASH_HANDLERS: Record<string, Handler> = {
  ...Object.fromEntries(SLASH_ACTIONS.map((a) => [a.name, a.execute])),
  offer: offerCommand,
  board: boardCommand,
  log: logCommand,
  rules: rulesCommand,
  games: gamesCommand,
  abandon: abandonCommand,
  verify: verifyCommand,
  export: exportCommand,
};

export const SLASH_AUTOCOMPLETE: Record<string, Autocomplete> = {
  ...Object.fromEntries(SLASH_ACTIONS.map((a) => [a.name, a.autocomplete])),
  offer: offerAutocomplete,
};
