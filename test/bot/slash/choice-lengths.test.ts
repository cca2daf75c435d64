// Issue 25: every autocomplete answer of the action subcommands and of /kogge offer fits
// Discord's 100 characters in every language (the pseudo-locale's brackets too), so none is
// cut short (action-command.ts cuts rather than fail the answer, which would hide the end
// of a label). The choices are read in the asker's language: a German label is German.
import { describe, expect, it } from 'vitest';
import { SLASH_ACTIONS } from '../../../commands/kogge/slash';
import { slashChoices } from '../../../src/bot/slash/choices';
import { CHOICE_MAX } from '../../../src/bot/slash/action-command';
import { holdingItems } from '../../../src/bot/slash/holdings-text';
import { GOODS, MARKER_VALUES, type GameState } from '../../../src/engine/index';
import { CATALOGUES, PSEUDO_LOCALE } from '../../../src/i18n/index';
import { advancedStates } from '../advanced-states';

const LOCALES = ['en', ...Object.keys(CATALOGUES), PSEUDO_LOCALE];
const TYPES = [...new Set(SLASH_ACTIONS.flatMap((a) => a.types))];
// Every third position of three advanced games, up to 300: every kind of choice shows up.
const STATES: GameState[] = advancedStates([1, 2, 3], (s, kept) => kept < 300 && s.version % 3 === 0);

/** The labels over CHOICE_MAX characters, with their locale. */
function overlong(labels: readonly string[], locale: string): string[] {
  return labels.filter((l) => [...l].length > CHOICE_MAX).map((l) => `${locale}: ${l}`);
}

describe('autocomplete labels in every language fit Discord’s 100 characters (issue 25)', () => {
  it.each(LOCALES)('the action subcommands’ choices in %s', (locale) => {
    let counted = 0;
    const found: string[] = [];
    for (const state of STATES)
      for (const player of [0, 1, 2]) {
        const labels = slashChoices(state, player, TYPES, locale).map((c) => c.label);
        counted += labels.length;
        found.push(...overlong(labels, locale));
      }
    expect(counted).toBeGreaterThan(500);
    expect(found).toEqual([]);
  });

  it.each(LOCALES)('/kogge offer’s goods and markers in %s', (locale) => {
    expect(overlong(holdingItems(GOODS, MARKER_VALUES, locale), locale)).toEqual([]);
  });

  it('answers in the asker’s language: the same choices read German for de, French for fr', () => {
    const state = STATES[0];
    const [en, de, fr] = ['en', 'de', 'fr'].map((l) => slashChoices(state, 0, TYPES, l).map((c) => c.label));
    expect(de.length).toBe(en.length);
    expect(de).not.toEqual(en);
    expect(fr).not.toEqual(en);
  });

  it('control: a label one character over the limit is caught', () => {
    expect(overlong(['x'.repeat(CHOICE_MAX + 1), 'x'.repeat(CHOICE_MAX)], 'de')).toEqual([
      `de: ${'x'.repeat(CHOICE_MAX + 1)}`,
    ]);
  });
});
