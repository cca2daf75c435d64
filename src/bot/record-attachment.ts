// An exported record attached to /kogge game verify (issue 21): fetched from Discord's CDN and
// checked by the verifier, with what this bot knows of it (issue 42). Every way it can fail is
// a verdict, never a throw. Issue 42: the record is fetched, read and replayed on the record
// worker (verify/pool/record-pool.ts) with a time budget: none of its bytes pass this thread.
import type { MessageKey, Params } from '../i18n/index';
import { NO_TRUST, type Trust } from '../verify/index';
import type { RecordPool } from '../verify/pool/record-pool';
import type { Claim } from '../verify/pool/record-worker';
import { recordChecks } from './record-checks';

/** A record of a long game is a few hundred kilobytes; more is not a record of ours. */
export const MAX_RECORD_BYTES = 4 * 1024 * 1024;

export interface AttachedRecord {
  url: string;
  size: number;
}

export async function verdictOfAttachment(
  attached: AttachedRecord,
  /** The platform's fetch is the worker's; another (a test's) fetches here and hands the text over. */
  fetcher: typeof fetch = fetch,
  /** Issue 42: what this bot knows of the record (its key, the stored game it claims to be). */
  trust: (json: unknown) => Promise<Trust> = () => Promise.resolve(NO_TRUST),
  pool: RecordPool = recordChecks().pool,
): Promise<{ key: MessageKey; params: Params }> {
  if (attached.size > MAX_RECORD_BYTES)
    return { key: 'verify.attachmentFailed', params: { reason: `${attached.size} bytes` } };
  const read = () =>
    fetcher === fetch
      ? pool.claim({ url: attached.url, maxBytes: MAX_RECORD_BYTES })
      : claimHere(attached, fetcher, pool);
  let claim = await read();
  if (!claim.ok)
    return {
      key: claim.fetch ? 'verify.attachmentFailed' : 'verify.notJson',
      params: { reason: claim.reason },
    };
  const trusted = await trust({ game: claim.game });
  let verdict = await pool.verify({ held: claim.held }, trusted);
  // Dropped by the worker meanwhile (more records at once than it holds): read once more.
  if (verdict.key === 'verify.malformed' && verdict.params.issue === 'held') {
    claim = await read();
    if (claim.ok) verdict = await pool.verify({ held: claim.held }, trusted);
  }
  return { key: verdict.key, params: verdict.params };
}

async function claimHere(attached: AttachedRecord, fetcher: typeof fetch, pool: RecordPool): Promise<Claim> {
  let text: string;
  try {
    const response = await fetcher(attached.url);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    text = await response.text();
  } catch (error) {
    return { ok: false, fetch: true, reason: error instanceof Error ? error.message : '?' };
  }
  if (text.length > MAX_RECORD_BYTES) return { ok: false, fetch: true, reason: `${text.length} bytes` };
  return pool.claim(text);
}
