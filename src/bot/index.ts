// The bot's public face: what commands/ may use of src/bot. Everything else in this folder
// is the bot's own; a command that needs more asks for it here.
export { canSee } from './can-see';
export { edit, send } from './channel-posts';
export { sendAbandonNotice } from './abandon-notice';
export { commandButtonId, COMMAND_BUTTON, type SlashCommand } from './command';
export type { ComponentId } from './custom-id';
export { reasonText } from './coach/reason-text';
export { computerSeat, DEFAULT_LEVEL, levelName } from './computer-seats';
export { type BotContext, mentionOnly } from './context';
export { MAX_DEADLINE_MINUTES } from './deadlines';
export { isMissingPermissions } from './discord-errors';
export { gameOfThread } from './finished-game';
export { gameHere } from './game-here';
export { type Outcome, play, seatOf } from './game-service';
export { showBoard } from './handlers/board';
export { showHint } from './handlers/hint';
export { showHand } from './handlers/hand';
export { displayName } from './handlers/lobby';
export { showStep } from './handlers/replay';
export { refuse, tell, tellStored, toldWhyNot } from './handlers/reply';
export {
  gameInChannel,
  gameStarted,
  hostOrAdmin,
  isHostOrAdmin,
  inLobby,
  notFinished,
  rightKindOfMessage,
  seatedPlayer,
  seatInPlay,
  stillPlaying,
  storedGame,
  storedGameHere,
  theHost,
} from './preconditions';
export { ok, refused, type Refusal, type Result } from './result';
export { currentSeason, leagueSeasons, seasonOf, seasonResults, seasonTable } from './league/season-table';
export { ratingChangesByGame, signedChange } from './league/rating-change';
export { withAuditEntry, withResult } from './league/season-revision';
export { announceRevisions, podiumLines } from './league/season-podium';
export { standingsImage } from './league/standings-image';
export { standingsMessage } from './league/standings-message';
export { lobbyMessage } from './lobby-message';
export { memberNames } from './member-names';
export { nameText } from './name-text';
export { fitCount, fitLines, linesAndMore, moreText, mostThatFit, MESSAGE_LIMIT } from './fit-message';
export { NEW_GAME_RULES, NewGameOptionsSchema, type NewGameOptions, openGameFor } from './open-game';
export { serverLanguage, serverLanguageOf } from './server-language';
export { openTutorial } from './tutorial/open';
export { boardsMode } from './live-board';
export { deferNoted, forgetAnswered, notedDefer, type DeferHow } from './noted-defer';
export { verdictOfAttachment } from './record-attachment';
export { recordChecks, RecordChecks } from './record-checks';
export { withinClickCap } from './handlers/click-cap';
export { onRecordWorker } from './handlers/record-job';
export { signedExport, trustOf } from './record-signing';
export { loadRecord, saveRecord } from './records';
export { announce, givenBack, handedOver, isForfeited, isHandedOver, withStandIn } from './seat-handover';
export {
  actionSubcommand,
  type ActionSubcommand,
  AUTOCOMPLETE_MAX,
  CHOICE_MAX,
} from './slash/action-command';
export { ACTION_SUBCOMMANDS } from './slash/action-subcommands';
export { RULE_TOPICS, type RuleTopic } from './rule-topics';
export { refusalText } from './actions/rule-help';
export { holdingItems, parseHoldings } from './slash/holdings-text';
export { takeBackLines } from './take-back-log';
export { holdingsText, markerValues, namesOf } from './text';
