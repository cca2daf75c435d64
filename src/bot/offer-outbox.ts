// Issue 28: a trade offer's notice (offer-notices.ts) is owed by the action that opens or
// answers the offer, and the engine's events that say so are not stored. So the notices owed
// are saved with that action, in the record's outbox (`messages.notices`), and a publication
// sends them and then drops them: a kill between the save and the send leaves them for the
// next publication, which start-up repair asks for (repair.ts).
import type { GameEvent } from '../engine/index';
import { PENDING_NOTICES, seatLevels, type GameRecord, type OfferNotice } from '../store/index';
import type { BotContext } from './context';
import { loadRecord, RecordConflict, saveRecord } from './records';

const CLOSING = new Set(['tradeAccepted', 'tradeDeclined', 'tradeWithdrawn', 'tradeCancelled']);

/** The notices the events owe the thread, in their order. */
export function noticesOf(record: GameRecord, events: readonly GameEvent[]): OfferNotice[] {
  const levels = seatLevels(record.seats);
  return events.flatMap(({ event }): OfferNotice[] => {
    // A computer player answers an offer itself: nobody to ping, no notice to close later.
    if (event.type === 'tradeOffered')
      return levels[event.to] ? [] : [{ kind: 'open', offer: event.offer, from: event.from, to: event.to }];
    if (CLOSING.has(event.type) && 'offer' in event)
      return [
        {
          kind: 'closed',
          offer: event.offer,
          from: event.from,
          to: event.to,
          how: event.type as Extract<OfferNotice, { kind: 'closed' }>['how'],
        },
      ];
    return [];
  });
}

/** The record's messages with the lines and the events' notices queued after those still waiting. */
export function withNotices(
  record: GameRecord,
  events: readonly GameEvent[],
  lines: readonly string[] = [],
): GameRecord['messages'] {
  const said = lines.map((content): OfferNotice => ({ kind: 'line', content }));
  return owing(record, [...said, ...noticesOf(record, events)]);
}

/** The record's messages with `more` notices queued after those still waiting. */
export function owing(record: GameRecord, more: readonly OfferNotice[]): GameRecord['messages'] {
  const owed = [...(record.messages.notices ?? []), ...more];
  // More than a publication could ever lag by: the oldest are the ones least worth saying.
  const notices = owed.slice(-PENDING_NOTICES);
  return { ...record.messages, notices: notices.length > 0 ? notices : undefined };
}

/**
 * Marks the first `sent` notices done (only a publication drops notices, one per game at a
 * time, and saves only append, so they are still the first) and keeps the open notices' ids.
 */
export function noteNoticesSent(
  ctx: BotContext,
  record: GameRecord,
  sent: number,
  offers: Record<string, string>,
): Promise<GameRecord> {
  return ctx.queue.run(record.id, async () => {
    const latest = await loadRecord(ctx, record.id);
    const base = latest.ok ? latest.value : record;
    const rest = (base.messages.notices ?? []).slice(sent);
    const saved = await saveRecord(ctx, {
      ...base,
      messages: { ...base.messages, offers, notices: rest.length > 0 ? rest : undefined },
    });
    // Loaded just now in the queue: only another process can have saved since, and no one is
    // here to answer, so the publication's catch logs it and the notice stays owed.
    if (!saved.ok) throw new RecordConflict(record.id);
    return saved.value;
  });
}
