// Ends every test run with one plain line, "N passed, N failed, N skipped", which CI reads
// whatever runner it knows. The default reporter still prints everything else.
import type { Reporter } from 'vitest/reporters';

type Task = { type: string; mode?: string; result?: { state?: string }; tasks?: Task[] };

function count(tasks: readonly Task[], totals = { passed: 0, failed: 0, skipped: 0 }) {
  for (const task of tasks) {
    if (task.tasks) count(task.tasks, totals);
    if (task.type !== 'test') continue;
    if (task.result?.state === 'pass') totals.passed += 1;
    else if (task.result?.state === 'fail') totals.failed += 1;
    else totals.skipped += 1;
  }
  return totals;
}

export default class SummaryReporter implements Reporter {
  onFinished(files: readonly Task[] = [], errors: readonly unknown[] = []): void {
    const { passed, failed, skipped } = count(files);
    // A file that failed to load has no tests but is still a failure.
    const broken = files.filter((f) => f.result?.state === 'fail' && !f.tasks?.length).length + errors.length;
    console.log(`\n${passed} passed, ${failed + broken} failed, ${skipped} skipped`);
  }
}
