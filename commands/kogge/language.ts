// /kogge server language (issue 25): the language of this server's public posts and board
// images in the games opened from now on (Manage Server). Games already running keep theirs:
// their players have read their board in it. Choosing "preferred" forgets the choice, so the
// server's preferred locale (Discord's Community setting) applies again.
import {
  PermissionFlagsBits,
  type ChatInputCommandInteraction,
  type SlashCommandSubcommandBuilder,
} from 'discord.js';
import { CATALOGUES, languageName, t } from '../../src/i18n/index';
import { type BotContext, serverLanguage, tell } from '../../src/bot/index';

const PREFERRED = 'preferred';

/** English and every registered catalogue, by the code t() takes. */
export function serverLanguages(): string[] {
  return ['en', ...Object.keys(CATALOGUES)];
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
          // Issue 38: each language as it names itself, the one form used everywhere.
          // in every reader's language alike.
          ...serverLanguages().map((code) => ({
            name: languageName(code),
            value: code,
            name_localizations: Object.fromEntries(
              Object.keys(CATALOGUES).map((locale) => [locale, languageName(code)]),
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
  const language = languageName(await serverLanguage(ctx, interaction));
  await tell(interaction, chosen === PREFERRED ? 'server.language.preferred' : 'server.language.set', {
    language,
  });
}
