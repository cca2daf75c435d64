// Where the local table listens. Loopback only: the page lets anyone act as any player,
// so it must never be reachable from another machine.
import { z } from 'zod';

const LOOPBACK = ['127.0.0.1', '::1', 'localhost'] as const;

const TableEnvSchema = z.object({
  LOCAL_TABLE_HOST: z
    .enum(LOOPBACK, { message: `must be a loopback address (${LOOPBACK.join(', ')})` })
    .default('127.0.0.1'),
  LOCAL_TABLE_PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
});
export type TableEnv = z.infer<typeof TableEnvSchema>;

export function loadTableEnv(env: NodeJS.ProcessEnv = process.env): TableEnv {
  const parsed = TableEnvSchema.safeParse({
    LOCAL_TABLE_HOST: env.LOCAL_TABLE_HOST || undefined,
    LOCAL_TABLE_PORT: env.LOCAL_TABLE_PORT || undefined,
  });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  return parsed.data;
}
