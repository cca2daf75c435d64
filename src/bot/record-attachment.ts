// An exported record attached to /kogge game verify (issue 21): fetched from Discord's CDN and
// checked by the verifier, with what this bot knows of it (issue 42). Every way it can fail is
// a verdict, never a throw. Issue 42: the text is read and the record replayed on the record
// worker (verify/pool/record-pool.ts), with a time budget; this thread only fetches it.
import type { MessageKey, Params } from '../i18n/index';
import { NO_TRUST, type Trust } from '../verify/index';
import type { RecordPool } from '../verify/pool/record-pool';
import { recordChecks } from './record-checks';

/** A record of a long game is a few hundred kilobytes; more is not a record of ours. */
export const MAX_RECORD_BYTES = 4 * 1024 * 1024;

export interface AttachedRecord {
  url: string;
  size: number;
}

export async function verdictOfAttachment(
  attached: AttachedRecord,
  fetcher: typeof fetch = fetch,
  /** Issue 42: what this bot knows of the record (its key, the stored game it claims to be). */
  trust: (json: unknown) => Promise<Trust> = () => Promise.resolve(NO_TRUST),
  pool: RecordPool = recordChecks().pool,
): Promise<{ key: MessageKey; params: Params }> {
  if (attached.size > MAX_RECORD_BYTES)
    return { key: 'verify.attachmentFailed', params: { reason: `${attached.size} bytes` } };
  let text: string;
  try {
    const response = await fetcher(attached.url);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    text = await response.text();
  } catch (error) {
    return {
      key: 'verify.attachmentFailed',
      params: { reason: error instanceof Error ? error.message : '?' },
    };
  }
  // The size Discord reports is the uploader's word: the text itself is measured too.
  if (text.length > MAX_RECORD_BYTES)
    return { key: 'verify.attachmentFailed', params: { reason: `${text.length} bytes` } };
  const claim = await pool.claim(text);
  if (!claim.ok) return { key: 'verify.notJson', params: { reason: claim.reason } };
  const verdict = await pool.verify({ text }, await trust({ game: claim.game }));
  return { key: verdict.key, params: verdict.params };
}
