import { describe, expect, it } from 'vitest';
import { FairRenderer } from '../../../src/bot/fair/fair-renderer';
import type { Renderer } from '../../../src/bot/context';
import type { PublicView } from '../../../src/engine/index';
import type { DescribedImage } from '../../../src/render/index';

// Issue 27: the render backlog the overload gauge reads is the images waiting for a worker,
// not those being drawn.
describe('the fair renderer’s backlog', () => {
  it('counts the images waiting behind busy workers, and none once they are drawn', async () => {
    const finish: (() => void)[] = [];
    const slow: Renderer = {
      board: () => new Promise<DescribedImage>((resolve) => finish.push(() => resolve({} as DescribedImage))),
      hand: () => Promise.reject(new Error('unused')),
    };
    const renders = new FairRenderer(slow, 2);
    const view = {} as PublicView;
    const jobs = Array.from({ length: 5 }, (_, i) =>
      renders.board(view, 'en', { owner: { server: 's', game: `g${i}` } }),
    );
    await Promise.resolve();
    expect(renders.waiting).toBe(3);
    while (finish.length > 0) {
      finish.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.all(jobs);
    expect(renders.waiting).toBe(0);
  });
});
