// One computer player's decision on a worker thread (AiPool). The request arrives as a
// structured clone of plain data: a view, the legal listing, a level and a seed.
import { threadId } from 'node:worker_threads';
import { decide, type DecideRequest, type Decision } from '../decide';

export interface WorkerDecision extends Decision {
  /** Time spent deciding, on the worker. */
  ms: number;
  /** The thread that decided (not the main thread's 0). */
  thread: number;
}

export function decideTask(request: DecideRequest): WorkerDecision {
  const t0 = performance.now();
  const decision = decide(request);
  return { ...decision, ms: performance.now() - t0, thread: threadId };
}
