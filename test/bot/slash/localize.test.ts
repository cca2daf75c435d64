// Issue 25: the slash commands as registered carry every registered language's descriptions
// and choice names, and every locale's names and texts stay within Discord's limits
// (discord-api-docs, Application Command Naming and Structure; Locales).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commands } from '../../../commands/index';
import { localizeCommand, slashLocales } from '../../../src/bot/slash/localize';
import { deployCommands } from '../../../src/bot/deploy';
import { CATALOGUES, en } from '../../../src/i18n/index';
import { LocalDiscord } from '../../../src/local-discord/index';

interface Node {
  name: string;
  name_localizations?: Record<string, string> | null;
  description?: string;
  description_localizations?: Record<string, string> | null;
  options?: Node[];
  choices?: { name: string; name_localizations?: Record<string, string> | null }[];
}

const NAME = /^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u;
const built = (): Node[] => commands.map((c) => localizeCommand(c.data.toJSON()) as unknown as Node);
const inLocale = (english: string, texts: Record<string, string> | null | undefined, locale: string) =>
  texts?.[locale] ?? english;

/** Every fault against Discord's limits in one locale, by path. */
function faults(nodes: Node[], locale: string, path = ''): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const node of nodes) {
    const name = inLocale(node.name, node.name_localizations, locale);
    const here = `${path}/${node.name}`;
    if (!NAME.test(name) || name !== name.toLowerCase()) out.push(`${here}: name "${name}"`);
    if (seen.has(name)) out.push(`${here}: name "${name}" twice`);
    seen.add(name);
    const description = inLocale(node.description ?? '', node.description_localizations, locale);
    if ([...description].length < 1 || [...description].length > 100) out.push(`${here}: description`);
    for (const choice of node.choices ?? []) {
      const label = inLocale(choice.name, choice.name_localizations, locale);
      if ([...label].length < 1 || [...label].length > 100) out.push(`${here}: choice "${label}"`);
    }
    out.push(...faults(node.options ?? [], locale, here));
  }
  return out;
}

/** Every description and choice name with its localisations. */
function texts(nodes: Node[]): { english: string; localized: Record<string, string> | null | undefined }[] {
  return nodes.flatMap((n) => [
    ...(n.description === undefined
      ? []
      : [{ english: n.description, localized: n.description_localizations }]),
    ...(n.choices ?? []).map((c) => ({ english: c.name, localized: c.name_localizations })),
    ...texts(n.options ?? []),
  ]);
}

describe('slash commands in every language (issue 25)', () => {
  it('registers de and fr, Discord locale codes, for the slash commands', () => {
    expect(slashLocales()).toEqual(expect.arrayContaining(['de', 'fr']));
  });

  it.each(['en-US', ...Object.keys(CATALOGUES)])(
    'every name, description and choice of every command is within Discord’s limits in %s',
    (locale) => {
      expect(faults(built(), locale)).toEqual([]);
    },
  );

  it('the limit check catches an overlong description, a bad name and a twin name (control)', () => {
    const [kogge] = built();
    const planted: Node = {
      ...kogge,
      description_localizations: { de: 'x'.repeat(101) },
      options: [
        ...(kogge.options ?? []),
        { name: 'Bieten', description: 'd' },
        { name: 'board', description: 'd', name_localizations: { de: 'gebot' } },
      ],
    };
    const found = faults([planted], 'de');
    expect(found).toContain('/kogge: description');
    expect(found).toContain('/kogge/Bieten: name "Bieten"');
    expect(found).toContain('/kogge/board: name "gebot" twice');
  });

  it.each(Object.keys(CATALOGUES))(
    'every description and choice name has its %s text from the catalogue',
    (locale) => {
      const all = texts(built());
      expect(all.length).toBeGreaterThan(100);
      const missing = all.filter(({ localized }) => !localized?.[locale]).map((x) => x.english);
      // Only a sentence the catalogue writes as English does (none today) may go without.
      const sameAsEnglish = new Set<string>(
        Object.entries(en)
          .filter(([key, text]) => CATALOGUES[locale][key as keyof typeof en] === text)
          .map(([, text]) => text),
      );
      expect(missing.filter((text) => !sameAsEnglish.has(text))).toEqual([]);
    },
  );

  it('the German /kogge new description is the catalogue’s cmd.new, its level choices seat.level.*', () => {
    const kogge = built().find((c) => c.name === 'kogge')!;
    const sub = kogge.options!.find((o) => o.name === 'new')!;
    expect(sub.description_localizations?.de).toBe(CATALOGUES.de['cmd.new']);
    const level = sub.options!.find((o) => o.name === 'level')!;
    expect(level.choices![0].name_localizations?.fr).toBe(CATALOGUES.fr['seat.level.heuristic']);
  });

  it('no slash text is shared by two keys that other languages translate differently', () => {
    const english = new Set(texts(built()).map((x) => x.english));
    const clashes: string[] = [];
    for (const text of english) {
      const keys = Object.keys(en).filter((k) => en[k as keyof typeof en] === text) as (keyof typeof en)[];
      for (const [locale, catalogue] of Object.entries(CATALOGUES))
        if (new Set(keys.map((k) => catalogue[k])).size > 1) clashes.push(`${locale}: ${keys.join(', ')}`);
    }
    expect(clashes).toEqual([]);
  });

  it('each command stays within Discord’s 8000 characters, each field counted at its longest language', () => {
    const longest = (text: string, texts?: Record<string, string> | null) =>
      Math.max(text.length, ...Object.values(texts ?? {}).map((x) => x.length));
    const size = (n: Node): number =>
      longest(n.name, n.name_localizations) +
      longest(n.description ?? '', n.description_localizations) +
      (n.choices ?? []).reduce(
        (sum, c) =>
          sum + longest(c.name, c.name_localizations) + String((c as { value?: unknown }).value).length,
        0,
      ) +
      (n.options ?? []).reduce((sum, o) => sum + size(o), 0);
    const sizes = built().map(size);
    for (const s of sizes) expect(s).toBeLessThanOrEqual(8000);
    // Control: the localisations count (the German /kogge is longer than the English one).
    expect(size(built()[0])).toBeGreaterThan(size(commands[0].data.toJSON() as unknown as Node));
  });

  it('leaves the builders’ own JSON untouched (English only)', () => {
    const plain = commands[0].data.toJSON() as unknown as Node;
    localizeCommand(commands[0].data.toJSON());
    expect(plain.description_localizations ?? null).toBeNull();
    expect(commands[0].data.toJSON()).toEqual(plain);
  });
});

describe('the local Discord keeps the localisations a deploy sends', () => {
  let discord: LocalDiscord;
  beforeAll(async () => {
    discord = await LocalDiscord.start({ users: ['ada'], channels: ['tavern'] });
  });
  afterAll(async () => {
    await discord.stop();
  });

  it('lists /kogge with its German and French descriptions as deployed', async () => {
    await deployCommands({
      token: discord.token,
      applicationId: discord.applicationId,
      guildId: discord.guildId,
      rest: { api: discord.apiUrl },
      commands,
    });
    const response = await fetch(
      `${discord.apiUrl}/v10/applications/${discord.applicationId}/guilds/${discord.guildId}/commands`,
      { headers: { authorization: `Bot ${discord.token}` } },
    );
    const listed = (await response.json()) as Node[];
    const kogge = listed.find((c) => c.name === 'kogge')!;
    expect(kogge.description_localizations).toEqual(
      Object.fromEntries(slashLocales().map((locale) => [locale, CATALOGUES[locale]['cmd.kogge']])),
    );
    expect(kogge.options!.find((o) => o.name === 'new')!.description_localizations?.fr).toBe(
      CATALOGUES.fr['cmd.new'],
    );
  });
});
