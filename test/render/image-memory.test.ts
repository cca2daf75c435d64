// Issue 8, the bot's memory: the render pool asks for a full collection after every so many
// bytes of images handed over (src/render/pool/image-memory.ts), on the next turn of the event
// loop, and never where Node does not expose gc.
import { afterAll, describe, expect, it } from 'vitest';
import { publicView } from '../../src/engine/index';
import { ImageMemory, RenderPool, exposedGc } from '../../src/render/index';
import { midGameState } from './fixtures';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

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

  it('runs gc as a full collection, or with minor one of the young generation (the worker’s, after each job)', () => {
    const calls: unknown[] = [];
    const global = globalThis as { gc?: unknown };
    global.gc = (options: unknown) => calls.push(options);
    try {
      exposedGc()?.();
      exposedGc('minor')?.();
    } finally {
      delete global.gc;
    }
    expect(calls).toEqual([{ type: 'major' }, { type: 'minor' }]);
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
