import { isAbsolute, resolve } from 'node:path';
import { OWASP_PASSWORD_POLICY, type PasswordPolicy } from './auth/passwords';
import { PUBLIC_SETTINGS, pickPublicSettings, type PublicSettings } from './contract';
import { projectRoot, spaDistDir } from './paths';
import type { S3Settings } from './uploads/s3';

export interface ServerConfig {
  port: number;
  host: string;
  /** PGlite files and uploads live here unless DATABASE_URL points at PostgreSQL. */
  dataDir: string;
  databaseUrl: string | undefined;
  /** Base of every link the server e-mails; never taken from a request's Host header. */
  publicBaseUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Signs access tokens and upload fields; generated and kept in dataDir when unset. */
  authSecret: string | undefined;
  clientId: string;
  clientSecret: string;
  /** Built SPA to serve with history fallback; null serves the API alone (tests, dev). */
  spaDir: string | null;
  logLevel: string;
  /**
   * Read the client IP from X-Forwarded-For (only behind a proxy you run: otherwise a client
   * could pick any IP and slip past per-IP rate limits).
   */
  trustProxy: boolean;
  /**
   * The demo community (server/seed/startup.ts). `true` (SEED_DEMO=true): seeded into an empty
   * database, and a warning at every start; `false`: never; `'trial'` (SEED_DEMO unset, outside
   * a production start and tests): only into a new embedded database whose PUBLIC_BASE_URL is a
   * loopback address, `npm start`'s local trial.
   */
  seedDemo: boolean | 'trial';
  /**
   * Runs the background jobs (pg-boss, server/jobs/runner.ts): the reviewers' daily reminder.
   * Every instance runs them; each scheduled run does its work once.
   */
  jobsEnabled: boolean;
  /** Serves GET /api/dev/outbox (end-to-end tests follow e-mailed links with it). */
  devOutbox: boolean;
  /**
   * Days a sent message's body stays in the outbox (email_outbox and DATA_DIR/outbox/) before
   * the retention job deletes it (OUTBOX_RETENTION_DAYS, jobs/outboxRetention.ts).
   */
  outboxRetentionDays: number;
  /**
   * New password hashes: argon2id at OWASP's m = 19 MiB, t = 2, p = 1 (PASSWORD_HASH,
   * ARGON2_MEMORY_KIB, ARGON2_PASSES); scrypt's cost (SCRYPT_LOG_N) when PASSWORD_HASH=scrypt.
   */
  passwords: PasswordPolicy;
  /**
   * Password hashes computed at once (each takes a libuv thread, and 19 MiB with argon2id or
   * 128 MiB for an older scrypt hash), and how many more
   * may wait; past that a login or sign-up answers 503 at once instead of queueing.
   */
  hashConcurrency: number;
  hashQueueLimit: number;
  /** Bounds past which the server answers 503 with Retry-After at once (server/overload.ts). */
  overload: OverloadLimits;
  /** A request's headers, and the whole request, must arrive within these. */
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  /** An idle kept-alive socket is closed after this (above a load balancer's idle timeout). */
  keepAliveTimeoutMs: number;
  /** On SIGTERM/SIGINT, requests in flight get this long; then their connections are cut. */
  shutdownTimeoutMs: number;
  accessTokenTtlSeconds: number;
  /** Absolute lifetime of a login session (its refresh-token family). */
  sessionTtlSeconds: number;
  /**
   * A refresh token presented again within this many seconds of its rotation answers the
   * tokens already issued for it (concurrent tabs, a lost answer); later, it revokes the family.
   */
  refreshReuseWindowSeconds: number;
  resetTokenTtlSeconds: number;
  uploadUrlTtlSeconds: number;
  rateLimits: RateLimits;
  /** Checks every answer against its declared contract schema (tests turn it on). */
  validateResponses: boolean;
  /**
   * Keeps the sessions behind access tokens and community search's pages in memory while the
   * database's change feed is live (server/db/changes.ts); off, every request reads the database.
   */
  readCache: boolean;
  /** Uploads go to S3 (presigned POST) when set; otherwise to DATA_DIR/uploads. */
  s3: S3Settings | null;
  /** What the Content-Security-Policy allows beyond the SPA's own origin (server/security.ts). */
  csp: CspSources;
  /** Serves GET /api/metrics to `Authorization: Bearer <this>`; unset, the route is a 404. */
  metricsToken: string | undefined;
  /** Serves the metrics on this port too (GET /metrics), for a scraper on a private network. */
  metricsPort: number | undefined;
  /**
   * The SPA's public settings from the environment (src/contract/publicSettings.ts), written into
   * every page; the client id and secret are added from clientId and clientSecret.
   */
  publicSettings: PublicSettings;
}

/**
 * The settings that name hosts the SPA talks to, each read under its run-time name or its
 * build-time VITE_ one (so a build configured either way gets a policy that lets it work),
 * and the hosts added by hand.
 */
export interface CspSources {
  contentEndpoint: string | undefined;
  sentryDsn: string | undefined;
  analyticsKey: string | undefined;
  analyticsHost: string | undefined;
  questionnaireFormId: string | undefined;
  schedulingUrl: string | undefined;
  socialWallUrl: string | undefined;
  /** CSP_CONNECT_SRC, CSP_IMG_SRC and CSP_FRAME_SRC (space-separated). */
  connectSrc: string[];
  imgSrc: string[];
  frameSrc: string[];
}

export interface OverloadLimits {
  /** API requests being answered at once; one more is refused (0: no bound). */
  maxInFlight: number;
  /**
   * The time API requests have waited, in ms (the event loop's lateness, the quickest answer's
   * time in the server, over half a second), past which requests are refused (0: off).
   */
  maxQueueDelayMs: number;
  /** Mean event-loop delay over the last second, in ms, past which requests are refused (0: off). */
  maxEventLoopDelayMs: number;
  /** V8 heap in use, in bytes, past which requests are refused (0: off). */
  maxHeapUsedBytes: number;
  /** The Retry-After of a refusal, in seconds. */
  retryAfterSeconds: number;
}

export interface RateLimit {
  /**
   * Requests allowed per window, per client IP and per account. Counted in PostgreSQL when the
   * server runs on it (shared by every instance), in memory on the embedded database.
   */
  perIp: number;
  perAccount: number;
  windowSeconds: number;
}
export type RateLimitName =
  'login' | 'refresh' | 'reset' | 'email' | 'signup' | 'uploads' | 'contact' | 'reports';
export type RateLimits = Record<RateLimitName, RateLimit>;

export const defaultRateLimits: RateLimits = {
  // Login counts every attempt before the password is checked and gives a successful one back,
  // so only failures use it up. Changing the password in settings checks the same password
  // and draws on the same counts.
  login: { perIp: 30, perAccount: 10, windowSeconds: 15 * 60 },
  refresh: { perIp: 120, perAccount: 60, windowSeconds: 15 * 60 },
  reset: { perIp: 10, perAccount: 5, windowSeconds: 60 * 60 },
  email: { perIp: 60, perAccount: 30, windowSeconds: 60 * 60 },
  // Sign-ups per client IP an hour (SIGNUPS_PER_IP_PER_HOUR): an office behind one address
  // signing its staff up together (a firm of 25, a few retries); one address cannot mint more.
  signup: { perIp: 30, perAccount: 30, windowSeconds: 60 * 60 },
  // Presigned uploads: a member changes a picture a few times, not hundreds.
  uploads: { perIp: 120, perAccount: 30, windowSeconds: 60 * 60 },
  // Contact reveals (GET /v1/profiles/{id}/contact): a member getting in touch opens a few
  // dozen an hour at most; a loop over ids stops at 60 members per account and 120 per IP
  // (an office behind one address) an hour.
  contact: { perIp: 120, perAccount: 60, windowSeconds: 60 * 60 },
  // Reports of a profile (POST /v1/profiles/{id}/reports): a member reports a profile now and
  // then; 10 an hour per account (30 per IP) keeps one account from flooding the operators'
  // queue.
  reports: { perIp: 30, perAccount: 10, windowSeconds: 60 * 60 },
};

const toBool = (value: string | undefined, fallback: boolean): boolean =>
  value === undefined || value === '' ? fallback : value === 'true' || value === '1';

function toPort(value: string | undefined, fallback: number, name = 'PORT'): number {
  const port = Number(value ?? fallback);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`${name} must be a whole number from 0 to 65535, got "${value}".`);
  }
  return port;
}

function toSeconds(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < 0) {
    throw new Error(`${name} must be a whole number of seconds, got "${value}".`);
  }
  return seconds;
}

function toPasswordHash(value: string | undefined): PasswordPolicy['algorithm'] {
  if (value === undefined || value === '' || value === 'argon2id') return 'argon2id';
  if (value === 'scrypt') return 'scrypt';
  throw new Error(`PASSWORD_HASH must be argon2id or scrypt, got "${value}".`);
}

/** A whole number from the environment within [min, max]; unset or empty: the fallback. */
function toInt(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${value}".`);
  }
  return number;
}

function cspSourcesFromEnv(env: NodeJS.ProcessEnv): CspSources {
  const setting = (name: string) => env[name] || env[`VITE_${name}`] || undefined;
  const list = (value: string | undefined) => (value ?? '').split(/\s+/).filter(Boolean);
  return {
    contentEndpoint: setting('CONTENT_ENDPOINT'),
    sentryDsn: setting('SENTRY_DSN'),
    analyticsKey: setting('ANALYTICS_KEY'),
    analyticsHost: setting('ANALYTICS_HOST'),
    questionnaireFormId: setting('QUESTIONNAIRE_FORM_ID'),
    schedulingUrl: setting('SCHEDULING_URL'),
    socialWallUrl: setting('SOCIAL_WALL_URL'),
    connectSrc: list(env.CSP_CONNECT_SRC),
    imgSrc: list(env.CSP_IMG_SRC),
    frameSrc: list(env.CSP_FRAME_SRC),
  };
}

const S3_REQUIRED = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/**
 * S3 when its four required settings are set; none of them: uploads stay on this machine. Only
 * some of them is a mistake, said at start rather than found at the first upload.
 */
function s3FromEnv(env: NodeJS.ProcessEnv): S3Settings | null {
  const missing = S3_REQUIRED.filter((name) => !env[name]);
  if (missing.length === S3_REQUIRED.length) return null;
  if (missing.length) throw new Error(`S3 uploads also need ${missing.join(', ')}.`);
  const bucket = env.S3_BUCKET!;
  const endpoint = env.S3_ENDPOINT || undefined;
  if (endpoint) {
    const url = URL.canParse(endpoint) ? new URL(endpoint) : null;
    if (!url || !/^https?:$/.test(url.protocol)) {
      throw new Error(`S3_ENDPOINT must be an http(s) URL, got "${endpoint}".`);
    }
    if (url.pathname.replace(/\/+$/, '').endsWith(`/${bucket}`)) {
      throw new Error(
        `S3_ENDPOINT is the service endpoint, without the bucket: drop "/${bucket}" from "${endpoint}" (and set S3_FORCE_PATH_STYLE=true for a MinIO-style store).`,
      );
    }
  }
  return {
    bucket,
    region: env.S3_REGION!,
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    sessionToken: env.S3_SESSION_TOKEN || undefined,
    endpoint,
    forcePathStyle: toBool(env.S3_FORCE_PATH_STYLE, false),
    publicUrl: env.S3_PUBLIC_URL || undefined,
  };
}

/**
 * A production start: any DATABASE_URL, or NODE_ENV=production given by whoever started the
 * server. `npm start` sets NODE_ENV=production for React's sake when it is not given, and says so
 * with LOCAL_TRIAL=true (scripts/start.mjs): that start is the local trial.
 */
export const isProductionStart = (env: NodeJS.ProcessEnv): boolean =>
  Boolean(env.DATABASE_URL) || (env.NODE_ENV === 'production' && !toBool(env.LOCAL_TRIAL, false));

/**
 * SEED_DEMO given: as given. Unset: never in tests or a production start; otherwise the local
 * trial's rule (a new embedded database on a loopback PUBLIC_BASE_URL, server/seed/startup.ts).
 */
function toSeedDemo(env: NodeJS.ProcessEnv): boolean | 'trial' {
  if (env.SEED_DEMO !== undefined && env.SEED_DEMO !== '') return toBool(env.SEED_DEMO, false);
  return env.NODE_ENV === 'test' || isProductionStart(env) ? false : 'trial';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = toPort(env.PORT, 8080);
  const dataDir = env.DATA_DIR ?? './data';
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: isAbsolute(dataDir) ? dataDir : resolve(projectRoot, dataDir),
    databaseUrl: env.DATABASE_URL || undefined,
    publicBaseUrl: (env.PUBLIC_BASE_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Guildhall <no-reply@guildhall.local>',
    authSecret: env.AUTH_SECRET || undefined,
    clientId: env.CLIENT_ID || env.VITE_CLIENT_ID || 'guildhall-web',
    clientSecret: env.CLIENT_SECRET || env.VITE_CLIENT_SECRET || 'guildhall-web-public',
    spaDir: env.SERVE_SPA === 'false' ? null : spaDistDir,
    logLevel: env.LOG_LEVEL || (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    trustProxy: toBool(env.TRUST_PROXY, false),
    seedDemo: toSeedDemo(env),
    jobsEnabled: toBool(env.JOBS_ENABLED, env.NODE_ENV !== 'test'),
    devOutbox: toBool(env.DEV_OUTBOX, false),
    outboxRetentionDays: toInt(env, 'OUTBOX_RETENTION_DAYS', 30, 1, 3_650),
    passwords: {
      algorithm: toPasswordHash(env.PASSWORD_HASH),
      argon2MemoryKiB: toInt(
        env,
        'ARGON2_MEMORY_KIB',
        OWASP_PASSWORD_POLICY.argon2MemoryKiB,
        64,
        1_048_576,
      ),
      argon2Passes: toInt(env, 'ARGON2_PASSES', OWASP_PASSWORD_POLICY.argon2Passes, 1, 10),
      scryptLogN: toInt(env, 'SCRYPT_LOG_N', OWASP_PASSWORD_POLICY.scryptLogN, 10, 22),
    },
    hashConcurrency: toInt(env, 'HASH_CONCURRENCY', 2, 1, 64),
    hashQueueLimit: toInt(env, 'HASH_QUEUE_LIMIT', 32, 0, 10_000),
    overload: {
      maxInFlight: toInt(env, 'MAX_REQUESTS_IN_FLIGHT', 64, 0, 100_000),
      maxQueueDelayMs: toInt(env, 'MAX_QUEUE_DELAY_MS', 500, 0, 60_000),
      maxEventLoopDelayMs: toInt(env, 'MAX_EVENT_LOOP_DELAY_MS', 1_000, 0, 60_000),
      maxHeapUsedBytes: toInt(env, 'MAX_HEAP_USED_MB', 0, 0, 1_000_000) * 1024 * 1024,
      retryAfterSeconds: toInt(env, 'OVERLOAD_RETRY_AFTER', 5, 1, 3_600),
    },
    headersTimeoutMs: toInt(env, 'HEADERS_TIMEOUT_MS', 15_000, 100, 600_000),
    requestTimeoutMs: toInt(env, 'REQUEST_TIMEOUT_MS', 120_000, 1_000, 3_600_000),
    keepAliveTimeoutMs: toInt(env, 'KEEP_ALIVE_TIMEOUT_MS', 72_000, 1_000, 600_000),
    shutdownTimeoutMs: toInt(env, 'SHUTDOWN_TIMEOUT_MS', 10_000, 0, 600_000),
    accessTokenTtlSeconds: 60 * 60,
    sessionTtlSeconds: 30 * 24 * 60 * 60,
    // Supabase Auth's default reuse interval.
    refreshReuseWindowSeconds: toSeconds(
      'REFRESH_TOKEN_REUSE_INTERVAL',
      env.REFRESH_TOKEN_REUSE_INTERVAL,
      10,
    ),
    resetTokenTtlSeconds: 60 * 60,
    uploadUrlTtlSeconds: 15 * 60,
    rateLimits: {
      ...defaultRateLimits,
      signup: {
        ...defaultRateLimits.signup,
        perIp: toInt(env, 'SIGNUPS_PER_IP_PER_HOUR', defaultRateLimits.signup.perIp, 1, 1_000_000),
      },
    },
    validateResponses: toBool(env.VALIDATE_RESPONSES, false),
    readCache: toBool(env.READ_CACHE, true),
    s3: s3FromEnv(env),
    csp: cspSourcesFromEnv(env),
    metricsToken: env.METRICS_TOKEN || undefined,
    metricsPort: env.METRICS_PORT ? toPort(env.METRICS_PORT, 0, 'METRICS_PORT') : undefined,
    publicSettings: pickPublicSettings(
      Object.fromEntries(PUBLIC_SETTINGS.map((name) => [name, env[name]])),
    ),
  };
}
