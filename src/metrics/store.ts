// The store's latency (issue 40): each adapter's reads and writes timed where Keyv and the
// store's own statements reach the database (store/database.ts), by store kind and operation.
// With metrics off the adapter is handed back untouched.
import { performance } from 'node:perf_hooks';
import { metricsOn, observeStore } from './hooks';
import type { StoreKind, StoreOp } from './names';

const READS = ['get', 'getMany', 'has', 'hasMany'] as const;
const WRITES = ['set', 'setMany', 'delete', 'deleteMany', 'clear'] as const;

type Method = (...args: unknown[]) => Promise<unknown>;

/** The adapter, its methods timed in place when metrics are on. */
export function timedAdapter<A extends object>(adapter: A, store: StoreKind): A {
  if (!metricsOn()) return adapter;
  const methods = adapter as unknown as Record<string, Method | undefined>;
  const wrap = (name: string, opOf: (args: unknown[]) => StoreOp) => {
    const original = methods[name];
    if (typeof original !== 'function') return;
    methods[name] = async (...args: unknown[]) => {
      const started = performance.now();
      let failed = true;
      try {
        const result = await original.apply(adapter, args);
        failed = false;
        return result;
      } finally {
        observeStore(store, opOf(args), (performance.now() - started) / 1000, failed);
      }
    };
  };
  for (const name of READS) wrap(name, () => 'read');
  for (const name of WRITES) wrap(name, () => 'write');
  // The store's own statements (store/database.ts): a SELECT reads, anything else writes.
  wrap('query', (args) => (/^\s*select\b/i.test(String(args[0])) ? 'read' : 'write'));
  return adapter;
}
