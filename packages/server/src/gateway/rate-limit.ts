/** A token bucket per key: `burst` calls at once, refilled at `perMinute`. */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private readonly refillPerMs: number;

  constructor(
    perMinute: number,
    private readonly burst: number,
  ) {
    this.refillPerMs = perMinute / 60_000;
  }

  /** Takes one token; when none is left, says how long until one is. */
  take(key: string, now = Date.now()): { allowed: true } | { allowed: false; retryAfterMs: number } {
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
