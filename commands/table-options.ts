// The options that say what table a game is played at: open or hidden holdings (K-60) and
// the advanced rules (K-70 … K-73). `/kogge new` and `/league create` both ask them, the
// same way.
import type { SlashCommandSubcommandBuilder } from 'discord.js';
import { t } from '../src/i18n/index';

export function withTableOptions(sub: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder {
  return (
    sub
      .addStringOption((o) =>
        o
          .setName('holdings')
          .setDescription(t('cmd.new.holdings'))
          .addChoices(
            { name: t('cmd.new.holdings.hidden'), value: 'hidden' },
            { name: t('cmd.new.holdings.open'), value: 'open' },
          ),
      )
      // The advanced game (K-70 … K-73), each rule an option of its own.
      .addBooleanOption((o) => o.setName('taxes').setDescription(t('cmd.new.taxes')))
      .addBooleanOption((o) => o.setName('offices').setDescription(t('cmd.new.offices')))
      .addBooleanOption((o) => o.setName('conflicts').setDescription(t('cmd.new.conflicts')))
      .addBooleanOption((o) => o.setName('memory').setDescription(t('cmd.new.memory')))
  );
}
