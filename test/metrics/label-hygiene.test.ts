// Issue 40: every label of the bot's own metrics holds a value from a closed list (names.ts),
// never an id, a name or anything of a game; with a planted control that the check catches a
// free value. And with metrics off the hooks keep nothing and touch no adapter.
import { afterEach, describe, expect, it } from 'vitest';
import {
  closed,
  INTERACTION_KINDS,
  OUTCOMES,
  POOLS,
  STORE_KINDS,
  STORE_OPS,
  TIMERS,
} from '../../src/metrics/names';
import {
  countDeferred,
  countInteraction,
  countTimer,
  disableMetrics,
  enableMetrics,
  metricsOn,
  observeAnswer,
  observeStore,
  timeTask,
  watchQueue,
} from '../../src/metrics/hooks';
import { timedAdapter } from '../../src/metrics/store';

/** Each label's closed list; `shard` a shard's number, `le` a bucket's bound. */
const ALLOWED: Record<string, (value: string) => boolean> = {
  kind: (v) => (INTERACTION_KINDS as readonly string[]).includes(v),
  outcome: (v) => (OUTCOMES as readonly string[]).includes(v),
  pool: (v) => (POOLS as readonly string[]).includes(v),
  store: (v) => (STORE_KINDS as readonly string[]).includes(v),
  op: (v) => (STORE_OPS as readonly string[]).includes(v),
  timer: (v) => (TIMERS as readonly string[]).includes(v),
  shard: (v) => /^\d{1,2}$/.test(v),
  le: (v) => v === '+Inf' || Number.isFinite(Number(v)),
};

/** Every `label="value"` of the kogge_ lines that no closed list allows. */
function freeLabels(text: string): string[] {
  const bad: string[] = [];
  for (const line of text.split('\n').filter((l) => l.startsWith('kogge_'))) {
    for (const [, key, value] of line.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) {
      if (!ALLOWED[key]?.(value)) bad.push(`${key}="${value}"`);
    }
  }
  return bad;
}

const HOSTILE = ['123456789012345678', 'alice', 'do|g1|3|bd.31', '"}\nkogge_x 1', ''];

afterEach(() => disableMetrics());

describe('metric labels (issue 40)', () => {
  it('closed() passes a listed value and turns anything else into the fallback', () => {
    for (const outcome of OUTCOMES) expect(closed(OUTCOMES, outcome, 'other')).toBe(outcome);
    for (const value of [...HOSTILE, undefined, 42, 'constructor'])
      expect(closed(OUTCOMES, value, 'other')).toBe('other');
  });

  it('after every hook fires with every value, each kogge_ label is from its closed list', async () => {
    const registry = await enableMetrics();
    for (const kind of INTERACTION_KINDS)
      for (const outcome of OUTCOMES) countInteraction(kind, outcome, outcome !== 'error');
    // What the router does with free text: closed() first.
    for (const value of HOSTILE)
      countInteraction(closed(INTERACTION_KINDS, value, 'other'), closed(OUTCOMES, value, 'other'), true);
    observeAnswer(120);
    observeAnswer(3_500);
    countDeferred();
    for (const pool of POOLS) {
      watchQueue(pool, () => 2);
      await timeTask(pool, Promise.resolve(1));
    }
    for (const store of STORE_KINDS)
      for (const op of STORE_OPS) observeStore(store, op, 0.002, op === 'write');
    for (const timer of TIMERS) countTimer(timer);
    const text = await registry.metrics();
    expect(text).toMatch(/^kogge_answers_after_3s_total 1$/m);
    expect(text).toMatch(/^kogge_pool_queue_depth\{pool="verify"\} 2$/m);
    expect(freeLabels(text)).toEqual([]);
    for (const value of HOSTILE.filter(Boolean)) expect(text).not.toContain(value);
  });

  it('control: a free value planted in a label is caught', async () => {
    const registry = await enableMetrics();
    countInteraction('component', 'applied', true);
    const planted = `${await registry.metrics()}kogge_interactions_total{kind="123456789012345678",outcome="ok"} 1\n`;
    expect(freeLabels(planted)).toEqual(['kind="123456789012345678"']);
  });

  it('with metrics off the hooks keep nothing and the store adapter is handed back untouched', async () => {
    expect(metricsOn()).toBe(false);
    countInteraction('command', 'ok', false);
    const task = Promise.resolve(7);
    expect(timeTask('render', task)).toBe(task);
    const get = async () => 1;
    const adapter = { get };
    expect(timedAdapter(adapter, 'sqlite').get).toBe(get);
    // Turned on afterwards, nothing from before shows.
    const text = await (await enableMetrics()).metrics();
    expect(text).not.toMatch(/^kogge_interactions_total\{/m);
  });

  it('with metrics on a store adapter counts reads, writes and failures by store kind', async () => {
    const registry = await enableMetrics();
    const adapter = timedAdapter(
      {
        get: async () => 1,
        set: async () => {
          throw new Error('disk full');
        },
        query: async (_sql: string) => [],
      },
      'postgres',
    );
    await adapter.get();
    await adapter.query('SELECT 1');
    await expect(adapter.set()).rejects.toThrow('disk full');
    const text = await registry.metrics();
    expect(text).toMatch(/^kogge_store_seconds_count\{store="postgres",op="read"\} 2$/m);
    expect(text).toMatch(/^kogge_store_errors_total\{store="postgres",op="write"\} 1$/m);
  });
});
