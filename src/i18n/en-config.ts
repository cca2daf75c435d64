// The configuration's sentences (src/config.ts, src/index.ts): a missing or wrong environment
// variable stops the bot with one of these on the terminal, naming the variable.
export const enConfig = {
  'config.invalid': 'The environment variable {variable} is not valid: {reason}.',
  'config.missing': 'Set {variable} in .env {why}.',
  // The reason a Discord id is refused (the other reasons are zod's own words).
  'config.snowflake': 'must be a Discord id (17–20 digits)',
  'config.dotenv': 'Could not read .env: {reason}',
} as const;
