// Puts a game's state in its channel: by default one live board edited in place, a short line
// pinging whoever the decision passes to and a board kept once a round (live-board.ts, issue
// 38); with `/kogge server boards:every-move`, edits the current post while the same player
// decides and posts a new one (pinging only the awaited players) when the decision passes on.
// Keeps the trade-offer notices (offer-notices.ts). Runs after the click has been answered.
import { publicView, type GameState } from '../engine/index';
import type { DescribedImage } from '../render/index';
import type { GameRecord } from '../store/index';
import { gameLabel } from './board-image';
import type { BotContext } from './context';
import { edit, send } from './channel-posts';
import { isUnknownMessage } from './discord-errors';
import { postOwner, postPayload } from './post-message';
import { scoreChartOf } from './score-chart';
import { sendOfferNotices } from './offer-notices';
import { anchorOf, boardsMode, publishLive } from './live-board';

/**
 * Brings the public post up to date; returns the record with the messages' ids noted. A new
 * post follows a small outbox protocol, so a kill at any instant leaves what the next process
 * can finish (repair.ts): its intent is noted before it is sent, and its id with the version
 * it shows afterwards, both in the store's post note (store/post-notes.ts), which every load
 * folds into the record and the next save writes in. An edit notes the version it shows in
 * the store's post mark alone. Neither saves the record (issue 22: a click saves it once); a
 * kill before the post mark is cleared leaves it, and start-up repair looks at the post again.
 */
export async function publish(ctx: BotContext, owing: GameRecord): Promise<GameRecord> {
  // The offer notices owed (saved with their actions) go first, so the board's ping is last.
  const record = await sendOfferNotices(ctx, owing);
  const state = record.state as GameState;
  const image = await ctx.renders.board(publicView(state), record.locale, {
    label: gameLabel(record),
    owner: { server: record.guildId, game: record.id },
  });
  const chart = await finalChart(ctx, record);
  // Issue 38: one live board edited in place (live-board.ts), unless the server asked for a
  // new board every move.
  if ((await boardsMode(ctx, record.guildId)) === 'live') return publishLive(ctx, record, image, chart);
  return publishPost(ctx, record, image, chart);
}

/** Every move: the post edited while the same players decide, a new one when it passes on. */
async function publishPost(
  ctx: BotContext,
  record: GameRecord,
  image: DescribedImage,
  chart: DescribedImage | null,
): Promise<GameRecord> {
  const state = record.state as GameState;
  const { key } = postOwner(state);
  const payload = postPayload(record, image, chart);
  const current = record.messages.post;
  if (current && current.owner === key) {
    try {
      await edit(ctx, record.channelId, current.messageId, { ...payload, attachments: [] });
      await ctx.store.notePosted(record.id, state.version);
      return record;
    } catch (error) {
      // A deleted board message: post a fresh one below.
      if (!isUnknownMessage(error)) throw error;
    }
  }
  // After the newest message noted: a live board may stand far up the thread (live-board.ts).
  const sending = { owner: key, after: anchorOf(record) };
  const announced = await ctx.store.notePost(record, {
    post: current,
    shown: record.messages.shown,
    sending,
  });
  const message = await send(ctx, record.channelId, payload);
  const posted = await ctx.store.notePost(announced, {
    post: { messageId: message.id, owner: key },
    shown: state.version,
  });
  await ctx.store.notePosted(record.id, state.version);
  return posted;
}

/** Issue 21: the finished game's VP and DP chart, for its final post; none while it runs. */
async function finalChart(ctx: BotContext, record: GameRecord): Promise<DescribedImage | null> {
  const chart = scoreChartOf(record);
  if (!chart || !ctx.renders.chart) return null;
  try {
    return await ctx.renders.chart(chart, record.locale, { server: record.guildId, game: record.id });
  } catch (error) {
    // The final post matters more than its chart: it goes without one.
    ctx.logger.warn({ game: record.id, err: String(error) }, 'final chart not drawn');
    return null;
  }
}
