// A new post whose id was never noted (the process killed between sending it and saving its
// id, publish.ts) is found again in the thread: the bot's own newest message after the
// previous post that carries the game's id on its buttons and a board image. Adopting it,
// rather than posting the same turn once more, keeps one current post per turn and its ping
// said once.
import type { Message } from 'discord.js';
import type { GameRecord } from '../store/index';
import type { BotContext } from './context';
import { parseComponentId } from './custom-id';
import { gameChannel } from './channel-posts';
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
  const found = await newestPost(ctx, record, sending.after);
  if (!found) return noteMessages(ctx, record, { sending: undefined });
  ctx.logger.info({ game: record.id, version: found.version }, 'unnoted post adopted');
  return noteMessages(ctx, record, {
    post: { messageId: found.message.id, owner: sending.owner },
    shown: found.version,
    sending: undefined,
  });
}

async function newestPost(
  ctx: BotContext,
  record: GameRecord,
  after: string | null,
): Promise<{ message: Message; version: number } | null> {
  const channel = await gameChannel(ctx, record.channelId);
  const fetched = await channel.messages.fetch(
    after ? { after, limit: LOOK_BACK, cache: false } : { limit: LOOK_BACK, cache: false },
  );
  // A board post: a trade offer's notice carries the game's Act button too (offer-notices.ts)
  // and goes out just before the board in the same publication, but shows no board.
  const own = [...fetched.values()]
    .filter((m) => m.author.id === ctx.client.user?.id && carriesGame(m, record.id) && shownVersion(m) >= 0)
    .sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? 1 : -1));
  const message = own[0];
  if (!message) return null;
  return { message, version: shownVersion(message) };
}

function carriesGame(message: Message, gameId: string): boolean {
  return message.components.some((row) =>
    'components' in row
      ? row.components.some((c) => {
          const id = 'customId' in c && typeof c.customId === 'string' ? parseComponentId(c.customId) : null;
          return id?.game === gameId && POST_BUTTONS.has(id.kind);
        })
      : false,
  );
}

/** The state version the post's board shows (-1: none, so it counts as behind). */
export function shownVersion(message: Message): number {
  for (const attachment of message.attachments.values()) {
    const match = BOARD_FILE.exec(attachment.name);
    if (match) return Number(match[1]);
  }
  return -1;
}
