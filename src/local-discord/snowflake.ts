import type { Clock } from './clock';

// Discord ids carry their creation time (ms since 2015-01-01) in the top bits; discord.js
// reads `createdTimestamp` from them, so ours must encode the clock's time too.
const DISCORD_EPOCH = 1_420_070_400_000n;

export class SnowflakeSource {
  #increment = 0n;

  constructor(private readonly clock: Clock) {}

  next(): string {
    const ms = BigInt(Math.floor(this.clock.now())) - DISCORD_EPOCH;
    this.#increment = (this.#increment + 1n) & 0xfffn;
    return ((ms << 22n) | (1n << 17n) | this.#increment).toString();
  }
}
