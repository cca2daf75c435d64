// Issue 38: a game thread that stays readable. With `/kogge server boards:live` (the default)
// a game keeps one board message, the live board (the record's `post`, owner `live`), edited in
// place after every decision; a decision that passes to someone else is announced by a short
// new line that pings them, says the last move and links to the live board (with its own Act
// button); and the board is kept in the thread once a round, for the record. So a 4-player
// game's thread holds one board image per round plus the live board, where it used to hold one
// per change of player (publish.ts, `every-move`).
//
// Only a new message pings. Discord's API documentation (discord/discord-api-docs,
// developers/resources/message.mdx): "Edit Message" says an edit rebuilds the message's
// `mentions` from its new content, as its `allowed_mentions` controls, and nothing of notifying
// anyone; notifying is decided when a message is created: "Message Object › Message Flags"
// SUPPRESS_NOTIFICATIONS ("this message will not trigger push and desktop notifications") can
// be set by "Create Message" only (its `flags` param), never by Edit Message (`SUPPRESS_EMBEDS`
// and `IS_COMPONENTS_V2` only). The documents say no more than that; that an edit notifies no
// one is Discord's behaviour, which the local Discord models (src/local-discord: "never by an
// edit"). So the live board's edits mention the awaited people (their client shows the board
// as mentioning them) and the line that pings is always a new message.
//
// Rate limits (docs "Topics › Rate Limits"; src/local-discord models 5 creates and 5 edits per
// 5 s per channel): a decision costs one edit of the live board, plus one new line when it
// passes on, plus one board a round: creates no more often than every-move's new posts, edits
// in their own bucket. The publisher runs one publication per game at a time and skips the
// states in between when a game goes faster (publisher.ts); discord.js waits out a 429.
//
// Crash safety, the outbox of publish.ts extended: every new message (the live board when it
// is first posted or posted again, the round's board, the line that pings) is announced in the
// store's post note before it is sent (`sending`: what it is, and the newest message before
// it) and noted after, with what the thread has now been told (`messages.thread`); a process
// killed in between lets the next one find the message in the thread (post-reconcile.ts)
// rather than send it twice. The edit of the live board is noted in the post mark alone, as
// every edit is: a kill before the mark is cleared leaves the game marked, and start-up
// repair (repair.ts) publishes it again, so after a restart the live board is current and the
// line owed is sent. A deleted live board is posted again: when an edit finds it gone, and at
// start-up for every running game (repair.ts).
import { AttachmentBuilder, ButtonStyle, messageLink } from 'discord.js';
import { publicView, type GameState } from '../engine/index';
import { t } from '../i18n/index';
import type { DescribedImage } from '../render/index';
import type { BoardsMode, GameRecord, ThreadNotes } from '../store/index';
import { mentionOnly, type BotContext } from './context';
import { edit, send } from './channel-posts';
import { isUnknownMessage } from './discord-errors';
import { lastMoveLines } from './last-move';
import {
  awaitedPings,
  deadlineLine,
  postOwner,
  postPayload,
  statusLines,
  withLastLines,
} from './post-message';
import { button, buttonRows } from './panel/components';
import { headerLine } from './text';
import { endLines } from './end-lines';

/** The live board's owner in the record's `post` (every-move posts are owned by a decision's key). */
export const LIVE = 'live';

/** The argument on the button of a line that pings (Act; at the end, the phone board): a restart tells that line apart by it. */
export const PING_ARG = 'ping';

/** What a new message on its way is (the record's `sending.owner`), for post-reconcile.ts. */
export type LiveSending =
  | { kind: 'board'; announces: string | null }
  | { kind: 'ping'; key: string }
  | { kind: 'round'; round: number };

/** `live`, `live:<key>` (the live board that announces a decision), `ping:<key>`, `round:<n>`. */
export function liveSending(owner: string): LiveSending | null {
  if (owner === LIVE) return { kind: 'board', announces: null };
  if (owner.startsWith(`${LIVE}:`)) return { kind: 'board', announces: owner.slice(LIVE.length + 1) };
  if (owner.startsWith('ping:')) return { kind: 'ping', key: owner.slice('ping:'.length) };
  const round = /^round:(\d+)$/.exec(owner);
  return round ? { kind: 'round', round: Number(round[1]) } : null;
}

/** How the server's game threads show the board (`/kogge server boards`); unset: live. */
export async function boardsMode(ctx: BotContext, guildId: string): Promise<BoardsMode> {
  // Every-move stays the default until the whole e2e suite runs under the live board (issue 38).
  return (await ctx.serverSettings.get(guildId)).boards ?? 'every-move';
}

/**
 * The newest message a publication noted in the thread (the post, the last line or round's
 * board, the lobby): a restart looks for an unnoted one after it. Discord hands out the oldest
 * messages after an id first, so it must be the newest, not the long-standing live board.
 */
export function anchorOf(record: GameRecord): string | null {
  const { post, thread, lobby } = record.messages;
  const ids = [post?.messageId, thread?.last, lobby ?? undefined].filter((id): id is string => !!id);
  return ids.reduce<string | null>(
    (newest, id) => (newest === null || BigInt(id) > BigInt(newest) ? id : newest),
    null,
  );
}

/**
 * The live board brought up to the record, the round's board kept, the decision announced.
 * A finished game's live board becomes its final post (the result, the chart, the replay) and
 * a short line under it says the game is over.
 */
export async function publishLive(
  ctx: BotContext,
  record: GameRecord,
  image: DescribedImage,
  chart: DescribedImage | null,
): Promise<GameRecord> {
  const state = record.state as GameState;
  let current = await showLiveBoard(ctx, record, image, chart);
  if (state.phase.kind !== 'ended') current = await keepRound(ctx, current, image);
  current = await announce(ctx, current);
  await ctx.store.notePosted(record.id, state.version);
  return current;
}

/** The live board edited, or posted where there is none (the first, one deleted, a server switched). */
async function showLiveBoard(
  ctx: BotContext,
  record: GameRecord,
  image: DescribedImage,
  chart: DescribedImage | null,
): Promise<GameRecord> {
  const state = record.state as GameState;
  const post = record.messages.post;
  if (post?.owner === LIVE) {
    try {
      // Mentions, never a ping: an edit notifies no one (see the top of this file).
      await edit(ctx, record.channelId, post.messageId, {
        ...postPayload(record, image, chart),
        attachments: [],
      });
      return record;
    } catch (error) {
      if (!isUnknownMessage(error)) throw error;
      ctx.logger.info({ game: record.id }, 'live board gone: posting it again');
    }
  }
  // A new message pings: it announces the decision unless the thread was told of it already.
  const { key } = postOwner(state);
  const thread = record.messages.thread ?? {};
  const announces = thread.announced !== key;
  const announced = await ctx.store.notePost(record, {
    post,
    shown: record.messages.shown,
    sending: { owner: announces ? `${LIVE}:${key}` : LIVE, after: anchorOf(record) },
    thread,
  });
  const message = await send(
    ctx,
    record.channelId,
    postPayload(record, image, chart, announces ? undefined : []),
  );
  return ctx.store.notePost(announced, {
    post: { messageId: message.id, owner: LIVE },
    shown: state.version,
    thread: { ...thread, last: message.id, ...(announces ? { announced: key } : {}) },
  });
}

/** Once a round (from the second: the first is the live board's own start), its board for the record. */
async function keepRound(ctx: BotContext, record: GameRecord, image: DescribedImage): Promise<GameRecord> {
  const state = record.state as GameState;
  const thread = record.messages.thread ?? {};
  if (state.round < 2 || (thread.kept ?? 0) >= state.round) return record;
  const { post, shown } = record.messages;
  const announced = await ctx.store.notePost(record, {
    post,
    shown,
    sending: { owner: `round:${state.round}`, after: anchorOf(record) },
    thread,
  });
  const message = await send(ctx, record.channelId, keptPayload(record, image));
  return ctx.store.notePost(announced, {
    post,
    shown,
    thread: { ...thread, kept: state.round, last: message.id },
  });
}

/**
 * A new line for a decision that passed on, and for the game's end; a decision no person makes
 * is noted, not said.
 */
async function announce(ctx: BotContext, record: GameRecord): Promise<GameRecord> {
  const state = record.state as GameState;
  const { key } = postOwner(state);
  const thread = record.messages.thread ?? {};
  if (thread.announced === key) return record;
  const { post, shown } = record.messages;
  const noted = (more: ThreadNotes) => ({ post, shown, thread: { ...thread, ...more, announced: key } });
  const ended = state.phase.kind === 'ended';
  const pings = awaitedPings(record);
  // Computer players decide at once: a line for them would only push the people's lines up.
  if (pings.length === 0 && !ended) return ctx.store.notePost(record, noted({}));
  const announced = await ctx.store.notePost(record, {
    post,
    shown,
    sending: { owner: `ping:${key}`, after: anchorOf(record) },
    thread,
  });
  const message = await send(ctx, record.channelId, ended ? endPayload(record) : pingPayload(record, pings));
  return ctx.store.notePost(announced, noted({ last: message.id }));
}

/** Where the live board is, as a link Discord opens in place. */
function liveLink(record: GameRecord): string | null {
  const post = record.messages.post;
  return post?.owner === LIVE ? messageLink(record.channelId, post.messageId, record.guildId) : null;
}

function linkLines(record: GameRecord): string[] {
  const link = liveLink(record);
  return link ? [t('post.liveBoard', { link }, record.locale)] : [];
}

/** The line that pings: the round, who is awaited for what, the deadline, the last move, the link. */
export function pingPayload(record: GameRecord, pings: readonly string[]) {
  const state = record.state as GameState;
  const locale = record.locale;
  const lines = [
    headerLine(state, locale),
    ...statusLines(record, publicView(state)),
    ...deadlineLine(record),
  ];
  const act = button(
    { gameId: record.id, version: state.version },
    t('button.act', {}, locale),
    'act',
    [PING_ARG],
    ButtonStyle.Primary,
  );
  return {
    content: withLastLines(lines, [...lastMoveLines(state, locale), ...linkLines(record)]),
    components: buttonRows([act]),
    allowedMentions: mentionOnly(pings),
  };
}

/** The game's end under its live board: who won, and where the final board is; no ping. */
export function endPayload(record: GameRecord) {
  const state = record.state as GameState;
  const phone = button(
    { gameId: record.id, version: state.version },
    t('button.phoneBoard', {}, record.locale),
    'phone',
    [PING_ARG],
  );
  return {
    content: [...endLines(record, state, publicView(state)).slice(0, 1), ...linkLines(record)].join('\n'),
    components: buttonRows([phone]),
    allowedMentions: mentionOnly(),
  };
}

/** The round's board kept for the record: the image and its header, no button, no ping. */
export function keptPayload(record: GameRecord, image: DescribedImage) {
  const state = record.state as GameState;
  const locale = record.locale;
  const lines = [t('post.kept', { header: headerLine(state, locale) }, locale), ...linkLines(record)];
  return {
    content: lines.join('\n'),
    files: [new AttachmentBuilder(image.data, { name: image.fileName, description: image.description })],
    components: [],
    allowedMentions: mentionOnly(),
  };
}
