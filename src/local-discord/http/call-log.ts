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
