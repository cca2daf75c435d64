// Discord refuses an answer that comes more than 3 s after the click (10062 Unknown
// interaction): the person sees "This interaction failed" and never learns whether their move
// counted. Actions wait behind the game's queue and a save, so when the bot is very busy the
// answer can come late. This guard acknowledges the click (a defer) once the work has taken
// LATE_ANSWER_MS without an answer, leaving two seconds for the defer itself to reach Discord;
// the answer then edits the deferred reply. The handlers' answers already edit when deferred.
/**
 * How long an action may take before it is acknowledged and answered by an edit later. Issue
 * 27: at 2 s, flat out, clicks that reached the bot young (1–225 ms old) were still lost: the
 * timer fired late on a busy loop and the defer then needed more than the second left. At 1 s
 * two seconds are left for both.
 */
export const LATE_ANSWER_MS = 1000;

/** What `deferAfterMs` reads: the game's queue and the bot's load (bot/overload). */
interface LoadContext {
  queue: { isBusy(key: string): boolean };
  overload: { slowReason(createdTimestamp: number, queueBusy?: boolean): string | null };
}

/**
 * When to acknowledge a click: at once (0) when its answer may be slow (its game's queue
 * busy, the bot overloaded, the click late on arrival: overload.ts), else after
 * LATE_ANSWER_MS. `gameId` null: the click does not wait for its game's queue.
 */
export function deferAfterMs(
  ctx: LoadContext,
  interaction: { createdTimestamp: number },
  gameId: string | null,
): number {
  const busy = gameId !== null && ctx.queue.isBusy(gameId);
  return ctx.overload.slowReason(interaction.createdTimestamp, busy) ? 0 : LATE_ANSWER_MS;
}

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
