// Issue 8, the bot's memory: the render pool asks for a full collection after every so many
// bytes of images handed over (src/render/pool/image-memory.ts), on the next turn of the event
// loop, and never where Node does not expose gc.
import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, describe, expect, it } from 'vitest';
import { publicView } from '../../src/engine/index';
import { ImageMemory, RenderPool, exposedGc, type Collect } from '../../src/render/index';
import { midGameState } from './fixtures';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

type Gc = (options?: { type?: string; execution?: string }) => void;

/** V8's own gc in this process (vitest runs without --expose-gc): a new context gets it. */
function realGc(): Gc {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as Gc;
}

/** Bytes left in the young generation by a collection run just after ~0.8 MB of garbage. */
function youngLeftBy(collect: Collect): number {
  const gc = realGc();
  gc({ type: 'minor', execution: 'sync' });
  const held: { junk: { i: number }[] | null } = { junk: Array.from({ length: 20_000 }, (_, i) => ({ i })) };
  held.junk = null;
  collect();
  return getHeapSpaceStatistics().find((space) => space.space_name === 'new_space')?.space_used_size ?? NaN;
}

/**
 * Bytes of heap a collection frees at once, of ~14 MB of garbage made just before and moved
 * out of the young generation by two young collections while still held.
 */
function oldFreedBy(collect: Collect): number {
  const gc = realGc();
  gc();
  const held: { junk: { i: number }[] | null } = { junk: Array.from({ length: 300_000 }, (_, i) => ({ i })) };
  gc({ type: 'minor', execution: 'sync' });
  gc({ type: 'minor', execution: 'sync' });
  held.junk = null;
  const before = process.memoryUsage().heapUsed;
  collect();
  return before - process.memoryUsage().heapUsed;
}

describe('image memory', () => {
  it('asks for one collection once the images handed over reach the limit, after the current turn', async () => {
    let collected = 0;
    const memory = new ImageMemory(() => collected++, 1000);
    memory.handedOver(600);
    await nextTurn();
    expect(collected).toBe(0);
    memory.handedOver(400);
    // Not inside the job's answer: on the next turn.
    expect(collected).toBe(0);
    await nextTurn();
    expect(collected).toBe(1);
    expect(memory.collections).toBe(1);
    // The count starts again from nothing.
    memory.handedOver(999);
    await nextTurn();
    expect(collected).toBe(1);
    memory.handedOver(1);
    await nextTurn();
    expect(collected).toBe(2);
  });

  it('asks once for a burst of images within one turn', async () => {
    let collected = 0;
    const memory = new ImageMemory(() => collected++, 1000);
    for (let i = 0; i < 10; i++) memory.handedOver(1000);
    await nextTurn();
    expect(collected).toBe(1);
  });

  it('does nothing where gc is not exposed (vitest runs without --expose-gc)', async () => {
    expect(exposedGc()).toBeUndefined();
    const memory = new ImageMemory(undefined, 1);
    memory.handedOver(10);
    await nextTurn();
    expect(memory.collections).toBe(0);
  });

  it('collects before it returns: a full collection frees old garbage, a minor one young garbage', () => {
    const gc = realGc();
    const global = globalThis as { gc?: unknown };
    global.gc = gc;
    try {
      expect(oldFreedBy(exposedGc() as Collect)).toBeGreaterThan(8e6);
      expect(youngLeftBy(exposedGc('minor') as Collect)).toBeLessThan(0.1e6);
      // control: a collection of nothing leaves the young garbage where it is
      expect(youngLeftBy(() => undefined)).toBeGreaterThan(0.4e6);
      // control: gc given options does not collect the old generation before returning
      expect(oldFreedBy(() => gc({ type: 'major', execution: 'sync' }))).toBeLessThan(2e6);
      // control: a young-generation collection leaves old garbage alone
      expect(oldFreedBy(exposedGc('minor') as Collect)).toBeLessThan(2e6);
    } finally {
      delete global.gc;
    }
  });
});

describe('the render pool and image memory', () => {
  const collections: number[] = [];
  const pool = RenderPool.start(1, { imageMemory: new ImageMemory(() => collections.push(1), 1) });
  afterAll(() => pool.close());

  it('counts every image it hands over', async () => {
    const view = publicView(midGameState());
    await pool.board(view);
    await nextTurn();
    expect(collections.length).toBe(1);
    expect(pool.imageMemory.collections).toBe(1);
  });

  it('control: a pool with a limit no image reaches asks for none', async () => {
    let collected = 0;
    const quiet = RenderPool.start(1, { imageMemory: new ImageMemory(() => collected++, 1e12) });
    try {
      await quiet.board(publicView(midGameState()));
      await nextTurn();
      expect(collected).toBe(0);
    } finally {
      await quiet.close();
    }
  });
});
