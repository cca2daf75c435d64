// The notices a game record keeps owing its thread (trade offers, take-back requests, public
// lines): sent after the save that causes them, dropped once sent (bot/offer-outbox.ts). A part
// of game-record.ts's schema, in a file of its own.
import { z } from 'zod';

/** Most offer notices one record keeps waiting; a publication sends them all. */
export const PENDING_NOTICES = 64;

/** A seat of the game: 0 to 3. */
const SeatIndex = z.number().int().min(0).max(3);

/**
 * A notice owed to the thread (bot/offer-outbox.ts): a trade offer's, a take-back request or
 * a public line, saved with the action that causes it, sent afterwards and then dropped, so
 * a kill in between leaves it for start-up to send. An offer's goods are secret and never kept here: only who
 * offered whom.
 */
export const OfferNoticeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('open'), offer: z.number().int().min(0), from: SeatIndex, to: SeatIndex }),
  z.object({
    kind: z.literal('closed'),
    offer: z.number().int().min(0),
    from: SeatIndex,
    to: SeatIndex,
    how: z.enum(['tradeAccepted', 'tradeDeclined', 'tradeWithdrawn', 'tradeCancelled']),
  }),
  /** A public line the thread is owed, in the game's language (a missed deadline, K-80). */
  z.object({ kind: z.literal('line'), content: z.string().min(1).max(2000) }),
  /**
   * A take-back request (bot/take-back-notice.ts): the seat asking, the state version it was
   * asked at (it stands only while the state is there) and the seats whose answer it awaits.
   */
  z.object({
    kind: z.literal('takeBack'),
    version: z.number().int().min(0),
    asker: SeatIndex,
    awaited: z.array(SeatIndex).min(1).max(3),
  }),
]);
export type OfferNotice = z.infer<typeof OfferNoticeSchema>;
