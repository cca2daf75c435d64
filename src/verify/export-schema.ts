// The exported record of a finished game (`/kogge game export`, read by `/kogge game verify` and
// `npm run verify`): a versioned JSON document, checked with zod when read. Everything in it
// was public or is revealed once the game is over; a running game is never exported.
import { z } from 'zod';
import { ActionSchema, CRYPTO_SEED, SeedSchema } from '../engine/index';
import { GeneratorSchema, SeatLevelSchema } from '../store/game-record';
import { RULE_NAMES } from './game';
import { SignatureSchema } from './signature';
import { STEP_HASH } from './step-hash';

/** Bump it when a field changes meaning; a reader refuses other versions by name. */
export const EXPORT_VERSION = 1;
export const EXPORT_FORMAT = 'kogge-game-record';

export const ExportedSeatSchema = z.object({
  /** A Discord user's id, or `computer-N` for a computer player's seat (N: the seat, from 1). */
  id: z.string().min(1),
  name: z.string().min(1).max(100),
  /** The computer player's level, for a computer player's seat. */
  computer: SeatLevelSchema.optional(),
  /**
   * Issue 38: a person's seat a computer player played for part of the game (handed over, or
   * by a league's missed-deadline rule): how many of the seat's actions it made, of how many.
   */
  computerPlayed: z
    .object({ decisions: z.number().int().min(0), of: z.number().int().min(0) })
    .strict()
    .optional(),
});

export const ExportedScoreSchema = z.object({
  /** The seat, from 0. */
  player: z.number().int().min(0).max(3),
  vp: z.number().int().min(0),
  dp: z.number().int().min(0),
});

export const GameExportSchema = z.object({
  format: z.literal(EXPORT_FORMAT),
  exportVersion: z.literal(EXPORT_VERSION),
  /** The game's id, as in its posts. */
  game: z.string().regex(/^[a-z0-9]{1,16}$/),
  /** The options the game was opened with. */
  holdings: z.enum(['open', 'hidden']),
  rules: z.array(z.enum(RULE_NAMES)),
  /** In seat order (K-81). */
  seats: z.array(ExportedSeatSchema).min(2).max(4),
  /** chacha20 for a 64-hex-digit seed; xoroshiro128+ for a game of before issue 21. */
  generator: GeneratorSchema,
  /** Revealed at the end of the game. */
  seed: SeedSchema,
  /** SHA-256 over the seed and the game, as posted when the game started (verify/commitment.ts). */
  commitment: z.string().regex(CRYPTO_SEED),
  /** Every action, in the order the engine accepted them. */
  actions: z.array(ActionSchema),
  /** After each action: the first 16 hex digits of SHA-256 of the game state (verify/step-hash.ts). */
  steps: z.array(z.string().regex(STEP_HASH)),
  /** The final scores, best first, and the winners' seats. */
  results: z.object({
    winners: z.array(z.number().int().min(0).max(3)),
    scores: z.array(ExportedScoreSchema),
  }),
  /**
   * The exporting bot's Ed25519 signature over every other member (verify/signature.ts);
   * absent in records of before issue 42, which check out as unsigned.
   */
  signature: SignatureSchema.optional(),
});
export type GameExport = z.infer<typeof GameExportSchema>;
