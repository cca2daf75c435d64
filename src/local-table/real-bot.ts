// The real bot for the local table: its commands deployed in the local server, then started
// exactly as on Discord; only the REST address differs. Only warnings and errors are logged
// by default, so `npm start` prints its one line and stays quiet while people play.
import { commands } from '../../commands/index';
import { deployCommands } from '../bot/deploy';
import { createLogger } from '../bot/logger';
import { startBot, type StartOptions } from '../bot/start';
import type { TableBot } from './bot';

export interface RealBotOptions {
  /** pino level; default `warn`. */
  logLevel?: string;
  seeds?: StartOptions['seeds'];
  renderPool?: StartOptions['renderPool'];
  /** The computer players' pause before each move (default 1.5 s, so a person can follow). */
  computerPauseMs?: StartOptions['computerPauseMs'];
}

export function realBot(options: RealBotOptions = {}): TableBot {
  return async (connection) => {
    const rest = { api: connection.api };
    await deployCommands({
      token: connection.token,
      applicationId: connection.applicationId,
      guildId: connection.guildId,
      rest,
      commands,
    });
    return startBot({
      token: connection.token,
      commands,
      clientOptions: { rest },
      databaseFile: connection.databaseFile,
      logger: createLogger(options.logLevel ?? 'warn'),
      seeds: options.seeds,
      renderPool: options.renderPool,
      computerPauseMs: options.computerPauseMs,
    });
  };
}
