// The render pool draws on worker threads exactly what the main thread would draw, answers a
// bad job with an error instead of hanging, and keeps working afterwards.
import { afterAll, describe, expect, it } from 'vitest';
import { playerView, publicView } from '../../src/engine/index';
import { RenderPool, renderBoard, renderHand } from '../../src/render/index';
import { midGameState } from './fixtures';

const pool = RenderPool.start(2);
afterAll(() => pool.close());

async function waitFor(done: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 25));
  expect(done()).toBe(true);
}

describe('render pool', () => {
  it('draws a board and a hand byte for byte as the main thread does', async () => {
    const state = midGameState();
    const [board, hand] = await Promise.all([pool.board(publicView(state)), pool.hand(playerView(state, 0))]);
    expect(board.data.equals((await renderBoard(publicView(state))).data)).toBe(true);
    expect(hand.data.equals((await renderHand(playerView(state, 0))).data)).toBe(true);
    expect(Buffer.isBuffer(board.data)).toBe(true);
    expect(board.mime).toBe('image/png');
  });

  it('runs more jobs than workers, each answered once', async () => {
    const view = publicView(midGameState());
    const images = await Promise.all(Array.from({ length: 6 }, () => pool.board(view)));
    expect(new Set(images.map((i) => i.data.toString('base64'))).size).toBe(1);
  });

  it('answers a job it cannot draw with an error, then goes on working', async () => {
    const state = midGameState();
    // A player view is refused by the board, as on the main thread (K-60).
    await expect(pool.board(playerView(state, 0) as never)).rejects.toThrow(/publicView/);
    const board = await pool.board(publicView(state));
    expect(board.data.length).toBeGreaterThan(1000);
  });

  it('starts no worker before its first job, and only as many as the jobs waiting need', async () => {
    const lazy = RenderPool.start(2, { lazy: true });
    try {
      expect(lazy.threads).toBe(0);
      await lazy.board(publicView(midGameState()));
      expect(lazy.threads).toBe(1);
    } finally {
      await lazy.close();
    }
  });

  it('control: a pool not lazy starts its workers at once', async () => {
    const eager = RenderPool.start(2);
    try {
      expect(eager.threads).toBe(2);
    } finally {
      await eager.close();
    }
  });

  it('ends a worker left idle, and starts one again for the next job', async () => {
    const brief = RenderPool.start(1, { idleMs: 20 });
    try {
      const state = midGameState();
      const first = await brief.board(publicView(state));
      expect(brief.threads).toBe(1);
      await waitFor(() => brief.threads === 0);
      const again = await brief.board(publicView(state));
      expect(again.data.equals(first.data)).toBe(true);
      expect(brief.threads).toBe(1);
    } finally {
      await brief.close();
    }
  });

  it('warm starts one worker before any job, which ends when left idle', async () => {
    const warmed = RenderPool.start(2, { lazy: true, idleMs: 200 });
    try {
      warmed.warm();
      warmed.warm();
      expect(warmed.threads).toBe(1);
      await warmed.board(publicView(midGameState()));
      expect(warmed.threads).toBe(1);
      await waitFor(() => warmed.threads === 0);
    } finally {
      await warmed.close();
    }
  });

  it('control: a worker busy within the idle time is kept', async () => {
    const kept = RenderPool.start(1, { idleMs: 60_000 });
    try {
      await kept.board(publicView(midGameState()));
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(kept.threads).toBe(1);
    } finally {
      await kept.close();
    }
  });

  it('refuses work once closed', async () => {
    const closing = RenderPool.start(1);
    await closing.close();
    await expect(closing.board(publicView(midGameState()))).rejects.toThrow(/closed/);
  });
});
