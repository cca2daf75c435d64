// How a league turns a game's placings into league points.
import { z } from 'zod';

export const PointsSchemeSchema = z.discriminatedUnion('kind', [
  z.object({
    /** Points for 1st, 2nd, 3rd, 4th place (e.g. 4-2-1-0); players sharing places split them. */
    kind: z.literal('byPlace'),
    points: z.array(z.number().int().min(0).max(100)).length(4),
  }),
  z.object({
    /** 100 points shared in proportion to the VP each player ended with. */
    kind: z.literal('vpShare'),
  }),
]);
export type PointsScheme = z.infer<typeof PointsSchemeSchema>;

export const DEFAULT_POINTS: PointsScheme = { kind: 'byPlace', points: [4, 2, 1, 0] };
