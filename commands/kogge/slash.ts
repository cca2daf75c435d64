// The keyboard players' subcommands of /kogge, gathered for commands/kogge.ts: each one's
// builder, handler and (where it has one) autocomplete.
import type {
  AutocompleteInteraction,
  ChatInputCommandInteraction,
  SlashCommandSubcommandBuilder,
} from 'discord.js';
import { t } from '../../src/i18n/index';
import { ACTION_SUBCOMMANDS, type ActionSubcommand, type BotContext } from '../../src/bot/index';
import { abandonCommand } from './abandon';
import { boardCommand, buildBoard } from './board';
import { gamesCommand } from './games';
import { logCommand } from './log';
import { buildOffer, offerAutocomplete, offerCommand } from './offer';
import { buildRules, rulesCommand } from './rules';
import { seatCommand } from './seat';
import { deadlineCommand } from './deadline';
import { buildSettings, settingsCommand } from './settings';
import { buildStatus, statusCommand } from './status';
import { buildLanguage, languageCommand } from './language';
import { boardsCommand, buildBoards } from './boards';
// The coach (issue 26).
import { buildHint, hintCommand } from './hint';
import { buildReview, reviewCommand } from './review';
// Fair and verifiable games (issue 21).
import { buildExport, exportCommand } from './export';
import { buildVerify, verifyCommand } from './verify';
import { buildReplay, replayCommand } from './replay';
// A first game that teaches (issue 38).
import { buildTutorial, tutorialCommand } from './tutorial';

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

/**
 * The game's actions at the top of /kogge, each with autocomplete from legalActions: gathered
 * from the bot's action entries (src/bot/actions/), each naming its subcommand.
 */
export const SLASH_ACTIONS: readonly ActionSubcommand[] = ACTION_SUBCOMMANDS;

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
  { name: 'tutorial', build: buildTutorial, execute: tutorialCommand },
  ...HOST_ACTIONS.map((a) => fromAction(a, 'game')),
  { group: 'game', name: 'abandon', build: plain('abandon'), execute: abandonCommand },
  { group: 'game', name: 'verify', build: buildVerify, execute: verifyCommand },
  { group: 'game', name: 'export', build: buildExport, execute: exportCommand },
  { group: 'game', name: 'replay', build: buildReplay, execute: replayCommand },
  { group: 'server', name: 'status', build: buildStatus, execute: statusCommand },
  { group: 'server', name: 'language', build: buildLanguage, execute: languageCommand },
  { group: 'server', name: 'boards', build: buildBoards, execute: boardsCommand },
  { group: 'game', name: 'review', build: buildReview, execute: reviewCommand },
];

/** The key an entry is found by: `bid`, `game seat`. */
export function slashPath(group: string | null | undefined, name: string): string {
  return group ? `${group} ${name}` : name;
}
