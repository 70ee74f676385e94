import type pg from 'pg';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { RateLimitName, RateLimits } from '../config';
import { apiErrorMessages } from '../contract';
import { rateLimitTableName } from '../db/schema';
import { throttled } from '../errors';
import { hashToken } from './secret';

type Scope = 'ip' | 'account';

/** Given back when the guarded work succeeded (a login with the right password). */
export interface Attempt {
  succeeded(): Promise<void>;
}

/**
 * Fixed-window counters per client IP and per account (rate-limiter-flexible). On PostgreSQL
 * they live in one table that every instance shares; on the embedded database, in memory.
 * The IP is always counted first and the account only when the IP is under its limit, so a
 * throttled client makes no new counters however many accounts it names.
 */
export class Throttle {
  private readonly limiters = new Map<string, RateLimiterAbstract>();
  /** Told of every refusal, by limit and scope (metrics). */
  onRefused?: (name: RateLimitName, scope: Scope) => void;

  /** `pool`: PostgreSQL's; null keeps the counters in this process's memory. */
  constructor(
    private readonly limits: RateLimits,
    private readonly pool: pg.Pool | null,
  ) {}

  /** Counts one request; throws 429 RequestThrottled when the IP or the account is over. */
  async hit(name: RateLimitName, ip: string, account?: string): Promise<void> {
    await this.consume(name, 'ip', ip);
    if (account !== undefined) await this.consume(name, 'account', account);
  }

  /**
   * For endpoints where only failures should use the limit up (a password check): counts the
   * attempt before the work, so concurrent attempts cannot all slip in, and gives it back
   * when `succeeded` is called.
   */
  async attempt(name: RateLimitName, ip: string, account: string): Promise<Attempt> {
    await this.hit(name, ip, account);
    return {
      succeeded: async () => {
        await Promise.all([
          this.limiter(name, 'ip').reward(ip),
          this.limiter(name, 'account').reward(accountKey(account)),
        ]);
      },
    };
  }

  /** The count in the current window (tests and operators). */
  async used(name: RateLimitName, scope: Scope, id: string): Promise<number> {
    const res = await this.limiter(name, scope).get(scope === 'ip' ? id : accountKey(id));
    return res?.consumedPoints ?? 0;
  }

  private async consume(name: RateLimitName, scope: Scope, id: string): Promise<void> {
    try {
      await this.limiter(name, scope).consume(scope === 'ip' ? id : accountKey(id));
    } catch (error) {
      // rate-limiter-flexible rejects with a RateLimiterRes when the key is over its limit.
      if (error instanceof RateLimiterRes) {
        this.onRefused?.(name, scope);
        throw throttled(apiErrorMessages.requestThrottled);
      }
      throw error;
    }
  }

  private limiter(name: RateLimitName, scope: Scope): RateLimiterAbstract {
    const keyPrefix = `${name}:${scope}`;
    let limiter = this.limiters.get(keyPrefix);
    if (!limiter) {
      const limit = this.limits[name];
      const options = {
        keyPrefix,
        points: scope === 'ip' ? limit.perIp : limit.perAccount,
        duration: limit.windowSeconds,
      };
      limiter = this.pool
        ? new RateLimiterPostgres({
            ...options,
            storeClient: this.pool,
            storeType: 'pool',
            tableName: rateLimitTableName,
            // The table is a migration's (server/db/schema/auth.ts), created under the
            // migrations' advisory lock, so instances starting together never race to create it.
            tableCreated: true,
            // Expired rows are swept table-wide every 5 minutes: one limiter does it for all.
            clearExpiredByTimeout: this.limiters.size === 0,
            // Should PostgreSQL fail, this process goes on counting alone rather than failing
            // every login.
            insuranceLimiter: new RateLimiterMemory(options),
          })
        : new RateLimiterMemory(options);
      this.limiters.set(keyPrefix, limiter);
    }
    return limiter;
  }
}

// Accounts are e-mail addresses: counted in any case, and kept as a digest so the counters
// table holds no addresses and every key fits its 255 characters.
const accountKey = (account: string) => hashToken(account.trim().toLowerCase());
