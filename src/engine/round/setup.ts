// A new game from outside input (a slash command's, a stored record's): checked with zod, then
// created by create-game.ts.
import { z } from 'zod';
import { SeedSchema } from '../vocabulary/seed-schema';
import { refusal } from '../vocabulary/errors';
import { GameOptionsSchema } from '../vocabulary/state';
import { createGame, type NewGameResult } from './create-game';

const NewPlayerSchema = z.object({ id: z.string().min(1), name: z.string().min(1) });

/** What a new game needs: checked with zod, since the bot feeds it a slash command's input. */
export const NewGameSchema = z.object({
  /** 64 hex digits keying ChaCha20; a whole number replays a game stored before issue 21. */
  seed: SeedSchema,
  /** In seat order, which is the order they joined (K-81). */
  players: z.array(NewPlayerSchema).refine((seats) => new Set(seats.map((p) => p.id)).size === seats.length, {
    message: 'two seats have the same player id',
  }),
  options: GameOptionsSchema.partial().strict().optional(),
});
export type NewGame = z.infer<typeof NewGameSchema>;
export type { NewPlayer, NewGameResult } from './create-game';

/** A new game, or a typed refusal of the spec; never throws on bad input. */
export function newGame(input: unknown): NewGameResult {
  const parsed = NewGameSchema.safeParse(input);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    return { ok: false, error: refusal('MALFORMED_GAME', { issues }) };
  }
  return createGame(parsed.data);
}
