// The configuration's sentences (src/config.ts, src/index.ts): a missing or wrong environment
// variable stops the bot with one of these on the terminal, naming the variable.
export const enConfig = {
  'config.invalid': 'The environment variable {variable} is not valid: {reason}.',
  'config.missing': 'Set {variable} in .env {why}.',
  // The reason a Discord id is refused (the other reasons are zod's own words).
  'config.snowflake': 'must be a Discord id (17–20 digits)',
  // SHARDS (src/config.ts) and, for `auto`, Discord's recommendation (src/bot/shard-manager.ts).
  'config.shards': 'it must be auto or a number of shard processes from 1 to 64',
  'config.shards.auto':
    'Discord did not say how many shards to start ({reason}); set SHARDS to a number of shards instead of auto.',
  'config.discordApi':
    'it must be an http:// or https:// address of a Discord API, or be left empty for Discord',
  // Why a DATABASE_URL is refused (src/store/target.ts); the address itself is never repeated.
  'config.database.scheme':
    'it must start with sqlite:// or postgresql:// (or be left empty for the SQLite file in DATABASE_FILE)',
  'config.database.redis':
    'Redis is not supported: a save checks the stored version in the same step as it writes, which the bot does in SQL on SQLite and PostgreSQL only, so use postgresql://…',
  'config.database.postgresHost':
    'a PostgreSQL address needs a host, as in postgresql://kogge:password@localhost:5432/kogge',
  'config.database.sqliteFile': 'an SQLite address needs a file, as in sqlite://./data/kogge.sqlite',
  // `npm run store:copy -- <from-url> <to-url>` on the terminal (src/store/copy-cli.ts).
  'store.copy.usage':
    'Usage: npm run store:copy -- <from-url> <to-url>, each sqlite://<file> or postgresql://…, with the bot stopped.',
  'store.copy.badUrl': 'The {which} address is not valid: {reason}.',
  'store.copy.same': 'The two addresses name the same store; nothing was copied.',
  'store.copy.missingFile': 'There is no SQLite file at the source address; nothing was copied.',
  'store.copy.failed': 'The copy stopped: {reason}',
  'store.copy.namespace': '{namespace}: {count} copied',
  'store.copy.refused': 'left behind {key}: {problem}',
  'store.copy.done': 'Every record was copied ({count}).',
  'store.copy.partly':
    '{count} records were copied and {refused} left behind (listed above); the source is unchanged.',
  'config.dotenv': 'Could not read .env: {reason}',
  // A DISCORD_TOKEN that cannot log in (src/bot/login-check.ts): one sentence, never the token.
  'config.start-failed': 'The bot could not start: {reason}',
  'config.login.refused':
    'The bot could not log in with DISCORD_TOKEN: Discord refused the token (check it in the Developer Portal, Bot › Token).',
  'config.login.unreachable':
    'The bot could not log in with DISCORD_TOKEN: Discord is unreachable ({reason}).',
  'config.login.no-address': 'the address {host} could not be found',
  'config.login.no-answer': 'no answer from {host} within {seconds} seconds',
  'config.login.connection': 'the connection to {host} failed: {code}',
  'config.login.status': '{host} answered HTTP {status}',
} as const;
