// Issue 28: the bot process killed at uniformly random instants while several games are played
// flat out (test/e2e/kill-loop.ts checks each restart); CI size here, larger in
// `npm run bench -- kill-loop`. The figures are printed.
import { describe, expect, it } from 'vitest';
import { answerCounts, runKillLoop } from './kill-loop';

const KILLS = Number(process.env.KILL_LOOP_KILLS ?? 15);

describe('a bot process killed at random instants of several games (issue 28)', () => {
  it('answers every click, keeps every applied action once, and leaves one current post per game', async () => {
    const figures = await runKillLoop({ kills: KILLS, games: 3, seed: 28 });
    console.log(`kill loop: ${answerCounts(figures)}`);
    for (const finding of figures.findings) console.log(`  ${finding}`);
    expect(figures.findings).toEqual([]);
    // Issue 42: every deferred reply of every kind was answered, by this process or the next.
    expect(figures.unfilled).toBe(0);
    expect(figures.kills).toBe(KILLS);
    expect(figures.checks).toBeGreaterThan(0);
    expect(figures.clicks).toBeGreaterThan(0);
  }, 900_000);
});
