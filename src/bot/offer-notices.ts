// K-46: the public notices of trades between players. An offer to a person is announced in a
// new message that pings them (a mention by edit never pings), with an Act button; once the
// offer is answered (accepted, declined, withdrawn or cancelled) that notice is edited to say
// so and loses its button, so the thread never shows an open offer that is gone. The notices'
// message ids are kept in the record (`messages.offers`, by offer id) so that a notice can be
// found again after a restart. The notices owed come from the record's outbox, saved with the
// action that owes them (offer-outbox.ts), never from the events of one process's memory;
// the outbox also carries the thread's lines and take-back requests (take-back-notice.ts).
import { ButtonStyle } from 'discord.js';
import type { GameState } from '../engine/index';
import { t } from '../i18n/index';
import type { GameRecord, OfferNotice } from '../store/index';
import { mentionOnly, type BotContext } from './context';
import { isUnknownMessage } from './discord-errors';
import { button, buttonRows } from './panel/components';
import { edit, send } from './channel-posts';
import { nameText } from './name-text';
import { noteNoticesSent } from './offer-outbox';
import { sendRequest } from './take-back-notice';

type Offers = Record<string, string>;
type Closed = Extract<OfferNotice, { kind: 'closed' }>;

const CLOSED = {
  tradeAccepted: 'post.offer.accepted',
  tradeDeclined: 'post.offer.declined',
  tradeWithdrawn: 'post.offer.withdrawn',
  tradeCancelled: 'post.offer.cancelled',
} as const;

/**
 * Sends the record's owed notices in order, marked done batch by batch: a batch is the first
 * owed notice and the answered offers' edits right after it, marked in one save. A kill can
 * then fall between a batch's sends and its mark only, which start-up repair settles
 * (offer-notice-repair.ts): it looks for the first owed notice in the thread, and an edit is
 * the same done twice. A new message (an offer, a line, a take-back request) is never batched
 * after another one: repair would not look for the second, and its ping would go out twice.
 */
export async function sendOfferNotices(ctx: BotContext, owing: GameRecord): Promise<GameRecord> {
  let record = owing;
  for (let owed = record.messages.notices ?? []; owed.length > 0; owed = record.messages.notices ?? []) {
    const batch = owed.slice(0, batchLength(owed));
    let offers: Offers = { ...(record.messages.offers ?? {}) };
    for (const notice of batch) offers = await sendOne(ctx, record, offers, notice);
    record = await noteNoticesSent(ctx, record, batch.length, offers);
  }
  return record;
}

/**
 * How many owed notices go out before one mark: the first, then the edits after it, but not
 * the edit of the offer the first one opens (repair finds that notice by its open text).
 */
export function batchLength(owed: readonly OfferNotice[]): number {
  const [first] = owed;
  if (!first) return 0;
  const opened = first.kind === 'open' ? first.offer : null;
  let n = 1;
  while (n < owed.length) {
    const next = owed[n];
    if (next?.kind !== 'closed' || next.offer === opened) break;
    n += 1;
  }
  return n;
}

/** Sends or edits one notice; returns the open notices' ids (`offers` before it) after it. */
async function sendOne(
  ctx: BotContext,
  record: GameRecord,
  offers: Offers,
  notice: OfferNotice,
): Promise<Offers> {
  const state = record.state as GameState;
  if (notice.kind === 'line') {
    await send(ctx, record.channelId, { content: notice.content, allowedMentions: mentionOnly() });
    return offers;
  }
  if (notice.kind === 'takeBack') {
    await sendRequest(ctx, record, notice);
    return offers;
  }
  const key = String(notice.offer);
  if (notice.kind === 'open') return { ...offers, [key]: await postNotice(ctx, record, state, notice) };
  const messageId = offers[key];
  if (messageId === undefined) return offers;
  await closeNotice(ctx, record, state, messageId, notice);
  return Object.fromEntries(Object.entries(offers).filter(([id]) => id !== key));
}

/** The open notice's text: it pings the person offered to (repair looks for this very text). */
export function openNoticeText(record: GameRecord, notice: { from: number; to: number }): string {
  const state = record.state as GameState;
  return t(
    'post.offer',
    { to: `<@${state.players[notice.to].id}>`, from: nameText(state.players[notice.from].name) },
    record.locale,
  );
}

async function postNotice(
  ctx: BotContext,
  record: GameRecord,
  state: GameState,
  notice: { from: number; to: number },
): Promise<string> {
  const src = { gameId: record.id, version: state.version };
  const act = button(src, t('button.act', {}, record.locale), 'act', [], ButtonStyle.Primary);
  const message = await send(ctx, record.channelId, {
    content: openNoticeText(record, notice),
    components: buttonRows([act]),
    allowedMentions: mentionOnly([state.players[notice.to].id]),
  });
  return message.id;
}

/** The notice says how the offer ended, names only (an edit pings no one), and no button. */
async function closeNotice(
  ctx: BotContext,
  record: GameRecord,
  state: GameState,
  messageId: string,
  notice: Closed,
): Promise<void> {
  const content = t(
    CLOSED[notice.how],
    { from: nameText(state.players[notice.from].name), to: nameText(state.players[notice.to].name) },
    record.locale,
  );
  try {
    await edit(ctx, record.channelId, messageId, { content, components: [], allowedMentions: mentionOnly() });
  } catch (error) {
    // Someone deleted the notice: nothing left to correct.
    if (!isUnknownMessage(error)) throw error;
  }
}
