// /kogge server language's handler (issue 25) with values Discord's own client never sends:
// a forged language, a forged "preferred", a member without Manage Server. Each is answered
// with a catalogue sentence in the clicker's language and the stored choice is unchanged.
import { PermissionFlagsBits, PermissionsBitField, type ChatInputCommandInteraction } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { languageCommand, languageName, serverLanguages } from '../../../commands/kogge/language';
import type { BotContext } from '../../../src/bot/index';
import { t } from '../../../src/i18n/index';
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
    expect(replies).toEqual([t('server.language.set', { language: 'Französisch' }, 'de')]);
    expect(stored).toEqual({ locale: 'fr' });
  });

  it('names the languages by Intl in the reader’s language', () => {
    expect(languageName('de', 'de')).toBe('Deutsch');
    expect(languageName('de', 'fr')).toBe('allemand');
    expect(languageName('fr', 'en-US')).toBe('French');
  });

  it('20 admins at once leave one whole choice stored', async () => {
    const store = KeyvServerSettingsStore.inMemory();
    await Promise.all(Array.from({ length: 20 }, (_, i) => ask(store, { value: i % 2 ? 'de' : 'fr' })));
    expect(['de', 'fr']).toContain((await store.get('g1')).locale);
  });
});
