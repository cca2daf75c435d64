import type { Clock } from './clock';

// Discord ids carry their creation time (ms since 2015-01-01) in the top bits; discord.js
// reads `createdTimestamp` from them, so ours must encode the clock's time too.
const DISCORD_EPOCH = 1_420_070_400_000n;
const WORKER_BITS = 1n << 17n;

export class SnowflakeSource {
  #last = 0n;

  constructor(private readonly clock: Clock) {}

  /** A new id, strictly greater than the last: a stopped test clock must not repeat ids. */
  next(): string {
    const ms = BigInt(Math.floor(this.clock.now())) - DISCORD_EPOCH;
    const candidate = (ms << 22n) | WORKER_BITS;
    this.#last = candidate > this.#last ? candidate : this.#last + 1n;
    return this.#last.toString();
  }

  /**
   * A new id that Discord routes to shard `shard` of `count` (`(id >> 22) % count`): the
   * next id, moved on a millisecond at a time until it does (issue 27: tests place guilds).
   */
  nextOnShard(shard: number, count: number): string {
    let id = BigInt(this.next());
    while ((id >> 22n) % BigInt(count) !== BigInt(shard)) id += 1n << 22n;
    this.#last = id;
    return id.toString();
  }
}
