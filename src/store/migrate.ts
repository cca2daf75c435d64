// Brings an older stored record up to RECORD_VERSION. Each version adds a step here, so old
// games keep loading after an upgrade.
import { RECORD_VERSION } from './game-record';

type Step = (record: Record<string, unknown>) => Record<string, unknown>;
const STEPS: Record<number, Step> = {
  // 1 → 2 (issue 21): a game made before then has a whole-number seed of the xoroshiro128+
  // generator, and keeps replaying with it; the settings now say so.
  1: (record) => ({
    ...record,
    recordVersion: 2,
    settings: { ...(record.settings as Record<string, unknown>), generator: 'xoroshiro128+' },
  }),
};

export function migrate(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null) return raw;
  let record = raw as Record<string, unknown>;
  while (typeof record.recordVersion === 'number' && record.recordVersion < RECORD_VERSION) {
    const step = STEPS[record.recordVersion];
    if (!step) break;
    record = step(record);
  }
  return record;
}
