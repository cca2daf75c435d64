// What a record's worker thread does (issue 42): read an uploaded record, check it, replay a
// step of it. Each runs here, never on the bot's or the local table's event loop, and each
// replay is given a deadline (verify.ts's ReplayBudget) on this thread's clock.
import type { Trust } from '../origin';
import { claimedGame } from '../origin';
import { replayRecord, type RecordReplay } from '../replay-record';
import { verifyRecord, type Verdict } from '../verify';

/** A record as the bot fetched it (text) or as it holds it (json), its trust and time budget. */
export interface VerifyJob {
  text?: string;
  json?: unknown;
  trust: Trust;
  budgetMs: number;
}

export interface ReplayJob {
  record: unknown;
  step: number;
  budgetMs: number;
}

export type Claim = { ok: true; game: string | null } | { ok: false; reason: string };

const budgetOf = (ms: number) => ({ deadline: performance.now() + ms, seconds: Math.round(ms / 1000) });

/** The game a record's text claims to be, or why the text is not JSON. */
export function claimTask(text: string): Claim {
  try {
    return { ok: true, game: claimedGame(JSON.parse(text)) };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : '?' };
  }
}

export function verifyTask(job: VerifyJob): Verdict {
  const budget = budgetOf(job.budgetMs);
  let json = job.json;
  if (job.text !== undefined) {
    try {
      json = JSON.parse(job.text);
    } catch (error) {
      const issue = error instanceof Error ? error.message : '?';
      return { holds: false, key: 'verify.malformed', params: { issue } };
    }
  }
  return verifyRecord(json, job.trust, budget);
}

export function replayTask(job: ReplayJob): RecordReplay {
  return replayRecord(job.record, job.step, budgetOf(job.budgetMs));
}

/** Nothing: a thread answers it once its modules are loaded. */
export function readyTask(): boolean {
  return true;
}
