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
}

/**
 * Calls kept (issue 20: bounded memory in a long run): the newest ones, more than a whole
 * test game makes. Older calls go a thousand at a time, so recording stays cheap.
 */
export const MAX_CALLS = 10_000;

export class CallLog {
  readonly calls: RestCall[] = [];

  record(call: RestCall): void {
    this.calls.push(call);
    if (this.calls.length > MAX_CALLS) this.calls.splice(0, this.calls.length - MAX_CALLS + 1_000);
  }

  clear(): void {
    this.calls.length = 0;
  }
}
