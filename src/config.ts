// Environment configuration, checked with zod once at start-up (see .env.example).
import { existsSync } from 'node:fs';
import { z } from 'zod';

const EnvSchema = z.object({
  DISCORD_TOKEN: z.string().trim().min(1).optional(),
  SIM_GAMES: z.coerce.number().int().min(1).max(100_000).default(200),
  SIM_PLAYERS: z.coerce.number().int().min(2).max(4).default(4),
  SIM_SEED: z.coerce.number().int().default(1),
});
export type Config = z.infer<typeof EnvSchema>;

/** Reads `.env` into process.env when there is one; real environment variables win. */
export function loadDotEnv(path = '.env'): void {
  if (existsSync(path)) process.loadEnvFile(path);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse({ ...env, DISCORD_TOKEN: env.DISCORD_TOKEN || undefined });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  return parsed.data;
}
