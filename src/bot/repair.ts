// After a crash the public posts may lag the store: an action saved but not posted, a new
// post sent but its id not noted, a final post never sent. At start-up every game whose
// record may have changed since its last post (the store's unposted marks: running, ended
// and abandoned games alike, plus every running game) is brought to where its record is. The
// update goes through the publisher, as a click's does: it publishes the newest record, one
// publication per game at a time, so a click arriving meanwhile is folded in rather than
// raced. (Publishing from inside the game's queue would deadlock: a new post notes its id
// through that queue.) Trade-offer notices owed by a saved action are in the record's outbox
// and go out with that publication (offer-outbox.ts, offer-notice-repair.ts). Issue 38: a
// running game's live board (live-board.ts) is looked for too, and posted again if deleted.
import type { GameState } from '../engine/index';
import type { GameRecord } from '../store/index';
import type { BotContext } from './context';
import { repairAbandonNotice } from './abandon-notice';
import { adoptSentNotice } from './offer-notice-repair';
import { lobbyUnnoted, repairLobby } from './lobby-repair';
import { isUnknownMessage } from './discord-errors';
import { edit, gameChannel } from './channel-posts';
import { noteMessages } from './note-messages';
import { boardsMode, LIVE } from './live-board';
import { loadRecord } from './records';
import { ownsGuild } from './shard-owner';

export async function repairPosts(ctx: BotContext): Promise<number> {
  let repaired = 0;
  const marked = new Set(await ctx.store.listUnposted());
  for (const id of await candidates(ctx, marked)) {
    const fixed = await repairOne(ctx, id, marked.has(id)).catch((error: unknown) => {
      ctx.logger.warn({ game: id, err: String(error) }, 'could not repair the post');
      return false;
    });
    if (fixed) repaired += 1;
  }
  ctx.logger.info({ repaired }, 'posts checked');
  return repaired;
}

async function candidates(ctx: BotContext, marked: Set<string>): Promise<string[]> {
  const running = (await ctx.store.allRunning()).flatMap(({ games }) => games.map((g) => g.id));
  return [...new Set([...marked, ...running])];
}

/** `marked`: the store's post mark says the post may lag (game-store.ts, post-marks.ts). */
async function repairOne(ctx: BotContext, id: string, marked: boolean): Promise<boolean> {
  const loaded = await loadRecord(ctx, id);
  // Issue 27: another shard's posts are that shard's to repair (it may be posting right now).
  if (loaded.ok && !ownsGuild(ctx.client, loaded.value.guildId)) return false;
  // Issue 22: a lobby saved but its message's id not noted (open-game.ts): found or sent.
  if (loaded.ok && lobbyUnnoted(loaded.value)) {
    const repaired = await repairLobby(ctx, id);
    // Issue 37: a league game playing without its lobby has its board to bring up to date too.
    if (loaded.value.status === 'lobby') return repaired;
  }
  if (!loaded.ok || !loaded.value.state) return false;
  const record = loaded.value;
  const state = record.state as GameState;
  if (record.status === 'abandoned') return closeAbandoned(ctx, record, state);
  if (record.messages.notices?.length) {
    // Offer notices saved with their action and not all marked sent: the one a kill may have
    // sent is adopted, and the publication sends the rest and brings the board along.
    await adoptSentNotice(ctx, record);
    ctx.logger.info({ game: id, owed: record.messages.notices.length }, 'offer notices owed: publishing');
    await ctx.publisher.request(id);
    return true;
  }
  if (!(await lags(ctx, record, state, marked))) {
    // A mark left by a kill between the save and its clearing: a save clears it.
    if (marked && record.messages.shown === state.version) await noteMessages(ctx, record, {});
    if (!(await liveBoardMissing(ctx, record))) return false;
    // Issue 38: a live board deleted while the bot was away (or a server that chose live
    // boards meanwhile): the publication posts it again.
    ctx.logger.info({ game: id }, 'live board missing: publishing');
    await ctx.publisher.request(id);
    return true;
  }
  ctx.logger.info({ game: id, version: state.version }, 'post behind the state: publishing');
  await ctx.publisher.request(id);
  return true;
}

async function lags(
  ctx: BotContext,
  record: GameRecord,
  state: GameState,
  marked: boolean,
): Promise<boolean> {
  if (record.messages.sending) return true;
  if (record.messages.shown === state.version) return false;
  // An edited board is noted in the mark alone (publish.ts), so the record's `shown` may be
  // older than its post: marked, the post may lag (published again, an edit at most if not).
  if (marked) return true;
  // A record from before `shown` was kept: the post itself says what it shows.
  if (record.messages.shown === undefined)
    return !(await postShows(ctx, record.channelId, record.messages.post?.messageId, state));
  // Unmarked: every save that left the post behind marked it first, so it shows the state.
  return false;
}

/** A running game of a live-board server whose live board is not in its thread (live-board.ts). */
async function liveBoardMissing(ctx: BotContext, record: GameRecord): Promise<boolean> {
  if (record.status !== 'playing' || (await boardsMode(ctx, record.guildId)) !== 'live') return false;
  const post = record.messages.post;
  if (post?.owner !== LIVE) return true;
  try {
    const channel = await gameChannel(ctx, record.channelId);
    await channel.messages.fetch({ message: post.messageId, force: true });
    return false;
  } catch (error) {
    if (isUnknownMessage(error)) return true;
    throw error;
  }
}

/**
 * An abandoned game's post keeps no buttons and the thread hears who abandoned it
 * (kogge/abandon.ts); a kill before either leaves them undone, so the buttons are cleared
 * again rather than the board published, and the notice sent unless the thread has it.
 */
async function closeAbandoned(ctx: BotContext, record: GameRecord, state: GameState): Promise<boolean> {
  const post = record.messages.post;
  if (post)
    await edit(ctx, record.channelId, post.messageId, { components: [] }).catch((error: unknown) => {
      if (!isUnknownMessage(error)) throw error;
    });
  const told = await repairAbandonNotice(ctx, record);
  // Notices an abandoned game still owed are not said: the game is over, and left owed they
  // would keep it marked for every start-up.
  await noteMessages(ctx, record, { shown: state.version, sending: undefined, notices: undefined });
  return post !== null || told;
}

/** Whether the post exists and its board image is of the stored state's version. */
async function postShows(
  ctx: BotContext,
  channelId: string,
  messageId: string | undefined,
  state: GameState,
): Promise<boolean> {
  if (!messageId) return false;
  try {
    const channel = await gameChannel(ctx, channelId);
    const message = await channel.messages.fetch({ message: messageId, force: true });
    return message.attachments.some((a) => a.name === `kogge-board-${state.version}.png`);
  } catch (error) {
    if (isUnknownMessage(error)) return false;
    throw error;
  }
}
