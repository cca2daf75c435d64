// What a running game's `/kogge game export` gives (issue 21): not the record (its action log
// and seed would tell what is still hidden) but what the asker can see now. A player gets their
// own view (everything public, their own holdings and the face-down route markers they placed
// or looked at); anyone else gets the public view, which the thread shows them anyway.
import { z } from 'zod';
import { CRYPTO_SEED } from '../engine/index';
import { ExportedSeatSchema } from './export-schema';
import { RULE_NAMES } from './game';

export const VIEW_EXPORT_FORMAT = 'kogge-game-view';
/** Bump it when a field changes meaning. */
export const VIEW_EXPORT_VERSION = 1;

export const GameViewExportSchema = z.object({
  format: z.literal(VIEW_EXPORT_FORMAT),
  exportVersion: z.literal(VIEW_EXPORT_VERSION),
  game: z.string().regex(/^[a-z0-9]{1,16}$/),
  holdings: z.enum(['open', 'hidden']),
  rules: z.array(z.enum(RULE_NAMES)),
  /** In seat order (K-81). */
  seats: z.array(ExportedSeatSchema).min(2).max(4),
  /** As posted when the game started; the seed itself stays secret until the end. */
  commitment: z.string().regex(CRYPTO_SEED),
  /** The seat whose view this is (from 0), or null for the public view. */
  viewer: z.number().int().min(0).max(3).nullable(),
  /** The engine's PlayerView of that seat, or its PublicView (engine/queries/views.ts), now. */
  view: z.record(z.string(), z.unknown()),
});
export type GameViewExport = z.infer<typeof GameViewExportSchema>;
