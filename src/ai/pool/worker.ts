// One computer player's decision on a worker thread (AiPool). The request arrives as a
// structured clone of plain data: a view, the legal listing, a level and a seed.
import { threadId } from 'node:worker_threads';
import { coachHint, type CoachHint, type CoachRequest } from '../coach/coach';
import { reviewGame, type Review, type ReviewRequest } from '../coach/review';
import { decide, type DecideRequest, type Decision } from '../decide';
import { warmUp } from './warm-up';

/** What a thread answers: the job's result, with its time on the worker and the thread's id. */
type Timed<T> = T & {
  /** Time spent on the job, on the worker. */
  ms: number;
  /** The thread that did it (not the main thread's 0). */
  thread: number;
};

function timed<T extends object>(job: () => T): Timed<T> {
  const t0 = performance.now();
  const result = job();
  return { ...result, ms: performance.now() - t0, thread: threadId };
}

export type WorkerDecision = Timed<Decision>;
export type WorkerHint = Timed<CoachHint>;

export function decideTask(request: DecideRequest): WorkerDecision {
  return timed(() => decide(request));
}

/** The coach's hint for a person (issue 26), on the same threads as the computer players. */
export function coachTask(request: CoachRequest): WorkerHint {
  return timed(() => coachHint(request));
}

/**
 * Nothing: a thread answers it once its modules are loaded and it has warmed up (below), so
 * `AiPool.warm` can start a thread before a computer player needs one.
 */
export function readyTask(): number {
  return threadId;
}

/** The review after a game (issue 26): a few seconds of search at most, on a thread. */
export function reviewTask(request: ReviewRequest): Review {
  return reviewGame(request);
}

// A fresh thread's first search runs on cold code: warm it before a table waits on it.
warmUp();
