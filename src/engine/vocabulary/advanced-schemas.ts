// The advanced rules' additions to the stored state (K-70 … K-73), and the office an offer names
// (K-71). Kept apart from state.ts, which takes them in with one line each, and built only on
// zod so that state.ts and actions.ts do not import each other through here. Their actions'
// shapes are in their rules (rules/<rule>.ts).
import { z } from 'zod';

const player = z.number().int().min(0).max(3);
const city = z.number().int().min(0).max(8);
const marker = z.number().int().min(0).max(8);
const count = z.number().int().min(0);
const square = z.union([z.literal(0), z.literal(1)]);

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
