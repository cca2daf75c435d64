// Issue 42: the verify flood. Other members' answers (a command arriving every 20 ms, answered
// on the bot's event loop) while nothing else happens, then while four members each upload
// the largest refused record (60,000 pick-up toggles with correct step fingerprints, just under
// the 4 MB attachment cap) to /kogge game verify at once. Goal: p99 with ≤ 1.5× without.
// Printed, never asserted; part of `npm run bench -- fair` (only this: `-- fair --verify-flood`).
import { setTimeout as sleep } from 'node:timers/promises';
import { MAX_RECORD_BYTES, verdictOfAttachment } from '../src/bot/record-attachment';
import { RecordChecks } from '../src/bot/record-checks';
import { t } from '../src/i18n/index';
import { RecordPool } from '../src/verify/pool/record-pool';
import { cdnProcess } from '../test/support/cdn-process';
import { underLoad } from '../test/support/loop-delay';
import { toggleFlood } from '../test/verify/forged-records';

const UPLOADS = 4;

export async function verifyFlood(): Promise<void> {
  const record = JSON.stringify(toggleFlood(60_000));
  const cdn = await cdnProcess({ '/record.json': record });
  const url = cdn.url('/record.json');
  const checks = new RecordChecks(new RecordPool());
  const answer = () => t('verify.noRecord', {}, 'en');
  try {
    await checks.pool.warm();
    const without = await underLoad(() => sleep(2000), answer);
    const flood = await underLoad(
      () =>
        Promise.all(
          Array.from({ length: UPLOADS }, (_, i) =>
            checks.oneAtATime(`member-${i}`, (pool) =>
              verdictOfAttachment({ url, size: record.length }, fetch, undefined, pool),
            ),
          ),
        ),
      answer,
    );
    const keys = [...new Set(flood.result.map((v) => v?.key))].join(', ');
    const line = (label: string, ms: number) =>
      console.log(`${label.padEnd(60)}${ms.toFixed(1).padStart(8)} ms`);
    console.log(
      `verify flood: ${UPLOADS} uploads of ${(record.length / 1e6).toFixed(1)} MB (cap ${MAX_RECORD_BYTES / 2 ** 20} MiB), answered ${keys} in ${flood.jobMs.toFixed(0)} ms`,
    );
    line(`  other members' answers p99, without (${without.commands} commands)`, without.commandP99Ms);
    line(`  other members' answers p99, with the flood (${flood.commands} commands)`, flood.commandP99Ms);
    line('  event-loop delay p99, without', without.loopP99Ms);
    line('  event-loop delay p99, with the flood', flood.loopP99Ms);
    console.log(
      `  ratio with/without ${(flood.commandP99Ms / Math.max(without.commandP99Ms, 0.1)).toFixed(2)}× (goal ≤ 1.5×)`,
    );
  } finally {
    await checks.pool.close();
    cdn.stop();
  }
}
