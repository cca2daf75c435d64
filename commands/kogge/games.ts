// /kogge games: the games running in this server that the asker could look at (issue 20:
// no game in a channel hidden from them), each with a link to its thread.
import type { ChatInputCommandInteraction } from 'discord.js';
import { t } from '../../src/i18n/index';
import type { GameRecord } from '../../src/store/index';
import { type BotContext, canSee, nameText, storedGame, tell } from '../../src/bot/index';

const ROOM = 1900;

export async function gamesCommand(ctx: BotContext, interaction: ChatInputCommandInteraction): Promise<void> {
  if (!interaction.guildId) return tell(interaction, 'new.guildOnly');
  const running = await ctx.store.listRunning(interaction.guildId);
  const locale = interaction.locale;
  const lines: string[] = [];
  let size = 0;
  for (const game of running) {
    if (!(await canSee(ctx, interaction, game.channelId))) continue;
    // A game gone or damaged meanwhile is left out of the list rather than refused.
    const stored = await storedGame(ctx, game.id);
    if (!stored.ok) continue;
    const line = gameLine(stored.value, locale);
    if (size + line.length + 1 > ROOM) break;
    lines.push(line);
    size += line.length + 1;
  }
  if (lines.length === 0) return tell(interaction, 'slash.games.none');
  await tell(interaction, 'slash.games.list', { games: lines.join('\n') });
}

function gameLine(record: GameRecord, locale: string): string {
  const state = record.state;
  const status =
    record.status === 'lobby'
      ? t('slash.games.lobby', { taken: record.seats.length, seats: record.settings.players }, locale)
      : state && state.round > 0
        ? t('slash.games.playing', { round: state.round }, locale)
        : t('slash.games.setup', {}, locale);
  return t(
    'slash.games.line',
    {
      where: `<#${record.channelId}>`,
      status,
      players: record.seats.map((s) => nameText(s.name)).join(', '),
    },
    locale,
  );
}
