// Issue 8, the bot's resident memory: the images the render pool hands over.
//
// Each PNG reaches the bot's thread as an ArrayBuffer whose bytes live outside V8's heap
// (0.2–0.6 MB a board). It is in use for the time of its upload, long enough in a busy bot to
// be promoted out of the young generation, and from there only a full collection frees it.
// V8 starts one by itself only once 64 MB of such memory has piled up, or when its heap has
// grown, which the bot's small objects take long to do. Measured with 50 games at people's
// pace: the bot's ArrayBuffers swung between 3 and 89 MB, and its RSS with them.
//
// So after every COLLECT_EVERY_BYTES of images handed over, the pool asks for a full
// collection, where Node exposes `gc` (the bot runs with --expose-gc: BOT_NODE_FLAGS in
// scripts/build-bot.ts). It runs on the next turn of the event loop, not inside the job's
// answer. Measured (`npm run bench -- bot`, 12 actions, at people's pace): every 16 MB,
// ArrayBuffers 3–19 MB and peak RSS 300 -> 227 MB; every 8 MB, ArrayBuffers at most 10 MB.
// A collection takes 20–80 ms of the bot's thread, about one every 2 s at that pace (22 in
// 650 actions), and the answers' p99 stayed at 30–45 ms.

/** Bytes of images handed over between two collections. */
export const COLLECT_EVERY_BYTES = 8 * 1024 * 1024;

export type Collect = () => void;

/**
 * The `gc` that --expose-gc puts on the global object (on worker threads too), if the process
 * was started with it: a full collection, or with 'minor' one of the young generation only.
 * The full one is `gc()` with no options: given an options object, Node 20's V8 does not
 * collect the old generation before returning (measured, and checked by the tests).
 */
export function exposedGc(type: 'major' | 'minor' = 'major'): Collect | undefined {
  const gc = (globalThis as { gc?: unknown }).gc;
  if (typeof gc !== 'function') return undefined;
  const run = gc as (options?: { type: string; execution: string }) => void;
  return type === 'major' ? () => run() : () => run({ type: 'minor', execution: 'sync' });
}

export class ImageMemory {
  private sinceCollect = 0;
  private scheduled = false;
  /** Collections asked for so far (the bench prints it). */
  collections = 0;

  constructor(
    private readonly collect: Collect | undefined = exposedGc(),
    private readonly everyBytes = COLLECT_EVERY_BYTES,
  ) {}

  /** An image of `bytes` has been handed to the bot's thread. */
  handedOver(bytes: number): void {
    if (!this.collect) return;
    this.sinceCollect += bytes;
    if (this.sinceCollect < this.everyBytes || this.scheduled) return;
    this.sinceCollect = 0;
    this.scheduled = true;
    const collect = this.collect;
    setImmediate(() => {
      this.scheduled = false;
      this.collections++;
      collect();
    }).unref();
  }
}
