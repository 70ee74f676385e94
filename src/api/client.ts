import type { $Fetch, FetchOptions } from 'ofetch';
import {
  API_BACKOFF_BASE_MS,
  API_BACKOFF_JITTER,
  API_BASE_PATH,
  API_RETRIES,
  apiErrorMessages,
  REFRESH_LOCK_ATTEMPT_MS,
  REFRESH_LOCK_ATTEMPTS,
  TOKEN_PATH,
  TOKEN_STALE_MS,
  type AuthRecord,
  type ClientCredentials,
} from '@/contract';
import { ApiError, texts, toApiError } from './errors';
import { runLocked, type LockManagerLike } from './locks';
import { createAuthStore, toAuthRecord, type AuthStore, type StorageLike } from './storage';

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

// Retrying these cannot do a thing twice (RFC 9110 9.2.2).
const IDEMPOTENT = new Set<HttpMethod>(['GET', 'HEAD', 'PUT', 'DELETE']);

export interface RequestOptions {
  method?: HttpMethod;
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  /** Overrides the default retry count (spec 9: 4). */
  retries?: number;
  signal?: AbortSignal;
}

export interface ApiClientOptions {
  credentials: ClientCredentials;
  storage: StorageLike;
  locks: LockManagerLike;
  /** '/api' in the browser; an absolute URL where there is no page origin (Node). */
  baseURL?: string;
  fetch?: typeof globalThis.fetch;
  retries?: number;
  now?: () => number;
  random?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

export interface ApiClient {
  readonly credentials: ClientCredentials;
  readonly auth: AuthStore;
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  /** Stores the record of a password grant (login); the caller has called the endpoint. */
  signIn(record: AuthRecord): void;
  /** Forgets the stored record (local logout). */
  signOut(): void;
  /** Refreshes now, under the cross-tab lock; the record the next request will use. */
  refresh(): Promise<AuthRecord>;
  /**
   * POSTs multipart form data to an upload URL (a presigned POST): no bearer token, since the
   * signed fields are the grant and the URL may be another origin (S3).
   */
  sendForm(url: string, form: FormData): Promise<void>;
  /** Called after a refresh proved the session is gone (spec 8: local logout). */
  onSessionEnd(listener: () => void): () => void;
}

/** Spec 9: exponential from 100 ms, plus up to 20 % jitter. `attempt` counts from 0. */
export const backoffDelay = (attempt: number, random: () => number = Math.random): number => {
  const base = API_BACKOFF_BASE_MS * 2 ** attempt;
  return Math.round(base * (1 + API_BACKOFF_JITTER * random()));
};

/** A 503's Retry-After is waited at most this long before the retry (the server sheds load). */
export const RETRY_AFTER_CAP_MS = 10_000;

/**
 * The wait before retry `attempt`: the backoff, or, when a 503 says Retry-After, at least that
 * (capped at 10 s), so a shedding server is not asked again before it said it could answer.
 */
export const retryDelay = (
  error: ApiError,
  attempt: number,
  random: () => number = Math.random,
): number => {
  const backoff = backoffDelay(attempt, random);
  if (error.status !== 503 || error.retryAfterMs === undefined) return backoff;
  return Math.max(backoff, Math.min(error.retryAfterMs, RETRY_AFTER_CAP_MS));
};

export const isStale = (record: AuthRecord, now: number): boolean =>
  record.claims.exp * 1000 - TOKEN_STALE_MS <= now;

const isExpiredToken = (error: ApiError): boolean =>
  error.status === 401 && error.code === 'InvalidCredentials' && /expired/i.test(error.message);

/** The server ended this session (a password change elsewhere, a revoked family). */
const isSessionEnded = (error: ApiError): boolean =>
  error.status === 401 && error.message === apiErrorMessages.sessionEnded;

const isRefreshInvalid = (error: ApiError): boolean =>
  error.code === 'InvalidRequest' && error.message === apiErrorMessages.refreshTokenInvalid;

/** The account may no longer sign in (suspended): its session is over, as for a spent token. */
const isRefreshRefused = (error: ApiError): boolean =>
  error.status === 403 && error.code === 'Forbidden';

const notSignedIn = () =>
  new ApiError({ kind: 'CLIENT', status: 401, code: 'Unauthorized', message: 'Not signed in' });

// How long a tab that refreshed keeps saying which refresh token it used (see refreshFrom).
const USED_MARKER_MS = 30_000;
const SETTLE_POLL_MS = 25;

/** A short, non-secret fingerprint of a refresh token for a lock name (FNV-1a). */
const fingerprint = (token: string): string => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i += 1) {
    hash ^= token.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
};

const isRetryable = (error: ApiError): boolean =>
  error.kind === 'NETWORK' || error.kind === 'SERVER';

export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseURL = options.baseURL ?? API_BASE_PATH;
  const retries = options.retries ?? API_RETRIES;
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const sleep = options.sleep ?? ((ms) => new Promise<void>((done) => setTimeout(done, ms)));
  const auth = createAuthStore(options.storage, options.credentials.clientId);
  // ofetch (with ufo and destr, 3.3 KB gzip) is not part of the first page's script: a visitor's
  // landing, login and sign-up pages call no API until a form is sent, so it is fetched once the
  // page is idle (or by the first request, if that comes sooner).
  let fetcher: Promise<$Fetch> | undefined;
  const loadFetch = (): Promise<$Fetch> =>
    (fetcher ??= import('ofetch').then(
      ({ createFetch }) =>
        createFetch({
          // Read at call time: test runners and MSW patch globalThis.fetch after modules load.
          fetch: (input, init) => (options.fetch ?? globalThis.fetch)(input, init),
        }),
      (error: unknown) => {
        // Offline or a stale deploy: the next request (a retry) tries to load it again.
        fetcher = undefined;
        throw error;
      },
    ));
  const preload = () => void loadFetch().catch(() => undefined);
  // A stored session is read from the API at once (the session store's start). Otherwise the
  // download waits for idle time, but not for a request: a tab kept open across a deploy would
  // no longer find this chunk's old file.
  if (auth.read()) preload();
  else if (typeof requestIdleCallback === 'function') requestIdleCallback(preload);
  else setTimeout(preload, 0);
  const lockName = `guildhall.${options.credentials.clientId}.auth-refresh`;
  const sessionEndListeners = new Set<() => void>();
  let refreshing: Promise<AuthRecord> | undefined;

  async function send<T>(path: string, request: RequestOptions, token?: string): Promise<T> {
    const init: FetchOptions<'json'> = {
      baseURL,
      method: request.method ?? 'GET',
      query: request.query,
      retry: false,
      signal: request.signal,
      headers: token ? { Authorization: `Bearer ${token}` } : undefined,
    };
    if (request.body !== undefined) init.body = request.body as FetchOptions['body'];
    try {
      const $fetch = await loadFetch();
      return (await $fetch<T>(path, init)) as T;
    } catch (error) {
      throw toApiError(error);
    }
  }

  /** Sends with retries for network errors and 5xx on idempotent methods. */
  async function sendWithRetries<T>(path: string, request: RequestOptions, token?: string) {
    const method = request.method ?? 'GET';
    const allowed = IDEMPOTENT.has(method) ? (request.retries ?? retries) : 0;
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await send<T>(path, request, token);
      } catch (error) {
        const apiError = toApiError(error);
        if (attempt >= allowed || !isRetryable(apiError) || request.signal?.aborted) throw apiError;
        await sleep(retryDelay(apiError, attempt, random));
      }
    }
  }

  function endSession() {
    auth.clear();
    for (const listener of sessionEndListeners) listener();
  }

  async function exchangeRefreshToken(record: AuthRecord): Promise<AuthRecord> {
    try {
      const answer = await sendWithRetries<unknown>(TOKEN_PATH, {
        method: 'POST',
        body: {
          grantType: 'refresh_token',
          ...options.credentials,
          refreshToken: record.refreshToken,
        },
      });
      const next = toAuthRecord(answer);
      auth.write(next);
      return next;
    } catch (error) {
      const apiError = toApiError(error);
      if (isRefreshInvalid(apiError) || isRefreshRefused(apiError)) endSession();
      throw apiError;
    }
  }

  const usedMarker = (refreshToken: string) => `${lockName}.used.${fingerprint(refreshToken)}`;

  /** Says, to every tab, that this refresh token has been exchanged (held for a while). */
  function markUsed(refreshToken: string) {
    void options.locks
      .request(usedMarker(refreshToken), { mode: 'shared' }, () => sleep(USED_MARKER_MS))
      .catch(() => undefined);
  }

  async function wasUsedElsewhere(refreshToken: string): Promise<boolean> {
    const snapshot = await options.locks.query?.();
    const name = usedMarker(refreshToken);
    return snapshot?.held?.some((lock) => lock.name === name) ?? false;
  }

  /** Waits until this tab's copy of local storage shows the record another tab stored. */
  async function settledRecord(seen: AuthRecord): Promise<AuthRecord> {
    const deadline = now() + REFRESH_LOCK_ATTEMPT_MS;
    for (;;) {
      const current = auth.read();
      if (!current) throw notSignedIn();
      if (current.refreshToken !== seen.refreshToken) return current;
      if (now() > deadline) throw new Error(texts.refreshTimeout);
      await sleep(SETTLE_POLL_MS);
    }
  }

  /**
   * Replaces the `seen` record with a fresh one, once per browser. Inside the lock the stored
   * record is read again: if another tab has already used the refresh token we saw, its new
   * record is used. Tabs can run in different processes whose copies of local storage catch up
   * a little later, so a tab also asks the lock manager (consistent across tabs) whether the
   * token was used, and then waits for its copy to catch up. (The refresh token tells, not the
   * access token: one minted in the same second for the same session can be identical.)
   */
  function refreshFrom(seen: AuthRecord): Promise<AuthRecord> {
    refreshing ??= runLocked(
      {
        locks: options.locks,
        name: lockName,
        attemptMs: REFRESH_LOCK_ATTEMPT_MS,
        attempts: REFRESH_LOCK_ATTEMPTS,
        timeoutMessage: texts.refreshTimeout,
      },
      async () => {
        const current = auth.read();
        if (!current) throw notSignedIn();
        if (current.refreshToken !== seen.refreshToken) return current;
        if (await wasUsedElsewhere(current.refreshToken)) return settledRecord(current);
        const next = await exchangeRefreshToken(current);
        markUsed(current.refreshToken);
        return next;
      },
    )
      .catch((error: unknown) => {
        throw toApiError(error);
      })
      .finally(() => {
        refreshing = undefined;
      });
    return refreshing;
  }

  /** The record to send: the stored one, refreshed first when its token is stale. */
  async function currentRecord(): Promise<AuthRecord | undefined> {
    const record = auth.read();
    if (!record || !isStale(record, now())) return record ?? undefined;
    return refreshFrom(record);
  }

  async function request<T>(path: string, request: RequestOptions = {}): Promise<T> {
    const method = request.method ?? 'GET';
    // Spec 7: the token POST (login, refresh) is the one call without a bearer token.
    if (path === TOKEN_PATH && method === 'POST') return sendWithRetries<T>(path, request);
    const record = await currentRecord();
    try {
      return await sendWithRetries<T>(path, request, record?.accessToken);
    } catch (error) {
      const apiError = toApiError(error);
      // Signed out elsewhere: forget the session here at once (spec 8: local logout), rather
      // than show failures until the next page load.
      if (record && isSessionEnded(apiError)) endSession();
      if (!record || !isExpiredToken(apiError)) throw apiError;
      const fresh = await refreshFrom(record);
      return sendWithRetries<T>(path, request, fresh.accessToken);
    }
  }

  return {
    credentials: options.credentials,
    auth,
    request,
    signIn: (record) => auth.write(record),
    signOut: () => auth.clear(),
    refresh: () => {
      const record = auth.read();
      return record ? refreshFrom(record) : Promise.reject(notSignedIn());
    },
    async sendForm(url, form) {
      // A relative URL is the API's own origin; in Node (tests) that is the absolute base.
      const target = /^https?:/i.test(baseURL) ? new URL(url, baseURL).toString() : url;
      try {
        const $fetch = await loadFetch();
        await $fetch(target, { method: 'POST', body: form, retry: false });
      } catch (error) {
        throw toApiError(error);
      }
    },
    onSessionEnd(listener) {
      sessionEndListeners.add(listener);
      return () => sessionEndListeners.delete(listener);
    },
  };
}
