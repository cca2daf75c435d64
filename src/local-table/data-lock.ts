// One running copy per data folder: a second `npm start` on the same `data/` would rewrite the
// first one's saved server and games under it (issue 24). The lock is a file holding the pid;
// a lock left by a copy that died (its pid no longer runs) is taken over.
import { openSync, readFileSync, rmSync, writeSync, closeSync } from 'node:fs';
import { join } from 'node:path';
import { t } from '../i18n';

export interface DataLock {
  release(): void;
}

export const LOCK_FILE = 'kogge.lock';

/** Takes the data folder's lock or throws one sentence naming the copy that holds it. */
export function lockDataDir(dataDir: string): DataLock {
  const file = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return { release: () => releaseIfOurs(file) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(readLock(file), 10);
      if (Number.isInteger(holder) && holder > 0 && isRunning(holder))
        throw new Error(t('table.alreadyRunning', { pid: holder, dir: dataDir }), { cause: error });
      // Stale: its copy is gone. Remove it and try once more (another copy may win the race).
      rmSync(file, { force: true });
    }
  }
  throw new Error(t('table.alreadyRunning', { pid: readLock(file) || '?', dir: dataDir }));
}

function readLock(file: string): string {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return '';
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function releaseIfOurs(file: string): void {
  if (readLock(file) === String(process.pid)) rmSync(file, { force: true });
}
