// The thread's notice that a game was abandoned (/kogge game abandon). It is sent after the
// abandon is saved, so a process killed in between leaves it unsent; start-up repair
// (repair.ts) then sends it, unless the bot's own message saying it is found in the thread
// after the game's post (the kill came after the send), so it is said once.
import type { Message } from 'discord.js';
import { t } from '../i18n/index';
import type { GameRecord } from '../store/index';
import { mentionOnly, type BotContext } from './context';
import { gameChannel, send } from './channel-posts';
import { nameText } from './name-text';
import { anchorOf } from './live-board';

/** Discord's most per fetch; a thread hears little after its game's last post. */
const LOOK_BACK = 100;

/** The notice in the server's language, or null for a record that does not say who abandoned it. */
export function abandonNotice(record: GameRecord): string | null {
  if (record.status !== 'abandoned' || record.abandonedBy === undefined) return null;
  return t('slash.abandon.public', { who: nameText(record.abandonedBy) }, record.locale);
}

export async function sendAbandonNotice(ctx: BotContext, record: GameRecord): Promise<void> {
  const content = abandonNotice(record);
  if (content) await send(ctx, record.channelId, { content, allowedMentions: mentionOnly() });
}

/** Sends the notice unless the thread has it already; returns whether it was sent now. */
export async function repairAbandonNotice(ctx: BotContext, record: GameRecord): Promise<boolean> {
  const content = abandonNotice(record);
  if (!content || (await saidAlready(ctx, record, content))) return false;
  await sendAbandonNotice(ctx, record);
  return true;
}

async function saidAlready(ctx: BotContext, record: GameRecord, content: string): Promise<boolean> {
  const channel = await gameChannel(ctx, record.channelId);
  // After the newest message noted: a live board may stand far up the thread (issue 38).
  const after = anchorOf(record);
  const fetched = await channel.messages.fetch(
    after ? { after, limit: LOOK_BACK, cache: false } : { limit: LOOK_BACK, cache: false },
  );
  const own = (m: Message) => m.author.id === ctx.client.user?.id;
  return fetched.some((m) => own(m) && m.content === content);
}
