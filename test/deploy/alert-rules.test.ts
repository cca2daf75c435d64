// Issue 40: deploy/prometheus-alerts.yml names only metrics the bot exports: each expression's
// metric names are looked up in a real scrape (every hook fired, so every series exists) and in
// the shards' manager's own names; a planted misspelt name is caught.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { METRIC, POOLS, STORE_KINDS, STORE_OPS, TIMERS } from '../../src/metrics/names';
import {
  countDeferred,
  countInteraction,
  countTimer,
  disableMetrics,
  enableMetrics,
  observeAnswer,
  observeStore,
  timeTask,
  watchGateway,
  watchQueue,
  watchRunningGames,
} from '../../src/metrics/hooks';

const ROOT = new URL('../..', import.meta.url).pathname;
const RULES = readFileSync(join(ROOT, 'deploy/prometheus-alerts.yml'), 'utf8');

/** The metric names in every `expr:` of a rules file. */
function namesIn(rules: string): string[] {
  const exprs = [...rules.matchAll(/^\s*expr:\s*(.+)$/gm)].map((m) => m[1]);
  return [...new Set(exprs.flatMap((expr) => expr.match(/\b(?:kogge|process|nodejs)_\w+/g) ?? []))];
}

/** Every sample name of a scrape with each hook fired once. */
async function exported(): Promise<Set<string>> {
  const registry = await enableMetrics();
  countInteraction('command', 'ok', false);
  observeAnswer(10);
  countDeferred();
  for (const pool of POOLS) {
    watchQueue(pool, () => 0);
    await timeTask(pool, Promise.resolve());
  }
  for (const store of STORE_KINDS) for (const op of STORE_OPS) observeStore(store, op, 0.001, true);
  for (const timer of TIMERS) countTimer(timer);
  watchGateway(0, { pingMs: () => 40, ready: () => true });
  watchRunningGames(() => Promise.resolve(1));
  const text = await registry.metrics();
  const names = text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.split(/[{ ]/)[0]);
  // Served by the shards' manager only (src/metrics/shards.ts).
  return new Set([...names, METRIC.shardsReporting, METRIC.shards]);
}

afterAll(() => disableMetrics());

describe('deploy/prometheus-alerts.yml (issue 40)', () => {
  it('alerts on answers after 3 s, lost clicks, queue depth and store errors, naming only exported metrics', async () => {
    const names = namesIn(RULES);
    for (const needed of [METRIC.answersLate, METRIC.neverAnswered, METRIC.poolQueue, METRIC.storeErrors])
      expect(names).toContain(needed);
    const known = await exported();
    expect(names.filter((name) => !known.has(name))).toEqual([]);
  });

  it('control: a misspelt metric name planted in an expression is caught', async () => {
    const planted = `${RULES}\n      - alert: Planted\n        expr: kogge_answers_late_total > 0\n`;
    const known = await exported();
    expect(namesIn(planted).filter((name) => !known.has(name))).toEqual(['kogge_answers_late_total']);
  });
});
