// The keyboard players' subcommands of /kogge, gathered for commands/kogge.ts: each one's
// builder, handler and (where it has one) autocomplete.
import type {
  AutocompleteInteraction,
  ChatInputCommandInteraction,
  SlashCommandSubcommandBuilder,
} from 'discord.js';
import { t } from '../../src/i18n/index';
import { type ActionSubcommand, type BotContext } from '../../src/bot/index';
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
import { buildSettings, settingsCommand } from './settings';
import { buildStatus, statusCommand } from './status';
// The coach (issue 26).
import { buildHint, hintCommand } from './hint';
import { buildReview, reviewCommand } from './review';
// Fair and verifiable games (issue 21).
import { buildExport, exportCommand } from './export';
import { buildVerify, verifyCommand } from './verify';
import { buildReplay, replayCommand } from './replay';
// The advanced game (K-70, K-72, K-73).
import { conflictCommand } from './conflict';
import { lookCommand } from './look';
import { taxCommand } from './tax';

type Handler = (ctx: BotContext, interaction: ChatInputCommandInteraction) => Promise<void>;
type Autocomplete = (ctx: BotContext, interaction: AutocompleteInteraction) => Promise<void>;
type Build = (sub: SlashCommandSubcommandBuilder) => SlashCommandSubcommandBuilder;

/**
 * Discord allows 25 subcommands or groups per command. The game's actions and what a player
 * uses every turn stay at the top (/kogge bid); the host's and the finished game's tools sit
 * in the group `game` (/kogge game seat), the server's in `server`.
 */
export const SLASH_GROUPS = ['game', 'server'] as const;
export type SlashGroup = (typeof SLASH_GROUPS)[number];

/** One subcommand of /kogge: where it sits, how it is declared, handled and completed. */
export interface SlashEntry {
  group?: SlashGroup;
  name: string;
  build: Build;
  execute: Handler;
  autocomplete?: Autocomplete;
}

/** The game's actions at the top of /kogge, each with autocomplete from legalActions. */
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
  taxCommand,
  conflictCommand,
  lookCommand,
];

/** The host's tools in the shape of an action (K-80): /kogge game seat, /kogge game deadline. */
const HOST_ACTIONS: readonly ActionSubcommand[] = [seatCommand, deadlineCommand];

const plain =
  (name: 'log' | 'games' | 'abandon'): Build =>
  (sub) =>
    sub.setName(name).setDescription(t(`slash.${name}`));

const fromAction = (a: ActionSubcommand, group?: SlashGroup): SlashEntry => ({
  group,
  name: a.name,
  build: a.build,
  execute: a.execute,
  autocomplete: a.autocomplete,
});

export const SLASH_ENTRIES: readonly SlashEntry[] = [
  ...SLASH_ACTIONS.map((a) => fromAction(a)),
  { name: 'offer', build: buildOffer, execute: offerCommand, autocomplete: offerAutocomplete },
  { name: 'board', build: buildBoard, execute: boardCommand },
  { name: 'log', build: plain('log'), execute: logCommand },
  { name: 'rules', build: buildRules, execute: rulesCommand },
  { name: 'games', build: plain('games'), execute: gamesCommand },
  { name: 'settings', build: buildSettings, execute: settingsCommand },
  { name: 'hint', build: buildHint, execute: hintCommand },
  ...HOST_ACTIONS.map((a) => fromAction(a, 'game')),
  { group: 'game', name: 'abandon', build: plain('abandon'), execute: abandonCommand },
  { group: 'game', name: 'verify', build: buildVerify, execute: verifyCommand },
  { group: 'game', name: 'export', build: buildExport, execute: exportCommand },
  { group: 'game', name: 'replay', build: buildReplay, execute: replayCommand },
  { group: 'server', name: 'status', build: buildStatus, execute: statusCommand },
  { group: 'game', name: 'review', build: buildReview, execute: reviewCommand },
];

/** The key an entry is found by: `bid`, `game seat`. */
export function slashPath(group: string | null | undefined, name: string): string {
  return group ? `${group} ${name}` : name;
}
