// The assertion the refusal tests share (issue 22): a refusal's text is its reason, then the
// rules line of the topic its action's entry names, in the reader's language.
import { expect } from 'vitest';
import type { ActionType } from '../../../src/engine/index';
import { t } from '../../../src/i18n/index';
import { ACTION_ENTRIES } from '../../../src/bot/actions/table';

/** The rules line `type`'s entry calls for in `locale`, spelt from the catalogue. */
export function expectedTopicLine(type: ActionType, locale: string): string {
  const title = t(`rules.${ACTION_ENTRIES[type].help}.title`, {}, locale);
  return t('rules.seeAlso', { title }, locale);
}

/** Asserts that `text` is one reason line followed by `type`'s rules line in `locale`. */
export function expectTopicLine(text: string, type: ActionType, locale: string): void {
  const lines = text.split('\n');
  expect(lines.length, text).toBe(2);
  expect(lines[1]).toBe(expectedTopicLine(type, locale));
}
