// K-46: the public notices of trades between players. An offer to a person is announced in a
// new message that pings them (a mention by edit never pings), with an Act button; once the
// offer is answered (accepted, declined, withdrawn or cancelled) that notice is edited to say
// so and loses its button, so the thread never shows an open offer that is gone. The notices'
// message ids are kept in the record (`messages.offers`, by offer id) so that a notice can be
// found again after a restart.
import { ButtonStyle } from 'discord.js';
import type { GameEvent, GameState } from '../engine/index';
import { t } from '../i18n/index';
import { seatLevels, type GameRecord } from '../store/index';
import { mentionOnly, type BotContext } from './context';
import { isUnknownMessage } from './discord-errors';
import { button, buttonRows } from './panel/components';
import { edit, send } from './channel-posts';
import { nameText } from './name-text';

type Offers = Record<string, string>;

const CLOSED = {
  tradeAccepted: 'post.offer.accepted',
  tradeDeclined: 'post.offer.declined',
  tradeWithdrawn: 'post.offer.withdrawn',
  tradeCancelled: 'post.offer.cancelled',
} as const;

/**
 * Posts a notice for each new offer to a person and edits the notice of each answered one.
 * Returns the notices still open when they changed (to be saved in the record), else null.
 */
export async function updateOfferNotices(
  ctx: BotContext,
  record: GameRecord,
  events: GameEvent[],
): Promise<Offers | null> {
  const state = record.state as GameState;
  let offers: Offers = { ...(record.messages.offers ?? {}) };
  let changed = false;
  for (const { event } of events) {
    if (event.type === 'tradeOffered') {
      // A computer player answers an offer itself: nobody to ping.
      if (seatLevels(record.seats)[event.to]) continue;
      offers[String(event.offer)] = await postNotice(ctx, record, state, event.from, event.to);
      changed = true;
    } else if (event.type in CLOSED) {
      const closing = event as Extract<GameEvent['event'], { type: keyof typeof CLOSED }>;
      const messageId = offers[String(closing.offer)];
      if (messageId === undefined) continue;
      offers = Object.fromEntries(Object.entries(offers).filter(([id]) => id !== String(closing.offer)));
      changed = true;
      await closeNotice(ctx, record, state, messageId, closing);
    }
  }
  return changed ? offers : null;
}

async function postNotice(
  ctx: BotContext,
  record: GameRecord,
  state: GameState,
  from: number,
  to: number,
): Promise<string> {
  const person = state.players[to];
  const content = t(
    'post.offer',
    { to: `<@${person.id}>`, from: nameText(state.players[from].name) },
    record.locale,
  );
  const src = { gameId: record.id, version: state.version };
  const act = button(src, t('button.act', {}, record.locale), 'act', [], ButtonStyle.Primary);
  const message = await send(ctx, record.channelId, {
    content,
    components: buttonRows([act]),
    allowedMentions: mentionOnly([person.id]),
  });
  return message.id;
}

/** The notice says how the offer ended, names only (an edit pings no one), and no button. */
async function closeNotice(
  ctx: BotContext,
  record: GameRecord,
  state: GameState,
  messageId: string,
  event: Extract<GameEvent['event'], { type: keyof typeof CLOSED }>,
): Promise<void> {
  const content = t(
    CLOSED[event.type],
    { from: nameText(state.players[event.from].name), to: nameText(state.players[event.to].name) },
    record.locale,
  );
  try {
    await edit(ctx, record.channelId, messageId, { content, components: [], allowedMentions: mentionOnly() });
  } catch (error) {
    // Someone deleted the notice: nothing left to correct.
    if (!isUnknownMessage(error)) throw error;
  }
}
