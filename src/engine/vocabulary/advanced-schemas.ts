// The advanced rules' additions to the stored state and to the actions (K-70 … K-73). Kept
// apart from state.ts and actions.ts, which take them in with one line each, and built only
// on zod and the vocabulary so that neither file imports the other through here.
import { z } from 'zod';
import { GOODS } from './constants';

const player = z.number().int().min(0).max(3);
const city = z.number().int().min(0).max(8);
const marker = z.number().int().min(0).max(8);
const count = z.number().int().min(0);
const square = z.union([z.literal(0), z.literal(1)]);
const goods = z.object({ ore: count, fur: count, amber: count, salt: count });

/** K-73.4, N-80: after the start offices, each player in the first order may swap one marker. */
export const StartSwapPhaseSchema = z.object({
  kind: z.literal('startSwap'),
  /** Index into `order` of the player whose swap is awaited. */
  next: count,
});

/** K-70, N-71: the guild master's city is taxed; these owners still owe their good. */
export const TaxesPhaseSchema = z.object({
  kind: z.literal('taxes'),
  city,
  owing: z.array(player),
});

/** K-72: a conflict after the active player's turn. */
export const ConflictSchema = z.object({
  /** The player whose turn just ended. */
  active: player,
  city,
  stage: z.enum(['challenge', 'bids', 'demand', 'push']),
  /** K-72.3, K-72.4, N-76: who may still challenge, the one asked now first. */
  asking: z.array(player),
  challenger: player.nullable(),
  defender: player.nullable(),
  /**
   * N-77: the challenger's and the defender's bids, high first; null until chosen. The markers
   * have left the hands and lie here, face down, until the exchange (K-72.9).
   */
  bids: z.tuple([z.array(marker).nullable(), z.array(marker).nullable()]),
  winner: player.nullable(),
});
export type Conflict = z.infer<typeof ConflictSchema>;

export const ConflictPhaseSchema = z.object({
  kind: z.literal('conflict'),
  /** The ended turn's index in `order`: the next turn is index + 1. */
  index: count,
  conflict: ConflictSchema,
});

/** K-71, N-73: an offer to another player's office names the office by city and slot. */
export const OfficeRefSchema = z.object({ city, slot: square });
export type OfficeRef = z.infer<typeof OfficeRefSchema>;

const payment = z.union([z.object({ good: z.enum(GOODS) }).strict(), z.object({ marker }).strict()]);

/** The advanced rules' actions; each names the player taking it. */
export const ADVANCED_ACTION_SCHEMAS = [
  /** K-73.4: swap one start-city marker for one of the player's own, or keep both (null). */
  z.object({
    type: z.literal('startSwap'),
    player,
    swap: z.object({ square, marker }).nullable(),
  }),
  /** K-70.2: the good this cog pays in tax. */
  z.object({ type: z.literal('payTax'), player, good: z.enum(GOODS) }),
  /** K-73.8: one good or marker to look at both markers of the cog's city. */
  z.object({ type: z.literal('lookAtRoutes'), player, payment: z.array(payment).max(2) }),
  /** K-72.3, K-72.4: challenge a cog in the city (the active player) or the active player (others). */
  z.object({ type: z.literal('challenge'), player, opponent: player }),
  z.object({ type: z.literal('declineConflict'), player }),
  /** K-72.6: a secret bid; the empty bid is allowed. */
  z.object({ type: z.literal('conflictBid'), player, markers: z.array(marker).max(90) }),
  /** K-72.10: up to three goods named by the winner. */
  z.object({ type: z.literal('demandGoods'), player, goods }),
  /** K-72.11: one step along a route of the loser's city, or none. */
  z.object({ type: z.literal('pushLoser'), player, square: square.nullable() }),
] as const;
