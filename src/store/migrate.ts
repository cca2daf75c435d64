// Brings an older stored record up to RECORD_VERSION. There is one version so far; a new
// version adds a step here, so old games keep loading after an upgrade.
import { RECORD_VERSION } from './game-record';

type Step = (record: Record<string, unknown>) => Record<string, unknown>;
const STEPS: Record<number, Step> = {};

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
