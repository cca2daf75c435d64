// Issue 42 item 4 (issue 37: one escaping function for every user-typed text): a parameter
// handed to a sentence as `userText(…)` is escaped by t() itself. Every sentence of every
// catalogue that takes a parameter is filled with a hostile name: it shows no construct the
// sentence does not show on its own. The controls plant a raw name and a sentence that wraps
// its name in a code span (where an escape would show as a backslash).
import { describe, expect, it } from 'vitest';
import {
  CATALOGUES,
  en,
  escapeUserText,
  joinNames,
  pluralStored,
  PSEUDO_LOCALE,
  t,
  tStored,
  userText,
  type MessageKey,
  type Params,
  type PluralKey,
} from '../../src/i18n/index';
import { HOSTILE, HOSTILE_NAMES, renders } from '../support/markdown-model';

const LOCALES = ['en', ...Object.keys(CATALOGUES), PSEUDO_LOCALE];
const KEYS = Object.keys(en) as MessageKey[];
const paramsOf = (template: string) => [...new Set([...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))];
const TAKING = KEYS.filter((key) => paramsOf(en[key]).length > 0);

/** Each parameter of `key` filled by `fill(name)`. */
function filled(key: MessageKey, fill: (name: string) => Params[string]): Params {
  return Object.fromEntries(paramsOf(en[key]).map((name) => [name, fill(name)]));
}

/** What the sentence shows that its own words do not, with every parameter a hostile name. */
function smuggled(key: MessageKey, locale: string, fill: (name: string) => Params[string]): string[] {
  const own = renders(
    tStored(
      key,
      filled(key, () => 'x'),
      locale,
    ),
  );
  return renders(tStored(key, filled(key, fill), locale)).filter((kind) => !own.includes(kind));
}

/** Parameters that carry what people typed (names, an admin's reason); ids and codes do not. */
const NAME_PARAMS = new Set([
  'name',
  'league',
  'player',
  'players',
  'who',
  'host',
  'asker',
  'reason',
  'names',
]);

/** Sentences whose name parameter sits in a code span, where an escape would show. */
function inCode(template: string): boolean {
  return [...template.matchAll(/`[^`]*`/g)].some((span) => paramsOf(span[0]).some((p) => NAME_PARAMS.has(p)));
}

describe('user text in every sentence (issue 42, issue 37)', () => {
  it('scans the sentences that take a name: the league’s, the roster’s, the log’s', () => {
    expect(TAKING.length).toBeGreaterThan(300);
    for (const key of [
      'league.game.opened',
      'league.roster.other',
      'league.audit.title',
      'league.round.opened',
    ])
      expect(TAKING).toContain(key);
  });

  it.each(LOCALES)(
    '%s: every sentence given user text shows it as text, no construct of its own',
    (locale) => {
      const faults = TAKING.flatMap((key) =>
        smuggled(key, locale, () => userText(HOSTILE)).map((kind) => `${key}: ${kind}`),
      );
      expect(faults).toEqual([]);
    },
  );

  it.each(LOCALES)('%s: every plural form given user text shows it as text', (locale) => {
    const families = [...new Set(KEYS.filter((k) => k.endsWith('.other')).map((k) => k.slice(0, -6)))];
    const faults = families.flatMap((family) =>
      [0, 1, 2, 5, 1_000_000].flatMap((count) => {
        const key = `${family}.other` as MessageKey;
        const params = filled(key, () => userText(HOSTILE));
        return renders(pluralStored(family as PluralKey, count, params, locale))
          .filter(
            (kind) =>
              !renders(
                pluralStored(
                  family as PluralKey,
                  count,
                  filled(key, () => 'x'),
                  locale,
                ),
              ).includes(kind),
          )
          .map((kind) => `${family} (${count}): ${kind}`);
      }),
    );
    expect(faults).toEqual([]);
  });

  it('control: the same sentences given the raw name show its heading, link, pill and @everyone', () => {
    const shown = new Set(TAKING.flatMap((key) => smuggled(key, 'en', () => HOSTILE)));
    expect([...shown]).toEqual(expect.arrayContaining(['masked link', 'mention', 'everyone', 'formatting']));
    expect(smuggled('league.game.opened', 'en', () => HOSTILE)).not.toEqual([]);
  });

  it.each(LOCALES)('%s: no sentence puts a parameter inside a code span', (locale) => {
    const catalogue = locale === 'en' ? en : (CATALOGUES[locale] ?? {});
    expect(Object.entries(catalogue).filter(([, text]) => inCode(text ?? ''))).toEqual([]);
  });

  it('control: a sentence with its name in a code span is caught', () => {
    expect(inCode('League `{name}` opened')).toBe(true);
    expect(inCode('League {name} opened: use `/league join`')).toBe(false);
  });

  it.each(HOSTILE_NAMES.map(([name, kind]) => [name, kind]))('"%s" in a sentence: no %s', (name) => {
    expect(renders(t('league.created', { name: userText(name) }))).toEqual([]);
    expect(renders(joinNames([userText(name), 'Bert'], 'de'))).toEqual([]);
  });

  it('gives the name back, escapes taken out, and leaves a plain name as it is', () => {
    const shown = t('league.created', { name: userText(HOSTILE) }).replace(/\\([^\w\s])/g, '$1');
    expect(shown).toContain(HOSTILE);
    expect(escapeUserText('Anna Lübeck')).toBe('Anna Lübeck');
    expect(escapeUserText('ハンザ 🏆 Jean-Luc')).toBe('ハンザ 🏆 Jean-Luc');
  });

  it('takes direction overrides out of a name (issue 37): the letters stay, the words after it are not turned', () => {
    expect(escapeUserText('\u202Eإيمان Zalgo')).toBe('إيمان Zalgo');
    expect(escapeUserText('\u2067a\u2069 \u202Ab\u202C')).toBe('a b');
    // Right-to-left letters and the marks that only nudge them (U+200E, U+200F) are kept.
    expect(escapeUserText('שלום \u200Fx')).toBe('שלום \u200Fx');
    expect(t('league.joined', { name: userText('\u202Eevil') })).toBe('You are on the roster of evil.');
  });

  it('escapes user text kept as JSON (a stored refusal’s parameters) too', () => {
    const kept = JSON.parse(JSON.stringify({ name: userText('@everyone') })) as Params;
    expect(tStored('league.created', kept)).toContain('\\@everyone');
  });
});
