// /kogge server language (issue 25): the language of this server's public posts and board
// images in the games opened from now on (Manage Server). Games already running keep theirs:
// their players have read their board in it. Choosing "preferred" forgets the choice, so the
// server's preferred locale (Discord's Community setting) applies again.
import {
  PermissionFlagsBits,
  type ChatInputCommandInteraction,
  type SlashCommandSubcommandBuilder,
} from 'discord.js';
import { CATALOGUES, t } from '../../src/i18n/index';
import { type BotContext, serverLanguage, tell } from '../../src/bot/index';

const PREFERRED = 'preferred';

/** English and every registered catalogue, by the code t() takes. */
export function serverLanguages(): string[] {
  return ['en', ...Object.keys(CATALOGUES)];
}

/** A language's name in `locale` ("German", "Deutsch", "allemand"), from Intl. */
export function languageName(code: string, locale: string): string {
  return new Intl.DisplayNames([locale, 'en'], { type: 'language' }).of(code) ?? code;
}

/** As a choice's label, which starts with a capital in every language ("Allemand"). */
function label(code: string, locale: string): string {
  const name = languageName(code, locale);
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

export function buildLanguage(sub: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder {
  return sub
    .setName('language')
    .setDescription(t('cmd.server.language'))
    .addStringOption((o) =>
      o
        .setName('language')
        .setDescription(t('cmd.server.language.option'))
        .setRequired(true)
        .addChoices(
          { name: t('cmd.server.language.preferred'), value: PREFERRED },
          ...serverLanguages().map((code) => ({
            name: label(code, 'en'),
            value: code,
            // Each name in the reader's language, as Intl says it (no catalogue key to keep).
            name_localizations: Object.fromEntries(
              Object.keys(CATALOGUES).map((locale) => [locale, label(code, locale)]),
            ),
          })),
        ),
    );
}

export async function languageCommand(
  ctx: BotContext,
  interaction: ChatInputCommandInteraction,
): Promise<void> {
  const guildId = interaction.guildId;
  if (!guildId || !interaction.memberPermissions?.has(PermissionFlagsBits.ManageGuild))
    return tell(interaction, 'server.language.notAllowed');
  // A forged option (Discord checks choices; a hostile client need not) changes nothing.
  const chosen = interaction.options.getString('language', true);
  if (chosen !== PREFERRED && !serverLanguages().includes(chosen))
    return tell(interaction, 'server.language.unknown');
  // The server's other settings (its boards, issue 38) stay as they are.
  await ctx.serverSettings.update(guildId, ({ locale: _old, ...rest }) =>
    chosen === PREFERRED ? rest : { ...rest, locale: chosen },
  );
  const language = languageName(await serverLanguage(ctx, interaction), interaction.locale);
  await tell(interaction, chosen === PREFERRED ? 'server.language.preferred' : 'server.language.set', {
    language,
  });
}
