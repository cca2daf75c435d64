// /kogge log: the game's latest public events, to the one who asked.
import { MessageFlags, type ChatInputCommandInteraction } from 'discord.js';
import { publicView } from '../../src/engine/index';
import { formatLog, t } from '../../src/i18n/index';
import { mentionOnly, type BotContext } from '../../src/bot/context';
import { gameHere } from '../../src/bot/game-here';
import { tell } from '../../src/bot/handlers/reply';
import { loadRecord } from '../../src/bot/records';
import { namesOf } from '../../src/bot/text';

export async function logCommand(ctx: BotContext, interaction: ChatInputCommandInteraction): Promise<void> {
  const gameId = await gameHere(ctx, interaction.guildId, interaction.channelId);
  if (!gameId) return tell(interaction, 'reply.noGame');
  const loaded = await loadRecord(ctx, gameId);
  if (!loaded.ok) return tell(interaction, loaded.key);
  const state = loaded.record.state;
  if (!state) return tell(interaction, 'reply.notInLobby');
  const locale = interaction.locale;
  const lines = formatLog(publicView(state).log, namesOf(state), locale).slice(-20);
  const content = [t('reply.log', {}, locale), ...lines.map((line) => t('post.logLine', { line }, locale))]
    .join('\n')
    .slice(0, 2000);
  await interaction.reply({ content, flags: MessageFlags.Ephemeral, allowedMentions: mentionOnly() });
}
