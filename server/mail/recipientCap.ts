import type pg from 'pg';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { apiErrorStatus, apiMessages, RECIPIENT_DAILY_EMAILS } from '../contract';
import { hashToken } from '../auth/secret';
import { rateLimitTableName } from '../db/schema';
import { HttpError, throttled } from '../errors';

// Nobody floods anybody (issue 38). The e-mails a member makes Guildhall send to someone else
// (team invitations, peer invitations, testimonial requests and their resends) need a verified
// sender, and one address receives at most RECIPIENT_DAILY_EMAILS of them a day from every
// sender together: the per-sender limits (the `email` rate limit, the team notice's 30 days)
// leave a crowd of fresh accounts free to bury one inbox.

const DAY_SECONDS = 24 * 60 * 60;

/** Refuses a sender whose own address is not verified: 403 EmailNotVerified, nothing changed. */
export function requireVerifiedSender(user: { emailVerifiedAt: Date | null }): void {
  if (user.emailVerifiedAt === null) {
    throw new HttpError(
      apiErrorStatus.EmailNotVerified,
      'EmailNotVerified',
      apiMessages.verifyBeforeSending,
    );
  }
}

/**
 * One fixed day-long window per recipient address (rate-limiter-flexible, as the rate limits of
 * server/auth/throttle.ts): in PostgreSQL when the server runs on it, shared by every instance;
 * in memory on the embedded database. An e-mail is counted before it is queued.
 */
export class RecipientCap {
  private readonly limiter: RateLimiterAbstract;

  /** `pool`: PostgreSQL's; null keeps the counters in this process's memory. */
  constructor(pool: pg.Pool | null, perDay = RECIPIENT_DAILY_EMAILS) {
    const options = { keyPrefix: 'recipient:day', points: perDay, duration: DAY_SECONDS };
    this.limiter = pool
      ? new RateLimiterPostgres({
          ...options,
          storeClient: pool,
          storeType: 'pool',
          tableName: rateLimitTableName,
          // The migrations' table; the throttle's first limiter sweeps its expired rows.
          tableCreated: true,
          clearExpiredByTimeout: false,
          insuranceLimiter: new RateLimiterMemory(options),
        })
      : new RateLimiterMemory(options);
  }

  /** Counts one e-mail to `address`: false when the address has had its e-mails today. */
  async take(address: string): Promise<boolean> {
    try {
      await this.limiter.consume(recipientKey(address));
      return true;
    } catch (error) {
      // rate-limiter-flexible rejects with a RateLimiterRes when the key is over its limit.
      if (error instanceof RateLimiterRes) return false;
      throw error;
    }
  }

  /** Counts one e-mail to `address`, or refuses the request (429) before anything is stored. */
  async takeOrRefuse(address: string): Promise<void> {
    if (!(await this.take(address))) throw throttled(apiMessages.recipientDailyLimit);
  }

  /** The e-mails counted to `address` in the current window (tests). */
  async used(address: string): Promise<number> {
    return (await this.limiter.get(recipientKey(address)))?.consumedPoints ?? 0;
  }
}

// Counted in any case, and kept as a digest: the counters table holds no addresses.
const recipientKey = (address: string) => hashToken(address.trim().toLowerCase());
