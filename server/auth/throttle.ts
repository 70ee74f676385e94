import type { RateLimitName, RateLimits } from '../config';
import { HttpError } from '../errors';

/**
 * Fixed-window counters per client IP and per account, in memory. One process answers for
 * its own counters; behind a load balancer each instance throttles separately (documented in
 * docs/api.md), which still bounds guessing to instances x limit.
 */
export class Throttle {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limits: RateLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one attempt; throws 429 RequestThrottled when the IP or the account is over. */
  hit(name: RateLimitName, ip: string, account?: string): void {
    const limit = this.limits[name];
    const overIp = this.count(`${name}:ip:${ip}`, limit.windowSeconds) > limit.perIp;
    const overAccount =
      account !== undefined &&
      this.count(`${name}:acct:${account.toLowerCase()}`, limit.windowSeconds) > limit.perAccount;
    if (overIp || overAccount) {
      throw new HttpError(
        429,
        'RequestThrottled',
        'Too many requests. Please try again in a few minutes.',
      );
    }
  }

  private count(key: string, windowSeconds: number): number {
    const now = this.now();
    if (this.windows.size > 50_000) this.prune(now);
    const current = this.windows.get(key);
    if (!current || current.resetAt <= now) {
      this.windows.set(key, { count: 1, resetAt: now + windowSeconds * 1000 });
      return 1;
    }
    current.count += 1;
    return current.count;
  }

  private prune(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
