// The generator state's schema (see random.ts), apart so that what only plays the rules loads no zod.
import { z } from 'zod';
import type { RngState } from './random';
import { CRYPTO_SEED } from './seed';

export const RngStateSchema: z.ZodType<RngState> = z.union([
  /** xoroshiro128+ (games stored before issue 21, and the computer players' own samples). */
  z.array(z.number()),
  /** ChaCha20: its key (the game's seed) and the position of the next 32-bit word. */
  z.object({ key: z.string().regex(CRYPTO_SEED), at: z.number().int().min(0) }),
]);
