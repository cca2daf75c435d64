// One step of an uploaded record, for the local table's record viewer (issue 21), with the
// verifier's verdict on the whole record. Issue 42: a record longer than any game is refused
// before its schema is read, and the verdict and the step share one time budget; the local
// table runs this on a worker thread (pool/record-pool.ts).
import { GameExportSchema } from './export-schema';
import { replayStep, type ReplayStep } from './replay-steps';
import { stepCountRefusal } from './step-bound';
import { descriptionOf, verifyRecord, type ReplayBudget, type Verdict } from './verify';

export interface RecordReplay {
  verdict: Verdict;
  /** The step asked for, or null where the record cannot be stepped through (the verdict says why). */
  shown: ReplayStep | null;
  game: string | null;
}

export function replayRecord(input: unknown, step: number, budget?: ReplayBudget): RecordReplay {
  const tooLong = stepCountRefusal(input);
  if (tooLong) return { verdict: { holds: false, ...tooLong }, shown: null, game: null };
  const parsed = GameExportSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = `${issue.path.join('.') || 'record'}: ${issue.message}`.slice(0, 200);
    return {
      verdict: { holds: false, key: 'verify.malformed', params: { issue: where } },
      shown: null,
      game: null,
    };
  }
  const record = parsed.data;
  const verdict = verifyRecord(record, undefined, budget);
  // Only a record that replays to its end (whether or not it holds) is stepped through.
  const replays = !['verify.tooManySteps', 'verify.tooSlow', 'verify.refused', 'verify.spec'].includes(
    verdict.key,
  );
  const shown = replays ? replayStep(descriptionOf(record), record.actions, step, budget) : null;
  if (replays && shown === null && budget && performance.now() > budget.deadline)
    return { verdict: tooSlow(budget, record.actions.length), shown, game: record.game };
  return { verdict, shown, game: record.game };
}

/** Where the step's replay ran out of time after the verdict's did not (the budget is shared). */
function tooSlow(budget: ReplayBudget, steps: number): Verdict {
  return { holds: false, key: 'verify.tooSlow', params: { seconds: budget.seconds, step: steps } };
}
