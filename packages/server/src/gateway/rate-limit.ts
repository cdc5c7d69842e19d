import { sql } from 'kysely';
import type { Store } from '../store/db.js';

export type RateDecision = { allowed: true } | { allowed: false; retryAfterMs: number };

/** A token bucket per key: `burst` calls at once, refilled at `perMinute`. */
export interface RateLimiter {
  /** Takes one token; when none is left, says how long until one is. */
  take(key: string): Promise<RateDecision>;
}

/** The buckets in this process: one server (the embedded default). */
export class LocalRateLimiter implements RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private readonly refillPerMs: number;

  constructor(
    perMinute: number,
    private readonly burst: number,
  ) {
    this.refillPerMs = perMinute / 60_000;
  }

  async take(key: string, now = Date.now()): Promise<RateDecision> {
    if (this.refillPerMs <= 0) return { allowed: true };
    const bucket = this.buckets.get(key) ?? { tokens: this.burst, at: now };
    bucket.tokens = Math.min(this.burst, bucket.tokens + (now - bucket.at) * this.refillPerMs);
    bucket.at = now;
    this.buckets.set(key, bucket);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return { allowed: true };
    }
    return { allowed: false, retryAfterMs: Math.ceil((1 - bucket.tokens) / this.refillPerMs) };
  }
}

/**
 * The buckets in PostgreSQL, so every server behind one URL counts a key's calls together: one
 * atomic statement refills the bucket for the time elapsed and takes a token if there is one.
 */
export class SharedRateLimiter implements RateLimiter {
  private readonly refillPerMs: number;

  constructor(
    private readonly store: Store,
    perMinute: number,
    private readonly burst: number,
  ) {
    this.refillPerMs = perMinute / 60_000;
  }

  async take(key: string, now = Date.now()): Promise<RateDecision> {
    if (this.refillPerMs <= 0) return { allowed: true };
    const refilled = sql<number>`least(${this.burst}::double precision, rate_limits.tokens + greatest(0, ${now}::bigint - rate_limits.at_ms) * ${this.refillPerMs}::double precision)`;
    const row = await this.store.db
      .insertInto('rate_limits')
      .values({ key_id: key, tokens: this.burst - 1, at_ms: now, allowed: true })
      .onConflict((oc) =>
        oc.column('key_id').doUpdateSet({
          tokens: sql`case when ${refilled} >= 1 then ${refilled} - 1 else ${refilled} end`,
          allowed: sql`${refilled} >= 1`,
          at_ms: sql`greatest(rate_limits.at_ms, ${now}::bigint)`,
        }),
      )
      .returning(['tokens', 'allowed'])
      .executeTakeFirstOrThrow();
    if (row.allowed) return { allowed: true };
    return { allowed: false, retryAfterMs: Math.ceil((1 - Number(row.tokens)) / this.refillPerMs) };
  }
}

/** Shared buckets on PostgreSQL (several servers), this process's own on SQLite (one). */
export function rateLimiter(store: Store, perMinute: number, burst: number): RateLimiter {
  return store.dialect === 'postgres'
    ? new SharedRateLimiter(store, perMinute, burst)
    : new LocalRateLimiter(perMinute, burst);
}
