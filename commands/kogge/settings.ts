// /kogge settings: a person's own settings, the same in every game and server (first-game
// hint lines; league reminders by direct message). Without options it shows them; an
// option left out is left as it was. The answer is only for the asker.
import type { ChatInputCommandInteraction, SlashCommandSubcommandBuilder } from 'discord.js';
import { t } from '../../src/i18n/index';
import { type BotContext, tell } from '../../src/bot/index';
import type { UserSettings } from '../../src/store/index';

export function buildSettings(sub: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder {
  return sub
    .setName('settings')
    .setDescription(t('cmd.settings'))
    .addBooleanOption((o) => o.setName('hints').setDescription(t('cmd.settings.hints')))
    .addBooleanOption((o) => o.setName('reminders').setDescription(t('cmd.settings.reminders')));
}

export async function settingsCommand(
  ctx: BotContext,
  interaction: ChatInputCommandInteraction,
): Promise<void> {
  const patch: UserSettings = {
    hints: interaction.options.getBoolean('hints') ?? undefined,
    dmReminders: interaction.options.getBoolean('reminders') ?? undefined,
  };
  // Asking for DM reminders again (DMs opened since?) lets the bot try them again.
  if (patch.dmReminders === true) patch.dmRefused = false;
  const changed = patch.hints !== undefined || patch.dmReminders !== undefined;
  const settings = changed
    ? await ctx.userSettings.update(interaction.user.id, patch)
    : await ctx.userSettings.get(interaction.user.id);
  await tell(interaction, changed ? 'settings.saved' : 'settings.shown', {
    hints: t(hintsKey(settings.hints), {}, interaction.locale),
    reminders: t(
      settings.dmReminders ? 'settings.reminders.dm' : 'settings.reminders.thread',
      {},
      interaction.locale,
    ),
  });
}

function hintsKey(hints: boolean | undefined) {
  if (hints === undefined) return 'settings.hints.firstGames' as const;
  return hints ? ('settings.hints.on' as const) : ('settings.hints.off' as const);
}
