// Issue 42 item 6, issue 37: every list answer fits in one Discord message (2,000 characters)
// with the longest legal inputs: a league name of 100 characters that all need escaping, a
// reason of 200, 19-digit member ids, and many entries. Each list shows its head, as many entries
// as fit and says how many more; each control shows the same entries joined whole would not fit.
import { describe, expect, it } from 'vitest';
import { auditText } from '../../../commands/league/audit';
import { auditPage, withOlderButton } from '../../../commands/league/audit-pages';
import { historyText } from '../../../commands/league/history';
import { rosterText } from '../../../commands/league/roster';
import { roundText, tableLine } from '../../../commands/league/round';
import { seasonsText } from '../../../commands/league/seasons';
import { whichNames } from '../../../commands/league/which-league';
import { MESSAGE_LIMIT, moreText } from '../../../src/bot/index';
import { t, userText } from '../../../src/i18n/index';
import { AUDIT_SCHEMA_VERSION, newSeason, type AuditEntry } from '../../../src/league/index';
import type { LeagueRecord, Seat } from '../../../src/store/index';
import { leagueRecord, recordedResult } from '../../support/league-record';

const LOCALES = ['en', 'de', 'fr', 'it'];
/** A league name of 100 characters (the option's limit), each but one escaped to two. */
const LONGEST_NAME = `${'*'.repeat(99)}a`;
/** A display name of 32 characters (Discord's limit), each escaped to two. */
const LONGEST_MEMBER = '_'.repeat(32);
const member = (i: number) => `${1_000_000_000_000_000_000n + BigInt(i)}`;
const members = (count: number) => Array.from({ length: count }, (_, i) => member(i));

function league(extra: Partial<LeagueRecord> = {}): LeagueRecord {
  const record = leagueRecord({ id: 'hansa', guildId: '700000000000000001', name: LONGEST_NAME });
  return { ...record, ...extra, league: { ...record.league, ...extra.league } };
}

/**
 * What every list answer holds to: within the limit, its head first, a last line saying how
 * many more, and that count right: the entries shown and the more add up to `total`.
 */
function fits(text: string, head: string, locale: string, total: number, entry: RegExp): void {
  expect(text.length).toBeLessThanOrEqual(MESSAGE_LIMIT);
  expect(text.startsWith(head)).toBe(true);
  const shown = text.split('\n').filter((line) => entry.test(line)).length;
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBeLessThan(total);
  expect(text.split('\n').at(-1)).toBe(moreText(total - shown, locale));
}

/** The control: with no limit, the same list is over Discord's, so the check above is not vacuous. */
function tooLong(text: string): void {
  expect(text.length).toBeGreaterThan(MESSAGE_LIMIT);
  expect(text).not.toContain('…');
}

const AUDIT: AuditEntry[] = Array.from({ length: 80 }, (_, i) => ({
  schemaVersion: AUDIT_SCHEMA_VERSION,
  seq: i + 1,
  at: '2026-11-25T12:00:00.000Z',
  by: member(i),
  reason: '*'.repeat(200),
  change: { kind: 'replace', gameId: 'g'.repeat(64), from: member(i + 1), to: member(i + 2) },
}));

describe('/league audit pages past 2,000 characters (issue 37)', () => {
  it.each(LOCALES)(
    '%s: the pages, followed by their Older entries buttons, show every entry once',
    (locale) => {
      const record = league({ audit: AUDIT });
      const seen: string[] = [];
      let from: number | null = 0;
      let pages = 0;
      while (from !== null) {
        const page = auditPage(record, locale, from);
        expect(page.content.length).toBeLessThanOrEqual(MESSAGE_LIMIT);
        seen.push(...page.content.split('\n').filter((line) => /^#\d+ /.test(line)));
        const { components } = withOlderButton(page, 'hansa', locale);
        // The button is there exactly while older entries are left, and carries where they start.
        if (page.next === null) expect(components).toEqual([]);
        else expect(JSON.stringify(components[0].toJSON())).toContain(`audit|hansa|${page.next}`);
        from = page.next;
        pages += 1;
      }
      expect(pages).toBeGreaterThan(1);
      expect(seen.map((line) => Number(/^#(\d+)/.exec(line)?.[1]))).toEqual(
        AUDIT.map((e) => e.seq).reverse(),
      );
    },
  );

  it('the last page holds the oldest entry alone and offers no Older entries button', () => {
    const page = auditPage(league({ audit: AUDIT }), 'en', AUDIT.length - 1);
    expect(page.content).toMatch(/^.*\n#1 /);
    expect(page.next).toBeNull();
  });
});

describe('list answers within 2,000 characters (issue 42, issue 37)', () => {
  it.each(LOCALES)('%s: /league audit shows the newest entries that fit and counts the rest', (locale) => {
    const text = auditText(league({ audit: AUDIT }), locale);
    fits(text, t('league.audit.title', { name: userText(LONGEST_NAME) }, locale), locale, 80, /^#\d+ /);
    expect(text.split('\n')[1]).toMatch(/^#80 /);
    tooLong(auditText(league({ audit: AUDIT }), locale, Infinity));
  });

  it.each(LOCALES)('%s: /league history shows the newest games that fit and counts the rest', (locale) => {
    const ids = members(4);
    const results = Array.from({ length: 60 }, (_, i) =>
      recordedResult(`g${String(i).padStart(9, '0')}`, i % 60, ids),
    );
    const text = historyText(league({ results }), 1, locale);
    const title = t('league.history.titleSeason', { name: userText(LONGEST_NAME), season: 1 }, locale);
    fits(text, title, locale, 60, /`g\d{9}`/);
    tooLong(historyText(league({ results }), 1, locale, Infinity));
  });

  it.each(LOCALES)(
    '%s: /league roster of 1,000 members names as many as fit and counts the rest',
    (locale) => {
      const roster = members(1000);
      const text = rosterText(userText(LONGEST_NAME), roster, locale);
      expect(text.length).toBeLessThanOrEqual(MESSAGE_LIMIT);
      expect(text).toContain(`<@${roster[0]}>`);
      expect(text).toMatch(/1[.,]?000/);
      const shown = (text.match(/<@\d+>/g) ?? []).length;
      expect(shown).toBeGreaterThan(50);
      expect(text).toContain(moreText(roster.length - shown, locale));
      tooLong(rosterText(userText(LONGEST_NAME), roster, locale, Infinity));
    },
  );

  it.each(LOCALES)('%s: /league seasons keeps the newest seasons that fit and counts the older', (locale) => {
    const seasons = Array.from({ length: 200 }, (_, i) => ({
      ...newSeason(i + 1, '2026-01-01T00:00:00.000Z'),
      closedAt: i < 199 ? '2026-02-01T00:00:00.000Z' : null,
      finalStandings:
        i < 199
          ? members(8).map((userId) => ({
              place: 1,
              userId,
              points: 10,
              rating: 1500,
              games: 3,
              wins: 1,
              averageVp: 20,
            }))
          : null,
    }));
    const text = seasonsText(league({ seasons }), locale);
    const lines = text.split('\n');
    expect(text.length).toBeLessThanOrEqual(MESSAGE_LIMIT);
    const shown = lines.length - 2;
    expect(shown).toBeGreaterThan(3);
    expect(lines[1]).toBe(moreText(200 - shown, locale));
    // The newest kept, the running season last.
    expect(lines.at(-1)).toContain('200');
    tooLong(seasonsText(league({ seasons }), locale, Infinity));
  });

  it.each(LOCALES)('%s: /league round’s post of 250 tables fits and counts the rest', (locale) => {
    const seats = (n: number): Seat[] =>
      members(4).map((userId) => ({ kind: 'human', userId, name: `${LONGEST_MEMBER}${n}`.slice(0, 32) }));
    const lines = Array.from({ length: 250 }, (_, n) => tableLine(member(5000 + n), seats(n), locale));
    const text = roundText(LONGEST_NAME, 3, lines, locale);
    fits(
      text,
      t('league.round.opened', { name: userText(LONGEST_NAME), round: 3 }, locale),
      locale,
      250,
      /<#\d+>/,
    );
    tooLong(roundText(LONGEST_NAME, 3, lines, locale, Infinity));
  });

  it.each(LOCALES)('%s: “which league?” names as many leagues as fit and counts the rest', (locale) => {
    const leagues = Array.from({ length: 60 }, () => league());
    const text = t('league.which', { names: whichNames(leagues, locale) }, locale);
    expect(text.length).toBeLessThanOrEqual(MESSAGE_LIMIT);
    const shown = text.split(`${'\\*'.repeat(99)}a`).length - 1;
    expect(shown).toBeGreaterThan(3);
    expect(text).toContain(moreText(60 - shown, locale));
  });

  it('control: the check catches a list one character over, and a wrong count of the rest', () => {
    const lines = ['#2 a', '#1 b'];
    expect(() => fits(`head\n${'x'.repeat(MESSAGE_LIMIT)}`, 'head', 'en', 2, /^#/)).toThrow();
    expect(() => fits(['head', ...lines, moreText(5, 'en')].join('\n'), 'head', 'en', 3, /^#/)).toThrow();
    expect(() => fits(['head', lines[0], moreText(1, 'en')].join('\n'), 'head', 'en', 2, /^#/)).not.toThrow();
  });
});
