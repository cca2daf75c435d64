// /kogge game deadline minutes:N: K-80, the host (or a member who may manage the server) sets how
// long each decision may take; 0 removes it. The thread hears of it; the timer runs from the
// game's last save (src/bot/deadlines.ts). Registered beside the action subcommands (slash.ts).
import {
  MessageFlags,
  type ChatInputCommandInteraction,
  type SlashCommandSubcommandBuilder,
} from 'discord.js';
import { plural, t } from '../../src/i18n/index';
import {
  type ActionSubcommand,
  type BotContext,
  displayName,
  gameInChannel,
  hostOrAdmin,
  MAX_DEADLINE_MINUTES,
  mentionOnly,
  nameText,
  notFinished,
  refuse,
  saveRecord,
  send,
  storedGame,
  tell,
} from '../../src/bot/index';
import { hostName, type GameRecord } from '../../src/store/index';

function build(sub: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder {
  return sub
    .setName('deadline')
    .setDescription(t('cmd.deadline'))
    .addIntegerOption((o) =>
      o
        .setName('minutes')
        .setDescription(t('cmd.deadline.minutes'))
        .setMinValue(0)
        .setMaxValue(MAX_DEADLINE_MINUTES)
        .setRequired(true),
    );
}

async function execute(ctx: BotContext, interaction: ChatInputCommandInteraction): Promise<void> {
  const here = await gameInChannel(ctx, interaction);
  if (!here.ok) return refuse(interaction, here.refusal);
  const gameId = here.value;
  const minutes = interaction.options.getInteger('minutes');
  if (minutes === null || !Number.isInteger(minutes) || minutes < 0 || minutes > MAX_DEADLINE_MINUTES)
    return tell(interaction, 'reply.notUnderstood');
  await ctx.queue.run(gameId, async () => {
    const loaded = await storedGame(ctx, gameId);
    if (!loaded.ok) return refuse(interaction, loaded.refusal);
    const open = notFinished(loaded.value, 'deadline.gameOver');
    if (!open.ok) return refuse(interaction, open.refusal);
    const record = open.value;
    const host = { host: nameText(hostName(record)) };
    const allowed = hostOrAdmin(
      record,
      interaction.user.id,
      interaction.memberPermissions,
      'deadline.denied',
      host,
    );
    if (!allowed.ok) return refuse(interaction, allowed.refusal);
    const stored = await saveRecord(ctx, withDeadline(record, minutes));
    if (!stored.ok) return refuse(interaction, stored.refusal);
    const saved = stored.value;
    await interaction.reply({
      content: minutes
        ? plural('deadline.set', minutes, {}, interaction.locale)
        : t('deadline.cleared', {}, interaction.locale),
      flags: MessageFlags.Ephemeral,
      allowedMentions: mentionOnly(),
    });
    const who = nameText(displayName(interaction));
    await send(ctx, saved.channelId, {
      content: minutes
        ? plural('deadline.set.public', minutes, { who }, saved.locale)
        : t('deadline.cleared.public', { who }, saved.locale),
      allowedMentions: mentionOnly(),
    });
  });
  ctx.deadlines.arm(gameId);
  // The turn post says when the awaited decision is due (or stops saying it).
  void ctx.publisher.request(gameId);
}

function withDeadline(record: GameRecord, minutes: number): GameRecord {
  const { deadlineMinutes: _old, ...settings } = record.settings;
  return { ...record, settings: minutes > 0 ? { ...settings, deadlineMinutes: minutes } : settings };
}

export const deadlineCommand: ActionSubcommand = {
  name: 'deadline',
  option: null,
  types: [],
  build,
  execute,
  autocomplete: (_ctx, interaction) => interaction.respond([]),
};
