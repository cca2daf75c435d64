// /kogge log: what has happened in the game here, as public log lines (spectators too).
import { MessageFlags, type ChatInputCommandInteraction } from 'discord.js';
import { publicView } from '../../src/engine/index';
import { formatLog, t } from '../../src/i18n/index';
import {
  type BotContext,
  mentionOnly,
  namesOf,
  refuse,
  storedGameHere,
  takeBackLines,
  tell,
} from '../../src/bot/index';

/** Discord's content limit, with room for the title. */
const ROOM = 1900;

export async function logCommand(ctx: BotContext, interaction: ChatInputCommandInteraction): Promise<void> {
  const here = await storedGameHere(ctx, interaction);
  if (!here.ok) return refuse(interaction, here.refusal);
  const state = here.value.state;
  const locale = interaction.locale;
  // The public view's log only: no private holding or face-down marker can appear (K-60).
  const taken = takeBackLines(here.value, locale);
  const lines = [
    ...(state ? formatLog(publicView(state).log, namesOf(state), locale) : []),
    // Issue 21: the take-backs, oldest first.
    ...(taken.length > 0 ? [t('takeBack.logTitle', {}, locale), ...taken] : []),
  ];
  if (lines.length === 0) return tell(interaction, 'slash.log.empty');
  const kept: string[] = [];
  let size = 0;
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = t('post.logLine', { line: lines[i] }, locale);
    if (size + line.length + 1 > ROOM) break;
    kept.unshift(line);
    size += line.length + 1;
  }
  await interaction.reply({
    content: [t('slash.log.title', {}, locale), ...kept].join('\n'),
    flags: MessageFlags.Ephemeral,
    allowedMentions: mentionOnly(),
  });
}
