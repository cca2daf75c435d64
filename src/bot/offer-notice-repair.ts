// Issue 28: an offer's notice is marked done right after it is sent (offer-notices.ts; only
// answered offers' edits share its mark, issue 22), so a kill can leave at most the first owed
// notice sent but unmarked. At start-up that notice is
// looked for in the thread before the publication sends what is owed: the bot's own message
// after the game's post with the notice's very text (an offer's names the person it pings).
// Found, it is adopted, so the ping is said once; an answered offer's notice is then edited
// by the owed close that follows, losing its Act button. A line said twice in a row (the
// same player missing two deadlines while the same post stands) may be taken for the one
// owed: the thread then hears it once, never twice. A take-back request is found by its
// buttons instead (take-back-notice.ts), and loses them if it no longer stands.
import type { Message } from 'discord.js';
import type { GameRecord } from '../store/index';
import type { BotContext } from './context';
import { gameChannel } from './channel-posts';
import { openNoticeText } from './offer-notices';
import { noteNoticesSent } from './offer-outbox';
import { closeRequest, isRequest, stillStands, type TakeBackNotice } from './take-back-notice';
import { anchorOf } from './live-board';

/** Discord's most per fetch; a thread hears little after its game's last post. */
const LOOK_BACK = 100;

/** Adopts the first owed notice if it was sent before a kill; returns the record as saved. */
export async function adoptSentNotice(ctx: BotContext, record: GameRecord): Promise<GameRecord> {
  const first = record.messages.notices?.[0];
  // An edit (an answered offer) is the same done twice: nothing to look for.
  if (!first || first.kind === 'closed') return record;
  if (first.kind === 'takeBack') return adoptSentRequest(ctx, record, first);
  const text = first.kind === 'open' ? openNoticeText(record, first) : first.content;
  const found = await sentNotice(ctx, record, (m) => m.content === text);
  if (!found) return record;
  ctx.logger.info({ game: record.id, kind: first.kind }, 'sent notice adopted');
  const offers = record.messages.offers ?? {};
  const noted = first.kind === 'open' ? { ...offers, [String(first.offer)]: found.id } : offers;
  return noteNoticesSent(ctx, record, 1, noted);
}

/**
 * A take-back request sent before a kill is adopted the same way, found by its buttons (they
 * name the game and the version asked at); if it no longer stands, its buttons go.
 */
async function adoptSentRequest(
  ctx: BotContext,
  record: GameRecord,
  first: TakeBackNotice,
): Promise<GameRecord> {
  const found = await sentNotice(ctx, record, (m) => isRequest(m, record, first));
  if (!found) return record;
  ctx.logger.info({ game: record.id, kind: first.kind }, 'sent notice adopted');
  if (!stillStands(record, first)) await closeRequest(ctx, record, found.id);
  return noteNoticesSent(ctx, record, 1, record.messages.offers ?? {});
}

async function sentNotice(
  ctx: BotContext,
  record: GameRecord,
  isIt: (message: Message) => boolean,
): Promise<Message | null> {
  const channel = await gameChannel(ctx, record.channelId);
  // After the newest message noted: a live board may stand far up the thread (issue 38).
  const after = anchorOf(record);
  const fetched = await channel.messages.fetch(
    after ? { after, limit: LOOK_BACK, cache: false } : { limit: LOOK_BACK, cache: false },
  );
  // A notice already noted for another offer (the same two players) is not this one.
  const noted = new Set(Object.values(record.messages.offers ?? {}));
  const matches = [...fetched.values()]
    .filter((m) => m.author.id === ctx.client.user?.id && isIt(m) && !noted.has(m.id))
    .sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? 1 : -1));
  return matches[0] ?? null;
}
