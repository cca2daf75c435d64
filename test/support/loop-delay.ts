// Issue 42: how a job on the bot's process affects everyone else. While the job runs, the
// event loop's delay is sampled (perf_hooks.monitorEventLoopDelay) and another member's
// command is sent every few milliseconds: each is answered on the event loop, as a handler
// answers an interaction, and the time from sending to answering is its latency.
import { monitorEventLoopDelay } from 'node:perf_hooks';

export interface LoopLoad<R> {
  result: R;
  /** The job's own time, from start to answer. */
  jobMs: number;
  loopMaxMs: number;
  loopP99Ms: number;
  /** The slowest answer to another member's command, the 99th percentile, and how many were answered. */
  commandMaxMs: number;
  commandP99Ms: number;
  commands: number;
}

const COMMAND_EVERY_MS = 20;
const RESOLUTION_MS = 5;

export async function underLoad<R>(job: () => Promise<R>, answer: () => unknown): Promise<LoopLoad<R>> {
  const delay = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  const latencies: number[] = [];
  let sending = true;
  // Commands arrive on their own schedule, as interactions do from the network, whatever the
  // loop is doing: one every COMMAND_EVERY_MS from `start`. Each waits in the socket until the
  // loop turns to it; its latency runs from its arrival to its answer.
  let start = 0;
  let arrived = 0;
  const send = () => {
    if (!sending) return;
    const now = performance.now();
    while (start + arrived * COMMAND_EVERY_MS <= now) {
      const at = start + arrived++ * COMMAND_EVERY_MS;
      setImmediate(() => {
        answer();
        latencies.push(performance.now() - at);
      });
    }
    setTimeout(send, COMMAND_EVERY_MS / 4);
  };
  delay.enable();
  // The monitor's timer takes its first reading on the loop's next turns: a job that blocked
  // before then would not be seen (found by the control in test/bot/verify-flood.test.ts).
  await new Promise((resolve) => setTimeout(resolve, 4 * RESOLUTION_MS));
  start = performance.now();
  send();
  const t0 = performance.now();
  const result = await job();
  const jobMs = performance.now() - t0;
  // One more round of commands after the answer, so a stall at its very end is counted too.
  await new Promise((resolve) => setTimeout(resolve, 3 * COMMAND_EVERY_MS));
  sending = false;
  delay.disable();
  return {
    result,
    jobMs,
    loopMaxMs: delay.max / 1e6,
    loopP99Ms: delay.percentile(99) / 1e6,
    commandMaxMs: Math.max(...latencies),
    commandP99Ms: [...latencies].sort((a, b) => a - b)[Math.floor(0.99 * (latencies.length - 1))] ?? 0,
    commands: latencies.length,
  };
}
