// Issue 22: a move the rules refused ends with where those rules are explained. Each action's
// entry names its /kogge rules topic (`help`); the refusal's last line points there, in the
// reader's language, with the command and option names their client shows.
import type { ActionType, EngineError, ErrorCode } from '../../engine/index';
import { errorText, t, type NameOf } from '../../i18n/index';
import type { RuleTopic } from '../rule-topics';
import { ACTION_ENTRIES } from './table';

/** Where each action's topic is looked up: the table, or a test's stand-in for it. */
export type HelpTopics = { readonly [T in ActionType]: { readonly help: RuleTopic } };

/**
 * Refusals about who may act, when, or what the input was, not about the action's own rule:
 * the action's topic would not explain them ("not your turn" is no matter of the offices'
 * rules). Seats, a game over or gone are refused before the engine (preconditions.ts) and never
 * reach here; the input that is no action at all has no type, so no topic either.
 */
const NOT_THE_ACTIONS_RULE: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'MALFORMED_ACTION',
  'MALFORMED_GAME',
  'PLAYER_COUNT',
  'RULE_NOT_AVAILABLE',
  'RULE_NOT_IN_GAME',
  'UNKNOWN_PLAYER',
  'GAME_OVER',
  'WRONG_PHASE',
  'NOT_YOUR_TURN',
  'NOT_YOUR_DECISION',
  'DECISION_PENDING',
]);

/** The rules topic a refusal of `type` with `code` points to, or null where none explains it. */
export function refusalTopic(
  type: ActionType | null,
  code: ErrorCode,
  topics: HelpTopics = ACTION_ENTRIES,
): RuleTopic | null {
  if (type === null || NOT_THE_ACTIONS_RULE.has(code)) return null;
  return topics[type].help;
}

/** "Rules: `/kogge rules topic:Offices and their goods`", in the reader's language. */
export function topicLine(topic: RuleTopic, locale: string): string {
  return t('rules.seeAlso', { title: t(`rules.${topic}.title`, {}, locale) }, locale);
}

/** An engine refusal of `type` as the player reads it: the reason, then its topic's line if any. */
export function refusalText(
  error: EngineError,
  type: ActionType | null,
  name: NameOf,
  locale: string,
  topics: HelpTopics = ACTION_ENTRIES,
): string {
  const reason = errorText(error, name, locale);
  const topic = refusalTopic(type, error.code, topics);
  return topic ? `${reason}\n${topicLine(topic, locale)}` : reason;
}
