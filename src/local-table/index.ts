// Public API of the local table: `npm start` without a Discord token (see table.ts).
export { runLocalTable } from './run';
export { realBot, type RealBotOptions } from './real-bot';
export { startLocalTable, type LocalTable, type LocalTableOptions } from './table';
export type { BotConnection, TableBot } from './bot';
export { loadTableEnv } from './config';
