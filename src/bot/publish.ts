// Puts a game's state in its channel: edits the current post while the same player decides,
// posts a new one (pinging only the awaited players) when the decision passes on, and posts
// a notice pinging a player a trade is offered to. Runs after the click has been answered.
import {
  ButtonStyle,
  type Message,
  MessageCreateOptions,
  MessageEditOptions,
  SendableChannels,
} from 'discord.js';
import { publicView, type GameEvent, type GameState } from '../engine/index';
import { t } from '../i18n/index';
import { seatLevels, type GameRecord } from '../store/index';
import { gameLabel } from './board-image';
import { mentionOnly, type BotContext } from './context';
import { isArchivedThread, isUnknownMessage } from './discord-errors';
import { postOwner, postPayload } from './post-message';
import { loadRecord, saveRecord } from './records';
import { button, buttonRows } from './panel/components';

export async function gameChannel(ctx: BotContext, channelId: string): Promise<SendableChannels> {
  const channel = await ctx.client.channels.fetch(channelId);
  if (!channel || !channel.isSendable()) throw new Error(`channel ${channelId} cannot take messages`);
  return channel;
}

/** Sends, reopening an auto-archived thread first if Discord says it is archived. */
export async function send(
  ctx: BotContext,
  channelId: string,
  payload: MessageCreateOptions,
): Promise<Message> {
  const channel = await gameChannel(ctx, channelId);
  try {
    return await channel.send(payload);
  } catch (error) {
    if (!isArchivedThread(error) || !channel.isThread()) throw error;
    await channel.setArchived(false);
    return channel.send(payload);
  }
}

export async function edit(
  ctx: BotContext,
  channelId: string,
  messageId: string,
  payload: MessageEditOptions,
): Promise<void> {
  const channel = await gameChannel(ctx, channelId);
  try {
    await channel.messages.edit(messageId, payload);
  } catch (error) {
    if (!isArchivedThread(error) || !channel.isThread()) throw error;
    await channel.setArchived(false);
    await channel.messages.edit(messageId, payload);
  }
}

/** Brings the public post up to date; returns the record with the post's id saved. */
export async function publish(
  ctx: BotContext,
  record: GameRecord,
  events: GameEvent[] = [],
): Promise<GameRecord> {
  const state = record.state as GameState;
  await noticeOffers(ctx, record, events);
  const { key } = postOwner(state);
  const image = await ctx.renders.board(publicView(state), record.locale, { label: gameLabel(record) });
  const payload = postPayload(record, image);
  const current = record.messages.post;
  if (current && current.owner === key) {
    try {
      await edit(ctx, record.channelId, current.messageId, { ...payload, attachments: [] });
      return record;
    } catch (error) {
      // A deleted board message: post a fresh one below.
      if (!isUnknownMessage(error)) throw error;
    }
  }
  const message = await send(ctx, record.channelId, payload);
  // The game may have moved on meanwhile: note the post on the newest record, in the queue.
  return ctx.queue.run(record.id, async () => {
    const latest = await loadRecord(ctx, record.id);
    const base = latest.ok ? latest.record : record;
    return saveRecord(ctx, {
      ...base,
      messages: { ...base.messages, post: { messageId: message.id, owner: key } },
    });
  });
}

/** K-46: the player offered a trade is pinged in a new message (a mention by edit never pings). */
async function noticeOffers(ctx: BotContext, record: GameRecord, events: GameEvent[]): Promise<void> {
  const state = record.state as GameState;
  for (const { event } of events) {
    // A computer player answers an offer itself: nobody to ping.
    if (event.type !== 'tradeOffered' || seatLevels(record.seats)[event.to]) continue;
    const to = state.players[event.to];
    const content = t(
      'post.offer',
      { to: `<@${to.id}>`, from: state.players[event.from].name },
      record.locale,
    );
    const src = { gameId: record.id, version: state.version };
    const act = button(src, t('button.act', {}, record.locale), 'act', [], ButtonStyle.Primary);
    await send(ctx, record.channelId, {
      content,
      components: buttonRows([act]),
      allowedMentions: mentionOnly([to.id]),
    });
  }
}
