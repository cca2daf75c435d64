import type { GatewayDispatchPayload } from 'discord-api-types/v10';
import type { Transport } from './transport';

// How many dispatches a session keeps for RESUME; a client away longer re-identifies.
const REPLAY_LIMIT = 2_000;

/** One identified bot session; outlives its socket so a dropped client can resume. */
export class GatewaySession {
  seq = 0;
  readonly #log: GatewayDispatchPayload[] = [];
  transport: Transport | undefined;

  constructor(
    readonly id: string,
    readonly intents: number,
    /** [shard_id, num_shards] from IDENTIFY; [0, 1] when the client did not shard. */
    readonly shard: readonly [number, number] = [0, 1],
  ) {}

  dispatch(t: string, d: unknown): void {
    this.seq += 1;
    const payload = { op: 0, t, s: this.seq, d } as GatewayDispatchPayload;
    this.#log.push(payload);
    if (this.#log.length > REPLAY_LIMIT) this.#log.shift();
    this.transport?.send(payload);
  }

  /** Dispatches missed since `seq`, or undefined when they are no longer all kept. */
  missedSince(seq: number): GatewayDispatchPayload[] | undefined {
    if (seq > this.seq) return undefined;
    const first = this.#log[0]?.s ?? this.seq + 1;
    if (seq + 1 < first) return undefined;
    return this.#log.filter((payload) => payload.s > seq);
  }
}
