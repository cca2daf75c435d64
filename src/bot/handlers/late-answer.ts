// Discord refuses an answer that comes more than 3 s after the click (10062 Unknown
// interaction): the person sees "This interaction failed" and never learns whether their move
// counted. Actions wait behind the game's queue and a save, so when the bot is very busy the
// answer can come late. This guard acknowledges the click (a defer) once the work has taken
// LATE_ANSWER_MS without an answer, leaving a second for the defer itself to reach Discord;
// the answer then edits the deferred reply. The handlers' answers already edit when deferred.
/** How long an action may take before it is acknowledged and answered by an edit later. */
export const LATE_ANSWER_MS = 2000;

export interface LateGuard {
  /** Call before answering: waits for a defer already on its way, and stops a later one. */
  settle(): Promise<void>;
}

/**
 * Defers with `defer` `afterMs` from now unless `settle()` was called first; `afterMs` 0
 * defers at once (a click behind another of its game). Call it as the handler starts.
 */
export function guardLateAnswer(defer: () => Promise<unknown>, afterMs = LATE_ANSWER_MS): LateGuard {
  let deferring: Promise<void> | null = null;
  let answering = false;
  const start = () => {
    // A failed defer (Discord already gave up) leaves the answer to fail and be logged.
    if (!answering)
      deferring = defer().then(
        () => undefined,
        () => undefined,
      );
  };
  const timer = afterMs <= 0 ? null : setTimeout(start, afterMs);
  if (timer === null) start();
  return {
    async settle() {
      answering = true;
      if (timer) clearTimeout(timer);
      if (deferring) await deferring;
    },
  };
}
