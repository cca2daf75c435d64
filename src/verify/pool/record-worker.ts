// What a record's worker thread does (issue 42): read an uploaded record, check it, replay a
// step of it. Each runs here, never on the bot's or the local table's event loop, and each
// replay is given a deadline (verify.ts's ReplayBudget) on this thread's clock.
import type { Action } from '../../engine/index';
import type { GameRecord } from '../../store/index';
import { exportGame } from '../export-game';
import type { GameExport } from '../export-schema';
import type { GameDescription } from '../game';
import type { Trust } from '../origin';
import { claimedGame } from '../origin';
import { replayRecord, type RecordReplay } from '../replay-record';
import { replayStep, type ReplayStep } from '../replay-steps';
import { verifyRecord, type Verdict } from '../verify';

/**
 * A record as the bot fetched it (text), as it holds it (json), or as a claim read it (`held`,
 * so a 4 MB text is neither sent nor parsed twice); its trust and time budget.
 */
export interface VerifyJob {
  text?: string;
  json?: unknown;
  held?: number;
  trust: Trust;
  budgetMs: number;
}

export interface ReplayJob {
  record: unknown;
  step: number;
  budgetMs: number;
}

/** The bot's own finished game, to export (its step fingerprints are a whole replay). */
export interface ExportJob {
  record: GameRecord;
  budgetMs: number;
}

/** A step of the bot's own finished game, for ⏯ Replay and /kogge game replay. */
export interface StepJob {
  game: GameDescription;
  actions: readonly Action[];
  wanted: number;
  budgetMs: number;
}

/** What a replay of the bot's own game gave: its result, or that the budget ran out first. */
export type Timed<T> = { done: T } | { tooSlow: true };

/** What a claim read: the game claimed, or why there is no record (`fetch`: not read at all). */
export type Claim =
  { ok: true; game: string | null; held: number } | { ok: false; reason: string; fetch?: true };

/** A record to fetch here, so its bytes never pass the bot's event loop. */
export interface RecordAt {
  url: string;
  maxBytes: number;
}

/** Records read by a claim, waiting for their verify (the trust is looked up in between). */
const held = new Map<number, unknown>();
const HELD_MAX = 8;
let lastHeld = 0;

const budgetOf = (ms: number) => ({ deadline: performance.now() + ms, seconds: Math.round(ms / 1000) });

/** The game a record claims to be, or why it is not JSON; fetched first when given by its URL. */
export async function claimTask(input: string | RecordAt): Promise<Claim> {
  if (typeof input === 'string') return claimText(input);
  let text: string;
  try {
    const response = await fetch(input.url);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    text = await response.text();
  } catch (error) {
    return { ok: false, fetch: true, reason: error instanceof Error ? error.message : '?' };
  }
  // The size Discord reported is the uploader's word: the text itself is measured too.
  if (text.length > input.maxBytes) return { ok: false, fetch: true, reason: `${text.length} bytes` };
  return claimText(text);
}

function claimText(text: string): Claim {
  try {
    const json: unknown = JSON.parse(text);
    held.set(++lastHeld, json);
    // The oldest goes first: its verify then sends the text again.
    if (held.size > HELD_MAX) held.delete(held.keys().next().value as number);
    return { ok: true, game: claimedGame(json), held: lastHeld };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : '?' };
  }
}

export function verifyTask(job: VerifyJob): Verdict {
  const budget = budgetOf(job.budgetMs);
  let json = job.json;
  if (job.held !== undefined) {
    if (!held.has(job.held)) return { holds: false, key: 'verify.malformed', params: { issue: 'held' } };
    json = held.get(job.held);
    held.delete(job.held);
  } else if (job.text !== undefined) {
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

export function exportTask(job: ExportJob): Timed<GameExport | null> {
  const budget = budgetOf(job.budgetMs);
  return timed(exportGame(job.record, budget), budget);
}

export function stepTask(job: StepJob): Timed<ReplayStep | null> {
  const budget = budgetOf(job.budgetMs);
  return timed(replayStep(job.game, job.actions, job.wanted, budget), budget);
}

/** A null that came from the deadline is "too slow", not "does not replay". */
function timed<T>(result: T | null, budget: { deadline: number }): Timed<T | null> {
  return result === null && performance.now() > budget.deadline ? { tooSlow: true } : { done: result };
}

/** Nothing: a thread answers it once its modules are loaded and fetch has run once. */
export async function readyTask(): Promise<boolean> {
  // Node loads fetch's machinery with the first call: not with the first record.
  await fetch('data:application/json,{}').then((r) => r.text());
  return true;
}
