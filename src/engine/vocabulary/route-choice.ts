// K-30: which of a cog's two routes a sail takes, or the secret one; an event tells it too.
import { z } from 'zod';

export const RouteChoiceSchema = z.union([z.literal(0), z.literal(1), z.literal('secret')]);
export type RouteChoice = z.infer<typeof RouteChoiceSchema>;
