// Where the local table listens, and where it keeps its files. Loopback only: the page lets
// anyone act as any player, so it must never be reachable from another machine.
import { z } from 'zod';
import { t } from '../i18n/index';

const LOOPBACK = ['127.0.0.1', '::1', 'localhost'] as const;

const TableEnvSchema = z.object({
  LOCAL_TABLE_HOST: z.enum(LOOPBACK, { message: t('config.expect.loopback') }).default('127.0.0.1'),
  LOCAL_TABLE_PORT: z.coerce
    .number({ message: t('config.expect.port') })
    .int({ message: t('config.expect.port') })
    .min(0, { message: t('config.expect.port') })
    .max(65_535, { message: t('config.expect.port') })
    .default(3000),
  // Issue 38: the data folder (the server's history, the bot's SQLite file, the lock).
  LOCAL_TABLE_DATA: z.string().trim().min(1).default('data'),
});
type TableVariable = keyof z.input<typeof TableEnvSchema>;
export type TableEnv = z.infer<typeof TableEnvSchema>;

export function loadTableEnv(env: NodeJS.ProcessEnv = process.env): TableEnv {
  const parsed = TableEnvSchema.safeParse({
    LOCAL_TABLE_HOST: env.LOCAL_TABLE_HOST || undefined,
    LOCAL_TABLE_PORT: env.LOCAL_TABLE_PORT || undefined,
    LOCAL_TABLE_DATA: env.LOCAL_TABLE_DATA?.trim() || undefined,
  });
  if (!parsed.success) {
    // Issue 24: what was typed, said back, and what was wanted; not zod's "received NaN".
    const issue = parsed.error.issues[0];
    const variable = String(issue.path[0]) as TableVariable;
    throw new Error(
      t('config.invalid.typed', { variable, typed: env[variable] ?? '', reason: issue.message }),
    );
  }
  return parsed.data;
}
