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

export class CallLog {
  readonly calls: RestCall[] = [];

  record(call: RestCall): void {
    this.calls.push(call);
  }

  clear(): void {
    this.calls.length = 0;
  }
}
