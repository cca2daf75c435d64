import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    reporters: ['default', './test/support/summary-reporter.ts'],
    // Whole-game sweeps take ~20 s on a quiet 2-core machine; a loaded one needs room.
    testTimeout: 120_000,
    hookTimeout: 30_000,
    // Two cores on CI: keep the pool small so the heavier suites do not starve each other.
    poolOptions: { threads: { maxThreads: 2, minThreads: 1 }, forks: { maxForks: 2, minForks: 1 } },
  },
});
