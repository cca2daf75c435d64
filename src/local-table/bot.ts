/** What a bot needs to log into the local Discord exactly as it would into Discord. */
export interface BotConnection {
  token: string;
  /** The REST base for discord.js: `new Client({ rest: { api } })`. */
  api: string;
  applicationId: string;
  /** The local server: guild commands show up at once, unlike global ones on Discord. */
  guildId: string;
  /** The bot's own SQLite file for its games. */
  databaseFile: string;
}

/** A bot the table runs: the real one by default, a small one in the page tests. */
export type TableBot = (connection: BotConnection) => Promise<{ stop(): Promise<void> }>;
