import { describe, expect, it } from 'vitest';
import { GameQueue } from '../../src/bot/queue';

describe('the per-game queue', () => {
  it("runs one game's jobs one at a time, in arrival order, even when one fails", async () => {
    const queue = new GameQueue();
    const trace: string[] = [];
    const job =
      (name: string, ms: number, fail = false) =>
      async () => {
        trace.push(`start ${name}`);
        await new Promise((r) => setTimeout(r, ms));
        trace.push(`end ${name}`);
        if (fail) throw new Error(name);
      };
    const runs = [
      queue.run('g', job('a', 20, true)),
      queue.run('g', job('b', 1)),
      queue.run('g', job('c', 1)),
    ];
    await Promise.allSettled(runs);
    expect(trace).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
    expect(queue.isBusy('g')).toBe(false);
  });

  it('lets different games run side by side', async () => {
    const queue = new GameQueue();
    const trace: string[] = [];
    let release!: () => void;
    const blocked = queue.run('g1', () =>
      new Promise<void>((r) => (release = r)).then(() => void trace.push('g1')),
    );
    await queue.run('g2', async () => void trace.push('g2'));
    release();
    await blocked;
    expect(trace).toEqual(['g2', 'g1']);
  });
});
