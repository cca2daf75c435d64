import { createHash } from 'node:crypto';
import { realTime } from '../clock';

// Discord docs, Topics › Rate Limits. Per-route buckets keyed by route and top-level
// resource (channel, guild, webhook), a global 50 requests per second per bot, interaction
// endpoints outside the global limit. Discord publishes no per-route numbers ("should not be
// hard coded"); the ones below are what Discord answers today, read off its headers.
// Buckets run in real time: discord.js sleeps on real timers until the reset it was told.

export interface BucketRule {
  limit: number;
  windowMs: number;
}

/** Observed on Discord: 5 messages per 5 s per channel; edits likewise, in their own bucket. */
const RULES: Record<string, BucketRule> = {
  'POST /channels/:channel/messages': { limit: 5, windowMs: 5_000 },
  'PATCH /channels/:channel/messages/:message': { limit: 5, windowMs: 5_000 },
  'DELETE /channels/:channel/messages/:message': { limit: 5, windowMs: 1_000 },
};

/** Routes without an observed number get a bucket the global limit always trips first. */
const DEFAULT_RULE: BucketRule = { limit: 50, windowMs: 1_000 };

/** "All bots can make up to 50 requests per second to our API" (Global Rate Limit). */
export const GLOBAL_RULE: BucketRule = { limit: 50, windowMs: 1_000 };

export type RouteLimit = 'bucket' | 'exempt';

interface Window {
  count: number;
  resetAt: number;
}

export interface RateDecision {
  headers: Record<string, string>;
  /** Set when the request is refused with 429. */
  limited?: { retryAfterS: number; global: boolean };
}

export class RateLimits {
  readonly #buckets = new Map<string, Window>();
  #global: Window = { count: 0, resetAt: 0 };

  /** `enabled: false` never refuses (a unit test's switch); headers still come. */
  constructor(private readonly enabled: boolean) {}

  /**
   * Counts one request. Interaction callbacks are exempt from everything; other interaction
   * endpoints (token webhooks) from the global limit only.
   */
  take(method: string, template: string, major: string, kind: { global: boolean }): RateDecision {
    const now = realTime.now();
    const route = `${method} ${template}`;
    const rule = RULES[route] ?? DEFAULT_RULE;
    const bucket = this.#window(`${route} ${major}`, rule, now);
    const hash = createHash('sha1').update(route).digest('hex').slice(0, 32);
    const headers = (remaining: number) => ({
      'X-RateLimit-Limit': String(rule.limit),
      'X-RateLimit-Remaining': String(remaining),
      'X-RateLimit-Reset': ((Date.now() + bucket.resetAt - now) / 1000).toFixed(3),
      'X-RateLimit-Reset-After': ((bucket.resetAt - now) / 1000).toFixed(3),
      'X-RateLimit-Bucket': hash,
    });
    if (kind.global) {
      if (this.#global.resetAt <= now) this.#global = { count: 0, resetAt: now + GLOBAL_RULE.windowMs };
      if (this.enabled && this.#global.count >= GLOBAL_RULE.limit) {
        return {
          headers: { 'X-RateLimit-Global': 'true', 'X-RateLimit-Scope': 'global' },
          limited: { retryAfterS: (this.#global.resetAt - now) / 1000, global: true },
        };
      }
    }
    if (this.enabled && bucket.count >= rule.limit) {
      return {
        headers: { ...headers(0), 'X-RateLimit-Scope': 'user' },
        limited: { retryAfterS: (bucket.resetAt - now) / 1000, global: false },
      };
    }
    bucket.count += 1;
    if (kind.global) this.#global.count += 1;
    // Switched off: never report an empty bucket, or discord.js would wait for its reset.
    const remaining = rule.limit - bucket.count;
    return { headers: headers(this.enabled ? remaining : Math.max(1, remaining)) };
  }

  #window(key: string, rule: BucketRule, now: number): Window {
    let bucket = this.#buckets.get(key);
    if (!bucket || bucket.resetAt <= now) {
      bucket = { count: 0, resetAt: now + rule.windowMs };
      this.#buckets.set(key, bucket);
    }
    return bucket;
  }
}

/** Discord's 429 body (Rate Limit Response Structure). */
export function rateLimitedBody(retryAfterS: number, global: boolean): Record<string, unknown> {
  return { message: 'You are being rate limited.', retry_after: Number(retryAfterS.toFixed(3)), global };
}
