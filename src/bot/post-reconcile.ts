// A new post whose id was never noted (the process killed between sending it and saving its
// id, publish.ts) is found again in the thread: the bot's own newest message after the
// previous post that carries the game's id on its buttons and a board image. Adopting it,
// rather than posting the same turn once more, keeps one current post per turn and its ping
// said once. Issue 38: a live board's thread (live-board.ts) also gets lines that ping and a
// board once a round; each is announced the same way and found by its own mark: a line by the
// `ping` argument on its Act button, a round's board by its image and no button at all.
import type { Message } from 'discord.js';
import type { GameRecord } from '../store/index';
import type { BotContext } from './context';
import { parseComponentId } from './custom-id';
import { gameChannel } from './channel-posts';
import { LIVE, liveSending, PING_ARG } from './live-board';
import { noteMessages } from './note-messages';

/** Kinds of button only a board post carries (the lobby has others). */
const POST_BUTTONS = new Set(['act', 'phone']);
const BOARD_FILE = /^kogge-board-(\d+)\.png$/;
/** Discord's most per fetch; a game posts far fewer while one post is on its way. */
const LOOK_BACK = 100;

/** Settles an unfinished post of `record`; returns the record as saved (unchanged if none). */
export async function reconcileSending(ctx: BotContext, record: GameRecord): Promise<GameRecord> {
  const sending = record.messages.sending;
  if (!sending) return record;
  const live = liveSending(sending.owner);
  const thread = record.messages.thread ?? {};
  if (live?.kind === 'ping' || live?.kind === 'round') {
    const isIt = live.kind === 'ping' ? (m: Message) => isPingLine(m, record.id) : isKeptBoard;
    const found = (await ownAfter(ctx, record, sending.after)).find(isIt);
    if (!found) return noteMessages(ctx, record, { sending: undefined });
    ctx.logger.info({ game: record.id, kind: live.kind }, 'unnoted message adopted');
    const told = live.kind === 'ping' ? { announced: live.key } : { kept: live.round };
    return noteMessages(ctx, record, { sending: undefined, thread: { ...thread, ...told, last: found.id } });
  }
  const found = await newestPost(ctx, record, sending.after);
  if (!found) return noteMessages(ctx, record, { sending: undefined });
  ctx.logger.info({ game: record.id, version: found.version }, 'unnoted post adopted');
  if (live?.kind === 'board') {
    const announced = live.announces === null ? {} : { announced: live.announces };
    return noteMessages(ctx, record, {
      post: { messageId: found.message.id, owner: LIVE },
      shown: found.version,
      sending: undefined,
      thread: { ...thread, ...announced, last: found.message.id },
    });
  }
  return noteMessages(ctx, record, {
    post: { messageId: found.message.id, owner: sending.owner },
    shown: found.version,
    sending: undefined,
  });
}

/** The bot's own messages after `after`, newest first. */
async function ownAfter(ctx: BotContext, record: GameRecord, after: string | null): Promise<Message[]> {
  const channel = await gameChannel(ctx, record.channelId);
  const fetched = await channel.messages.fetch(
    after ? { after, limit: LOOK_BACK, cache: false } : { limit: LOOK_BACK, cache: false },
  );
  return [...fetched.values()]
    .filter((m) => m.author.id === ctx.client.user?.id)
    .sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? 1 : -1));
}

/** A line that pings (live-board.ts): a game's button with the `ping` argument (Act; at the end, the phone board). */
function isPingLine(message: Message, gameId: string): boolean {
  return gameButtons(message, gameId).some((id) => id.args[0] === PING_ARG);
}

/** A round's board kept for the record: a board image and no button. */
function isKeptBoard(message: Message): boolean {
  return message.components.length === 0 && shownVersion(message) >= 0;
}

async function newestPost(
  ctx: BotContext,
  record: GameRecord,
  after: string | null,
): Promise<{ message: Message; version: number } | null> {
  // A board post: a trade offer's notice carries the game's Act button too (offer-notices.ts)
  // and goes out just before the board in the same publication, but shows no board; so does a
  // live board's line that pings.
  const message = (await ownAfter(ctx, record, after)).find(
    (m) => carriesGame(m, record.id) && shownVersion(m) >= 0,
  );
  if (!message) return null;
  return { message, version: shownVersion(message) };
}

/** The ids of the game's buttons on a message. */
function gameButtons(message: Message, gameId: string) {
  return message.components.flatMap((row) =>
    'components' in row
      ? row.components.flatMap((c) => {
          const id = 'customId' in c && typeof c.customId === 'string' ? parseComponentId(c.customId) : null;
          return id?.game === gameId ? [id] : [];
        })
      : [],
  );
}

function carriesGame(message: Message, gameId: string): boolean {
  return gameButtons(message, gameId).some((id) => POST_BUTTONS.has(id.kind));
}

/** The state version the post's board shows (-1: none, so it counts as behind). */
export function shownVersion(message: Message): number {
  for (const attachment of message.attachments.values()) {
    const match = BOARD_FILE.exec(attachment.name);
    if (match) return Number(match[1]);
  }
  return -1;
}
