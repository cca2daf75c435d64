// Who may have a record checked now (issue 42). A record's replay runs on the record worker
// (verify/pool/record-pool.ts), never on the event loop that answers everyone; each person has
// one record there at a time, and an upload counts as an expensive click (fair/click-cap.ts),
// so no one can queue the thread full and make everyone else's records wait.
import { RecordPool } from '../verify/pool/record-pool';

export class RecordChecks {
  private readonly checking = new Set<string>();

  constructor(readonly pool: RecordPool) {}

  /** Whether `userId` has a record being checked now. */
  busy(userId: string): boolean {
    return this.checking.has(userId);
  }

  /** Runs `job` for `userId`, or answers null at once while their last record is still being checked. */
  async oneAtATime<R>(userId: string, job: (pool: RecordPool) => Promise<R>): Promise<R | null> {
    if (this.checking.has(userId)) return null;
    this.checking.add(userId);
    try {
      return await job(this.pool);
    } finally {
      this.checking.delete(userId);
    }
  }
}

let shared: RecordChecks | null = null;

/** The process's record checks: one worker thread, started with the first record. */
export function recordChecks(): RecordChecks {
  return (shared ??= new RecordChecks(new RecordPool()));
}
