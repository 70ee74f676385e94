import type { RateLimitName, RateLimits } from '../config';
import { HttpError } from '../errors';

const throttledError = () =>
  new HttpError(429, 'RequestThrottled', 'Too many requests. Please try again in a few minutes.');

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
    const overIp = this.count(this.ipKey(name, ip), limit.windowSeconds, 1) > limit.perIp;
    const overAccount =
      account !== undefined &&
      this.count(this.accountKey(name, account), limit.windowSeconds, 1) > limit.perAccount;
    if (overIp || overAccount) throw throttledError();
  }

  /**
   * For endpoints where only failures count (login): throws when the IP or the account has
   * used up its failures, without counting this attempt. Call `fail` when it fails.
   */
  guard(name: RateLimitName, ip: string, account: string): void {
    const limit = this.limits[name];
    if (
      this.count(this.ipKey(name, ip), limit.windowSeconds, 0) >= limit.perIp ||
      this.count(this.accountKey(name, account), limit.windowSeconds, 0) >= limit.perAccount
    ) {
      throw throttledError();
    }
  }

  fail(name: RateLimitName, ip: string, account: string): void {
    const { windowSeconds } = this.limits[name];
    this.count(this.ipKey(name, ip), windowSeconds, 1);
    this.count(this.accountKey(name, account), windowSeconds, 1);
  }

  private ipKey = (name: RateLimitName, ip: string) => `${name}:ip:${ip}`;
  private accountKey = (name: RateLimitName, account: string) =>
    `${name}:acct:${account.toLowerCase()}`;

  /** Adds `by` to the key's window and answers its count. */
  private count(key: string, windowSeconds: number, by: 0 | 1): number {
    const now = this.now();
    if (this.windows.size > 50_000) this.prune(now);
    const current = this.windows.get(key);
    if (!current || current.resetAt <= now) {
      if (by === 0) return 0;
      this.windows.set(key, { count: 1, resetAt: now + windowSeconds * 1000 });
      return 1;
    }
    current.count += by;
    return current.count;
  }

  private prune(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
