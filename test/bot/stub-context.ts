// The bot's context made of stand-ins, for tests of one game's record and thread without
// Discord: a silent log, a queue that runs each job at once, leagues and first games that
// note nothing, and a client whose every channel is the test's thread. One process: shard 0
// of 1, so every server is this process's (shard-owner.ts).
import pino from 'pino';
import type { BotContext } from '../../src/bot/context';

/** The bot's own user id in these stand-ins: what it posted is what this id authored. */
export const BOT = 'bot-user';

/** The context around `store` and the thread `channel`; `extra` adds the parts a test needs. */
export function stubContext(
  store: unknown,
  channel: unknown,
  extra: Record<string, unknown> = {},
): BotContext {
  return {
    store,
    logger: pino({ level: 'silent' }),
    queue: { run: <T>(_id: string, work: () => Promise<T>) => work() },
    leagues: { noteSaved: () => undefined },
    firstGames: { noteSaved: () => undefined },
    client: {
      user: { id: BOT },
      channels: { fetch: () => Promise.resolve(channel) },
      options: { shards: [0], shardCount: 1 },
    },
    ...extra,
  } as unknown as BotContext;
}
