// A player's seat and their score at the end: apart from state.ts because the events name
// them too, and the state's log holds the events.
import { z } from 'zod';

export const PlayerIndexSchema = z.number().int().min(0).max(3);

const count = z.number().int().min(0);

export const ScoreSchema = z.object({
  player: PlayerIndexSchema,
  dp: count,
  vp: count,
  offices: count,
  chits: count,
  raidsInHand: count,
  goodsVp: count,
});
export type Score = z.infer<typeof ScoreSchema>;
