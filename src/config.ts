// Environment configuration, checked with zod once at start-up (see .env.example). A wrong
// value stops the program with one sentence that names the variable, never a stack trace.
// The sentences come from the catalogue (src/i18n/en-config.ts) in English, the default
// locale: the operator's locale is not known at start-up (no Discord user has spoken yet, and
// the bot reads no system locale), so `t` is called without one.
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { z } from 'zod';
import { t } from './i18n/index';
import { parseTarget, type StoreTarget } from './store/target';

/** A number of shard processes, or Discord's recommendation. */
export type ShardCount = number | 'auto';
/** More processes than this on one machine is a mistake, not a plan (docs/capacity.md). */
export const MAX_SHARDS = 64;

const snowflake = z.string().regex(/^\d{17,20}$/, t('config.snowflake'));
const blankIsMissing = (value: unknown) => (value === '' ? undefined : value);

const EnvSchema = z.object({
  DISCORD_TOKEN: z.preprocess(blankIsMissing, z.string().trim().min(1).optional()),
  DISCORD_APP_ID: z.preprocess(blankIsMissing, snowflake.optional()),
  DISCORD_GUILD_ID: z.preprocess(blankIsMissing, snowflake.optional()),
  // Another Discord API than discord.com's, such as the local Discord (issue 27's test of the
  // real entry with SHARDS); unset for Discord itself.
  DISCORD_API: z.preprocess(
    blankIsMissing,
    z
      .string()
      .regex(/^https?:\/\/[^\s/]+\S*$/, t('config.discordApi'))
      .optional(),
  ),
  DATABASE_FILE: z.preprocess(blankIsMissing, z.string().min(1).default('./data/kogge.sqlite')),
  // Issue 27: which store (unset: SQLite in DATABASE_FILE). Checked here, once, so a wrong
  // address stops the bot with one sentence before anything is opened; never echoed (it may
  // hold a password).
  DATABASE_URL: z.preprocess(
    blankIsMissing,
    z
      .string()
      .superRefine((url, check) => {
        const parsed = parseTarget(url, '');
        if (!parsed.ok) check.addIssue({ code: 'custom', message: t(`config.database.${parsed.problem}`) });
      })
      .optional(),
  ),
  // Issue 27: how many shard processes discord.js's ShardingManager starts (`auto`: as many as
  // Discord recommends); unset, one process as before. Each is a whole bot for its servers.
  SHARDS: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string()
      .trim()
      .regex(/^(auto|[1-9]\d{0,3})$/i, t('config.shards'))
      .transform((value): ShardCount => (/^auto$/i.test(value) ? 'auto' : Number(value)))
      .refine((value) => value === 'auto' || value <= MAX_SHARDS, t('config.shards'))
      .optional(),
  ),
  // Issue 40: the operator's /metrics, /healthz and /readyz (src/metrics/); unset, none.
  METRICS_PORT: z.preprocess(
    blankIsMissing,
    z.coerce
      .number({ message: t('config.expect.port') })
      .int({ message: t('config.expect.port') })
      .min(0, { message: t('config.expect.port') })
      .max(65_535, { message: t('config.expect.port') })
      .optional(),
  ),
  // Loopback unless the operator opens it further (a scraper on another machine).
  METRICS_HOST: z.preprocess(
    blankIsMissing,
    z
      .string()
      .trim()
      .regex(
        /^(?:[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?|\[?[0-9A-Fa-f:.]{2,45}\]?)$/,
        t('config.expect.host'),
      )
      .transform((host) => host.replace(/^\[(.*)\]$/, '$1'))
      .default('127.0.0.1'),
  ),
  // Unset: `info` for the bot on Discord, `warn` for the local table, whose start says one line
  // for people and then stays quiet (src/local-table/README.md). Read it through logLevel().
  LOG_LEVEL: z.preprocess(
    blankIsMissing,
    z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        message: t('config.expect.logLevel'),
      })
      .optional(),
  ),
});
export type Config = z.infer<typeof EnvSchema>;

/** A configuration problem, said in one sentence for the person starting the bot. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** The log level: LOG_LEVEL, else `info` on Discord and `warn` at the local table. */
export function logLevel(config: Pick<Config, 'LOG_LEVEL'>, where: 'discord' | 'table'): string {
  return config.LOG_LEVEL ?? (where === 'table' ? 'warn' : 'info');
}

/** Reads `.env` into process.env when there is one; real environment variables win. */
export function loadDotEnv(path = '.env'): void {
  if (existsSync(path)) process.loadEnvFile(path);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(ownVariables(env));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const variable = String(issue.path[0] ?? 'environment');
    // Never echo the value: it may be a token (pasted into the wrong variable, even).
    throw new ConfigError(t('config.invalid', { variable, reason: issue.message }));
  }
  return parsed.data;
}

/**
 * Whether this process is one shard started by discord.js's ShardingManager: it sets
 * SHARDING_MANAGER in each shard's environment (and SHARDS to that shard's id).
 */
export function isShardProcess(env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(env.SHARDING_MANAGER);
}

/**
 * In a shard process SHARDS is discord.js's own (the shard's id, read by its Client), not the
 * operator's count: read as a count it would make every shard start shards of its own.
 */
function ownVariables(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return isShardProcess(env) ? { ...env, SHARDS: undefined } : env;
}

/** The value a command cannot run without, or a sentence naming it. */
export function required<K extends keyof Config>(
  config: Config,
  key: K,
  why: string,
): NonNullable<Config[K]> {
  const value = config[key];
  if (value === undefined || value === null)
    throw new ConfigError(t('config.missing', { variable: key, why }));
  return value as NonNullable<Config[K]>;
}

/** The database file's absolute path, its folder created if missing. */
export function databasePath(config: Pick<Config, 'DATABASE_FILE'>): string {
  const file = resolve(config.DATABASE_FILE);
  mkdirSync(dirname(file), { recursive: true });
  return file;
}

/** The store DATABASE_URL names; SQLite's file made absolute, its folder created if missing. */
export function storeTarget(config: Pick<Config, 'DATABASE_FILE' | 'DATABASE_URL'>): StoreTarget {
  const parsed = parseTarget(config.DATABASE_URL, config.DATABASE_FILE);
  // loadConfig refused any other address.
  if (!parsed.ok) throw new ConfigError(t(`config.database.${parsed.problem}`));
  if (parsed.target.kind === 'postgres') return parsed.target;
  return { kind: 'sqlite', file: databasePath({ DATABASE_FILE: parsed.target.file }) };
}
