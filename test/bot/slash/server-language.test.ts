// /kogge server language's handler (issue 25) with values Discord's own client never sends:
// a forged language, a forged "preferred", a member without Manage Server. Each is answered
// with a catalogue sentence in the clicker's language and the stored choice is unchanged.
import {
  PermissionFlagsBits,
  PermissionsBitField,
  SlashCommandSubcommandBuilder,
  type ChatInputCommandInteraction,
} from 'discord.js';
import { describe, expect, it } from 'vitest';
import { buildLanguage, languageCommand, serverLanguages } from '../../../commands/kogge/language';
import type { BotContext } from '../../../src/bot/index';
import { CATALOGUES, languageName, t } from '../../../src/i18n/index';
import { seatLanguages } from '../../../src/local-table/bridge/languages';
import { KeyvServerSettingsStore } from '../../../src/store/index';

interface Asked {
  value: string;
  admin?: boolean;
  locale?: string;
}

/** The handler run on a stand-in interaction; answers what it replied and what is stored. */
async function ask(store: KeyvServerSettingsStore, { value, admin = true, locale = 'en-US' }: Asked) {
  const replies: string[] = [];
  const interaction = {
    guildId: 'g1',
    guildLocale: 'en-US',
    locale,
    deferred: false,
    replied: false,
    memberPermissions: new PermissionsBitField(admin ? PermissionFlagsBits.ManageGuild : 0n),
    options: { getString: () => value },
    reply: (payload: { content: string }) => {
      replies.push(payload.content);
      return Promise.resolve();
    },
  } as unknown as ChatInputCommandInteraction;
  await languageCommand({ serverSettings: store } as unknown as BotContext, interaction);
  return { replies, stored: await store.get('g1') };
}

describe('/kogge server language refuses what it cannot take (issue 25)', () => {
  it('offers English and every registered catalogue', () => {
    expect(serverLanguages()).toEqual(expect.arrayContaining(['en', 'de', 'fr']));
  });

  it.each(['klingon', 'DE', '', 'x'.repeat(5000), '__proto__', 'de\u0000'])(
    'a forged language %j is refused with a sentence and the German choice stays',
    async (value) => {
      const store = KeyvServerSettingsStore.inMemory();
      await store.set('g1', { locale: 'de' });
      const { replies, stored } = await ask(store, { value });
      expect(replies).toEqual([t('server.language.unknown')]);
      expect(stored).toEqual({ locale: 'de' });
    },
  );

  it('a member without Manage Server is refused in their own language, nothing stored', async () => {
    const store = KeyvServerSettingsStore.inMemory();
    const { replies, stored } = await ask(store, { value: 'fr', admin: false, locale: 'de' });
    expect(replies).toEqual([t('server.language.notAllowed', {}, 'de')]);
    expect(stored).toEqual({});
  });

  it('control: the same admin with a real language is answered and it is stored', async () => {
    const store = KeyvServerSettingsStore.inMemory();
    const { replies, stored } = await ask(store, { value: 'fr', locale: 'de' });
    expect(replies).toEqual([t('server.language.set', { language: 'Français' }, 'de')]);
    expect(stored).toEqual({ locale: 'fr' });
  });

  it('issue 38: names each language in one form, as it names itself, with a capital and no region', () => {
    expect(['en', 'en-US', 'de', 'fr', 'it'].map(languageName)).toEqual([
      'English',
      'English',
      'Deutsch',
      'Français',
      'Italiano',
    ]);
  });

  it('issue 38: the slash choices (in every locale) and the seat menu use that one form', () => {
    const json = buildLanguage(new SlashCommandSubcommandBuilder()).toJSON();
    const choices =
      (
        json.options?.[0] as {
          choices?: { name: string; value: string; name_localizations?: Record<string, string> }[];
        }
      ).choices ?? [];
    const named = choices.filter((c) => c.value !== 'preferred');
    expect(named.map((c) => c.name)).toEqual(serverLanguages().map(languageName));
    for (const c of named)
      for (const locale of Object.keys(CATALOGUES)) expect(c.name_localizations?.[locale]).toBe(c.name);
    const seat = seatLanguages();
    expect(seat.map((l) => l.name)).toEqual(seat.map((l) => languageName(l.code)));
    // Control: a name in another form (a region, a lower-case initial) is told apart.
    expect(seat.map((l) => l.name)).not.toContain('American English');
    expect(seat.map((l) => l.name)).not.toContain('français');
  });

  it('20 admins at once leave one whole choice stored', async () => {
    const store = KeyvServerSettingsStore.inMemory();
    await Promise.all(Array.from({ length: 20 }, (_, i) => ask(store, { value: i % 2 ? 'de' : 'fr' })));
    expect(['de', 'fr']).toContain((await store.get('g1')).locale);
  });
});
