import { describe, expect, it } from 'vitest';
import { FairGate } from '../../../src/bot/fair/fair-gate';
import { FairQueue } from '../../../src/bot/fair/fair-queue';
import { FifoQueue } from '../../../src/bot/fair/fifo-queue';
import type { JobQueue, Owner } from '../../../src/bot/fair/owner';
import { Turns } from '../../../src/bot/fair/turns';

type Job = { start: () => void };

/** Serves every job through a gate of one place; returns the order the jobs ran in. */
async function serveOrder(queue: JobQueue<Job>, jobs: [Owner, string][]): Promise<string[]> {
  const gate = new FairGate(1, { queue });
  const order: string[] = [];
  await Promise.all(jobs.map(([owner, name]) => gate.run(owner, async () => void order.push(name))));
  return order;
}

/** Eight games of one server each asking three times, then one game of another server. */
function flood(): [Owner, string][] {
  const jobs: [Owner, string][] = [];
  for (let round = 0; round < 3; round++)
    for (let g = 0; g < 8; g++) jobs.push([{ server: 'busy', game: `g${g}` }, `busy g${g} #${round}`]);
  jobs.push([{ server: 'quiet', game: 'lone' }, 'lone']);
  return jobs;
}

describe('the fair queue (issue 20: shared pools served by turns)', () => {
  it("serves a lone game of another server right after the job in hand, whatever a flood of one server's games queued before it", async () => {
    const order = await serveOrder(new FairQueue(), flood());
    expect(order.indexOf('lone')).toBe(1);
  });

  it('control: first come, first served, the same flood starves the lone game until the flood is done', async () => {
    const order = await serveOrder(new FifoQueue(), flood());
    expect(order.indexOf('lone')).toBe(order.length - 1);
    expect(order.length).toBe(25);
  });

  it("takes turns over one server's games: a game's flood does not hold up the server's other game", async () => {
    const jobs: [Owner, string][] = [];
    for (let i = 0; i < 6; i++) jobs.push([{ server: 's', game: 'phone-clicks' }, `click ${i}`]);
    jobs.push([{ server: 's', game: 'other' }, 'other board']);
    const order = await serveOrder(new FairQueue(), jobs);
    expect(order.slice(0, 3)).toEqual(['click 0', 'other board', 'click 1']);
    expect((await serveOrder(new FifoQueue(), jobs)).at(-1)).toBe('other board');
  });

  it("serves a game's public board after at most one image of each person clicking in it (images keyed by person)", async () => {
    const jobs: [Owner, string][] = [];
    for (let round = 0; round < 5; round++)
      for (const person of ['ann', 'bob', 'cy'])
        jobs.push([{ server: 's', game: `g/${person}` }, `${person} ${round}`]);
    jobs.push([{ server: 's', game: 'g' }, 'public board']);
    const order = await serveOrder(new FairQueue(), jobs);
    expect(order.indexOf('public board')).toBeLessThanOrEqual(3);
    // Control: keyed by the game alone, the board waits for the whole burst.
    const byGame = jobs.map(([owner, name]): [Owner, string] => [
      { server: 's', game: owner.game.split('/')[0] },
      name,
    ]);
    expect((await serveOrder(new FairQueue(), byGame)).at(-1)).toBe('public board');
  });

  it('keeps first come within one game', async () => {
    const jobs: [Owner, string][] = ['a', 'b', 'c', 'd'].map((n) => [{ server: 's', game: 'g' }, n]);
    expect(await serveOrder(new FairQueue(), jobs)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('puts a game that asks again the moment it was served behind the games already waiting', () => {
    const queue = new FairQueue<string>();
    queue.push({ server: 'busy', game: 'b1' }, 'b1');
    queue.push({ server: 'quiet', game: 'q' }, 'q1');
    queue.push({ server: 'busy', game: 'b2' }, 'b2');
    expect(queue.shift()).toBe('b1');
    expect(queue.shift()).toBe('q1');
    // The quiet game's next move arrives while the busy server still waits: the busy one goes first.
    queue.push({ server: 'quiet', game: 'q' }, 'q2');
    expect([queue.shift(), queue.shift(), queue.shift()]).toEqual(['b2', 'q2', undefined]);
    expect(queue.size).toBe(0);
  });

  it('serves every one of many servers exactly once per round while they all keep asking', () => {
    const queue = new FairQueue<string>();
    for (let s = 0; s < 5; s++)
      for (let i = 0; i < 3; i++) queue.push({ server: `s${s}`, game: 'g' }, `s${s}`);
    const served = Array.from({ length: 15 }, () => queue.shift());
    for (let round = 0; round < 3; round++)
      expect(new Set(served.slice(round * 5, round * 5 + 5)).size).toBe(5);
  });
});

describe('the fair gate', () => {
  it('runs at most its capacity at once and lets the next in when one ends, even when one fails', async () => {
    const gate = new FairGate(2);
    let running = 0;
    let most = 0;
    const job = (fail: boolean) => async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, 1));
      running -= 1;
      if (fail) throw new Error('failed');
      return 'ok';
    };
    const owner = { server: 's', game: 'g' };
    const results = await Promise.allSettled(
      Array.from({ length: 7 }, (_, i) => gate.run(owner, job(i % 3 === 0))),
    );
    expect(most).toBe(2);
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(3);
    expect(gate.busy).toBe(0);
    expect(gate.waiting).toBe(0);
  });

  it('frees its place when a job throws before its first await', async () => {
    const gate = new FairGate(1);
    const owner = { server: 's', game: 'g' };
    await expect(
      gate.run(owner, () => {
        throw new Error('at once');
      }),
    ).rejects.toThrow('at once');
    await expect(gate.run(owner, () => Promise.resolve(2))).resolves.toBe(2);
  });
});

describe('a place kept from any one server (the computer players’ spare thread)', () => {
  /** Starts `busy` never-ending jobs of one server, then one of another; whether the latter starts at once. */
  async function loneStartsAtOnce(gate: FairGate, busy: number): Promise<boolean> {
    const never = () => new Promise<void>(() => undefined);
    for (let g = 0; g < busy; g++) void gate.run({ server: 'busy', game: `g${g}` }, never);
    let started = false;
    void gate.run({ server: 'quiet', game: 'lone' }, async () => void (started = true));
    await Promise.resolve();
    await Promise.resolve();
    return started;
  }

  it('lets another server’s job start at once while one server floods the gate', async () => {
    const gate = new FairGate(2, { perServer: 1 });
    expect(await loneStartsAtOnce(gate, 8)).toBe(true);
    expect(gate.busy).toBe(1 + 1);
    expect(gate.waiting).toBe(7);
  });

  it('control: without a place kept, the lone job waits for a job in hand to end', async () => {
    const gate = new FairGate(2);
    expect(await loneStartsAtOnce(gate, 8)).toBe(false);
    expect(gate.busy).toBe(2);
  });

  it('lets one server alone use its share, no more, when nobody else asks', async () => {
    const gate = new FairGate(3, { perServer: 2 });
    await loneStartsAtOnce(gate, 5);
    // Two of the busy server's, and the quiet one's.
    expect(gate.busy).toBe(3);
    const alone = new FairGate(3, { perServer: 2 });
    for (let g = 0; g < 5; g++)
      void alone.run({ server: 'busy', game: `g${g}` }, () => new Promise(() => undefined));
    expect(alone.busy).toBe(2);
  });
});

describe('the turn memory', () => {
  it('remembers a bounded number of servers and games, forgetting those served longest ago', () => {
    const turns = new Turns();
    for (let i = 0; i < 10_000; i++) turns.serve(`server${i}`);
    expect(turns.size).toBeLessThanOrEqual(4_096);
    // The forgotten one counts as never served: it goes first, where it would be anyway.
    expect(turns.next(['server0', 'server9999'])).toBe('server0');
    expect(turns.next(['server9998', 'server9999'])).toBe('server9998');
  });
});
