// Issue 25: the names of the slash commands' groups, subcommands and options in de, fr and it,
// by Discord's naming rule (discord-api-docs, Application Commands › Application Command
// Naming): the regex, lowercase, ≤ 32 and unique among siblings, in every locale.
import { describe, expect, it } from 'vitest';
import { commands } from '../../../commands/index';
import { COMMAND_NAME, COMMAND_NAMES, localName } from '../../../src/bot/slash/command-names';
import { localizeCommand } from '../../../src/bot/slash/localize';

interface Node {
  name: string;
  name_localizations?: Record<string, string> | null;
  options?: Node[];
}

const LOCALES = ['de', 'fr', 'it'];
const built = (): Node[] => commands.map((c) => localizeCommand(c.data.toJSON()) as unknown as Node);

/** Every naming fault among these siblings and below, in one locale, by English path. */
function nameFaults(nodes: Node[], locale: string, path = ''): string[] {
  const out: string[] = [];
  const seen = new Map<string, string>();
  for (const node of nodes) {
    const name = node.name_localizations?.[locale] ?? node.name;
    const here = `${path}/${node.name}`;
    if (!COMMAND_NAME.test(name)) out.push(`${here}: "${name}" breaks the rule`);
    if (name !== name.toLowerCase()) out.push(`${here}: "${name}" not lowercase`);
    const twin = seen.get(name);
    if (twin) out.push(`${here}: "${name}" also names ${twin}`);
    seen.set(name, here);
    out.push(...nameFaults(node.options ?? [], locale, here));
  }
  return out;
}

/** Every English name below the top-level commands. */
function englishNames(nodes: Node[]): string[] {
  return nodes.flatMap((n) => [n.name, ...englishNames(n.options ?? [])]);
}

/** Names a language keeps as in English on purpose (loanwords, the game's terms, abbreviations). */
const SAME_ON_PURPOSE: Record<string, string[]> = {
  de: [
    'memory',
    'coach',
    'hand',
    'start',
    'route',
    'export',
    'server',
    'status',
    'name',
    'min',
    'max',
    'p1',
    'p2',
    'p3',
    'p4',
  ],
  fr: ['taxes', 'coach', 'route', 'raid', 'minutes', 'min', 'max', 'points'],
  it: ['coach', 'raid', 'server', 'min', 'max', 'round', 'tutorial'],
};

describe('localised command and option names (issue 25)', () => {
  it.each(LOCALES)(
    'every name in %s keeps Discord’s rule: regex, lowercase, ≤ 32, unique among siblings',
    (locale) => {
      expect(nameFaults(built(), locale)).toEqual([]);
    },
  );

  it.each(LOCALES)(
    'every group, subcommand and option has a %s name, or is the same on purpose',
    (locale) => {
      const names = new Set(englishNames(built().flatMap((c) => c.options ?? [])));
      expect(names.size).toBeGreaterThan(80);
      const missing = [...names].filter((n) => !COMMAND_NAMES[locale][n]);
      expect(missing).toEqual([]);
      const same = [...names].filter((n) => COMMAND_NAMES[locale][n] === n).sort();
      expect(same).toEqual([...new Set(SAME_ON_PURPOSE[locale])].filter((n) => names.has(n)).sort());
    },
  );

  it('the top-level names stay kogge and league, unlocalised', () => {
    for (const command of built()) expect(command.name_localizations ?? null).toBeNull();
    expect(built().map((c) => c.name)).toEqual(['kogge', 'league']);
  });

  it('registers the German names, e.g. /kogge gebot, /kogge partie prüfen, /league tabelle', () => {
    const [kogge, league] = built();
    const sub = (n: Node, name: string) => n.options!.find((o) => o.name === name)!;
    expect(sub(kogge, 'bid').name_localizations?.de).toBe('gebot');
    expect(sub(sub(kogge, 'game'), 'verify').name_localizations?.de).toBe('prüfen');
    expect(sub(league, 'standings').name_localizations?.fr).toBe('classement');
    expect(sub(sub(kogge, 'bid'), 'markers').name_localizations?.it).toBe('segnalini');
  });

  it('the name check catches an uppercase name, a space, an overlong name and twins (control)', () => {
    const [kogge] = built();
    const planted: Node = {
      ...kogge,
      options: [
        ...(kogge.options ?? []),
        { name: 'a', name_localizations: { de: 'Gebote' } },
        { name: 'b', name_localizations: { de: 'zwei worte' } },
        { name: 'c', name_localizations: { de: 'x'.repeat(33) } },
        { name: 'd', name_localizations: { de: 'gebot' } },
        { name: 'e', options: [{ name: 'f', name_localizations: { de: 'ß' } }, { name: 'ß' }] },
      ],
    };
    const found = nameFaults([planted], 'de');
    expect(found).toContain('/kogge/a: "Gebote" not lowercase');
    expect(found).toContain('/kogge/b: "zwei worte" breaks the rule');
    expect(found).toContain(`/kogge/c: "${'x'.repeat(33)}" breaks the rule`);
    expect(found).toContain('/kogge/d: "gebot" also names /kogge/bid');
    expect(found).toContain('/kogge/e/ß: "ß" also names /kogge/e/f');
    expect(found).toHaveLength(5);
  });

  it('a refusal names the command as the user’s client shows it (localName), English elsewhere', () => {
    expect(localName('bid', 'de')).toBe('gebot');
    expect(localName('bid', 'it')).toBe('offerta');
    expect(localName('bid', 'en-US')).toBe('bid');
    expect(localName('bid', 'pt-BR')).toBe('bid');
  });

  it('the apostrophe Discord allows passes, punctuation it does not is caught', () => {
    expect(COMMAND_NAME.test("l'offre")).toBe(true);
    expect(COMMAND_NAME.test('l’offre')).toBe(false);
    expect(COMMAND_NAME.test('gebot!')).toBe(false);
    expect(COMMAND_NAME.test('')).toBe(false);
  });
});
