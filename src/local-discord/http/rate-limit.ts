import { createHash } from 'node:crypto';
import type { Clock } from '../clock';

// Discord tells clients their budget on every response; @discordjs/rest plans its queue from
// these headers. The budget here is generous (a local table has no abuse to stop), but the
// headers are real so the client's bucket logic runs as it would against Discord.
const LIMIT = 50;
const WINDOW_MS = 1_000;

interface Bucket {
  remaining: number;
  resetAt: number;
}

export class RateLimits {
  readonly #buckets = new Map<string, Bucket>();

  constructor(private readonly clock: Clock) {}

  headers(method: string, template: string, major: string): Record<string, string> {
    const key = `${method} ${template} ${major}`;
    const now = this.clock.now();
    let bucket = this.#buckets.get(key);
    if (!bucket || bucket.resetAt <= now) {
      bucket = { remaining: LIMIT, resetAt: now + WINDOW_MS };
      this.#buckets.set(key, bucket);
    }
    // Never reports zero: the client would then sleep on a real-time timer.
    bucket.remaining = Math.max(1, bucket.remaining - 1);
    const hash = createHash('sha1').update(`${method} ${template}`).digest('hex').slice(0, 32);
    return {
      'X-RateLimit-Limit': String(LIMIT),
      'X-RateLimit-Remaining': String(bucket.remaining),
      'X-RateLimit-Reset': (bucket.resetAt / 1000).toFixed(3),
      'X-RateLimit-Reset-After': ((bucket.resetAt - now) / 1000).toFixed(3),
      'X-RateLimit-Bucket': hash,
      'X-RateLimit-Scope': 'user',
    };
  }
}
