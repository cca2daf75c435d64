// AiPool: computer players think on worker threads, never on the caller's event loop, and a
// decision for an outdated state version is never handed back as an action.
import { afterAll, describe, expect, it } from 'vitest';
import { legalActions, playerView } from '../../src/engine';
import { AiPool, decide, type DecideRequest } from '../../src/ai';
import { positionInPlay } from '../support/position-in-play';

const pool = new AiPool({ threads: 1 });
afterAll(() => pool.close());

function midGameRequest(): DecideRequest {
  const state = positionInPlay();
  const player = state.phase.kind === 'turn' ? state.phase.turn.player : 0;
  return {
    view: playerView(state, player),
    legal: legalActions(state, player),
    level: 'easy',
    seed: 3,
    iterations: 30,
  };
}

describe('AiPool', () => {
  const request = midGameRequest();

  it('decides on a worker thread, the same action as deciding here with the same seed', async () => {
    const answer = await pool.decide(request);
    expect(answer.kind).toBe('decided');
    if (answer.kind !== 'decided') return;
    expect(answer.thread).not.toBe(0);
    expect(answer.action).toEqual(decide(request).action);
  }, 60_000);

  it('keeps the event loop free while it thinks (timers fire during a decision)', async () => {
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 5);
    await pool.decide({ ...request, iterations: 300 });
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(0);
  }, 60_000);

  it('control: the same decision made on this thread lets no timer fire', async () => {
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 5);
    await Promise.resolve().then(() => decide({ ...request, iterations: 300 }));
    clearInterval(timer);
    expect(ticks).toBe(0);
  }, 60_000);

  it('answers stale, with no action, when the game moved on before the work started', async () => {
    const answer = await pool.decide(request, () => request.view.version + 1);
    expect(answer).toEqual({
      kind: 'stale',
      askedFor: request.view.version,
      current: request.view.version + 1,
    });
  });

  it('answers stale when the game moved on while it was thinking', async () => {
    let version = request.view.version;
    const answer = await pool.decide(request, () => {
      const now = version;
      version += 1; // a human acts as soon as the work has started
      return now;
    });
    expect(answer.kind).toBe('stale');
  }, 60_000);

  it('control: an unchanged version gets the decision', async () => {
    const answer = await pool.decide(request, () => request.view.version);
    expect(answer.kind).toBe('decided');
  }, 60_000);

  it('starts no thread before its first decision, and ends it once idle', async () => {
    const lazy = new AiPool({ threads: 1, idleMs: 50 });
    try {
      expect(lazy.threads).toBe(0);
      expect((await lazy.decide(request)).kind).toBe('decided');
      expect(lazy.threads).toBe(1);
      for (let i = 0; i < 200 && lazy.threads > 0; i++) await new Promise((r) => setTimeout(r, 25));
      expect(lazy.threads).toBe(0);
    } finally {
      await lazy.close();
    }
  }, 60_000);

  it('control: a pool idle for less than its idle time keeps its thread', async () => {
    const kept = new AiPool({ threads: 1, idleMs: 60_000 });
    try {
      await kept.decide(request);
      await new Promise((r) => setTimeout(r, 200));
      expect(kept.threads).toBe(1);
    } finally {
      await kept.close();
    }
  }, 60_000);

  it('warm() starts one thread before any decision, and a second warm() starts no other', async () => {
    const warmed = new AiPool({ threads: 2, idleMs: 60_000 });
    try {
      expect(warmed.threads).toBe(0);
      expect(await Promise.all([warmed.warm(), warmed.warm()])).toEqual([true, true]);
      expect(warmed.threads).toBe(1);
      expect(await warmed.warm()).toBe(true);
      expect(warmed.threads).toBe(1);
      // The warmed thread decides as any does.
      const answer = await warmed.decide(request);
      expect(answer.kind === 'decided' && answer.action).toEqual(decide(request).action);
    } finally {
      await warmed.close();
    }
  }, 60_000);

  it('refuses a malformed request with a clear error before any work', async () => {
    await expect(pool.decide({ ...request, level: 'godlike' as never })).rejects.toThrow(
      /unknown computer player level "godlike"/,
    );
    await expect(pool.decide({ ...request, seed: 1.5 })).rejects.toThrow(/integer seed/);
  });
});
