// Structured logs (pino): one JSON line per interaction. Tokens never reach a line: the
// paths that could carry one are redacted, and interactions are logged by id, not payload.
import pino from 'pino';

export type Logger = pino.Logger;

export function createLogger(level = 'info'): Logger {
  return pino({
    level,
    base: { app: 'kogge' },
    redact: { paths: ['token', '*.token', 'headers.authorization', '*.authorization'], censor: '[secret]' },
  });
}
