// The PostgreSQL the capacity bench measures on: PG_TEST_URL, or DATABASE_URL when it names
// one, or a throwaway one started by scripts/test-postgres.sh (stopped again at the end).
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SCRIPT = fileURLToPath(new URL('../../scripts/test-postgres.sh', import.meta.url));

export interface BenchPostgres {
  url: string;
  /** Stops the PostgreSQL this bench started; nothing for one it was given. */
  stop(): void;
}

/** The database to measure on, or why there is none (printed, never thrown). */
export function benchPostgres(): BenchPostgres | { missing: string } {
  const given = process.env.PG_TEST_URL ?? process.env.DATABASE_URL;
  if (given && /^postgres(ql)?:\/\//i.test(given)) return { url: given, stop: () => undefined };
  let exports: string;
  try {
    exports = execFileSync('bash', [SCRIPT, 'start'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    return {
      missing: `scripts/test-postgres.sh could not start one (${(error as Error).message.split('\n')[0]})`,
    };
  }
  const url = /PG_TEST_URL='([^']+)'/.exec(exports)?.[1];
  const dir = /PG_TEST_DIR='([^']+)'/.exec(exports)?.[1];
  if (!url || !dir) return { missing: 'PostgreSQL is not installed (sudo apt-get install postgresql)' };
  return { url, stop: () => execFileSync('bash', [SCRIPT, 'stop', dir], { stdio: 'ignore' }) };
}
