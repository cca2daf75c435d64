// The seed's schema (see seed.ts), apart so that what only plays the rules loads no zod.
import { z } from 'zod';
import { CRYPTO_SEED, type Seed } from './seed';

export const SeedSchema: z.ZodType<Seed> = z.union([
  z.string().regex(CRYPTO_SEED, { message: 'a seed is 64 lower-case hex digits (256 bits)' }),
  z.number().int(),
]);
