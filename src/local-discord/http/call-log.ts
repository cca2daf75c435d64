/** One REST request as the server saw it; the benchmark reads latency from these. */
export interface RestCall {
  method: string;
  /** The route template, e.g. `/channels/:channel/messages`. */
  route: string;
  path: string;
  status: number;
  /** Server-side wall time from first byte read to last byte written, in ms. */
  latencyMs: number;
  at: number;
  requestBytes: number;
  /** The request's JSON (or multipart `payload_json`), as sent: tests check payload fields. */
  json?: Record<string, unknown>;
  /** The uploaded files' names, in form order (their bytes are kept on the messages). */
  files?: string[];
  /** The id of what a successful call answered with (a message it created, edited, fetched). */
  resultId?: string;
}

/**
 * Calls kept (issue 20: bounded memory in a long run): the newest ones, more than a whole
 * test game makes. Older calls go a thousand at a time, so recording stays cheap.
 */
export const MAX_CALLS = 10_000;

export class CallLog {
  readonly calls: RestCall[] = [];
  /** Calls let go to keep memory bounded: an audit of a whole run needs this to be 0. */
  dropped = 0;

  /** `limit`: a test that audits every call of a long run (the kill loop) keeps more. */
  constructor(private readonly limit = MAX_CALLS) {}

  record(call: RestCall): void {
    this.calls.push(call);
    if (this.calls.length > this.limit) {
      const drop = this.calls.length - this.limit + Math.min(1_000, Math.floor(this.limit / 10));
      this.calls.splice(0, drop);
      this.dropped += drop;
    }
  }

  clear(): void {
    this.calls.length = 0;
  }
}
