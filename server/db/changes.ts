import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { DatabaseHandle } from './client';

// The change feed: what the database says changed, for the read caches of this instance
// (server/db/readCache.ts). Triggers of migration 0009 notify the channel on every write to a
// member, one of their sessions, or a certification, whichever instance, job or console wrote
// it; each instance listens on a connection of its own. While the feed is not live (before
// the first LISTEN, after a lost connection) the caches serve nothing: a change could have
// been missed, so every read goes to the database until the feed is back, and then every cache
// starts empty.

export const CHANGE_CHANNEL = 'guildhall_changes';

export type Change =
  /** A member's row or one of their sessions changed (or was deleted). */
  | { kind: 'member'; userId: number }
  /** Who community search lists, or what it shows of them, may have changed. */
  | { kind: 'listing' }
  /** Changes may have been missed (the feed went down or came back): drop everything. */
  | { kind: 'reset' };

export interface ChangeFeed {
  /** Whether changes are arriving now; a cache serves only while it is. */
  readonly live: boolean;
  subscribe(listener: (change: Change) => void): () => void;
  /**
   * Resolves once every change committed before the call has reached the listeners, so a
   * request that wrote answers only after this instance's caches have dropped what it changed
   * (a member reads their own write on the next request). PostgreSQL delivers a channel's
   * notifications in commit order: a notification sent now arrives after all of them.
   */
  sync(): Promise<void>;
  close(): Promise<void>;
}

/** How long sync() waits for its own notification before calling the feed lost. */
export const SYNC_TIMEOUT_MS = 2000;

export function parseChange(payload: string): Change | undefined {
  if (payload === 'listing') return { kind: 'listing' };
  const member = /^member:(\d+)$/.exec(payload);
  return member ? { kind: 'member', userId: Number(member[1]) } : undefined;
}

/** The listeners and the live flag, whatever delivers the notifications. */
function feedState() {
  const listeners = new Set<(change: Change) => void>();
  const state = {
    live: false,
    emit(change: Change) {
      for (const listener of listeners) listener(change);
    },
    /** A payload of the channel; an unknown one may mean anything, so it resets. */
    receive(payload: string | undefined) {
      state.emit(parseChange(payload ?? '') ?? { kind: 'reset' });
    },
    setLive(live: boolean) {
      if (state.live === live) return;
      state.live = live;
      state.emit({ kind: 'reset' });
    },
    subscribe(listener: (change: Change) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
  return state;
}

/** PGlite: one process owns the database, and its NOTIFY reaches listeners at commit. */
export async function listenPglite(client: PGlite): Promise<ChangeFeed> {
  const state = feedState();
  const unlisten = await client.listen(CHANGE_CHANNEL, (payload) => state.receive(payload));
  state.setLive(true);
  return {
    get live() {
      return state.live;
    },
    subscribe: state.subscribe,
    // PGlite calls the listeners before the writing statement's promise resolves.
    sync: () => Promise.resolve(),
    close: async () => {
      state.setLive(false);
      // The database may be closed first (the app's onClose hooks): nothing to stop then.
      if (!client.closed) await unlisten().catch(() => undefined);
    },
  };
}

export interface PostgresFeedOptions {
  /** The wait before reconnecting after a lost connection, doubling to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
  onError?: (error: Error) => void;
}

/**
 * PostgreSQL: a client of its own (a pooled one would hand the LISTEN to other queries), which
 * reconnects after a loss. Resolves once listening or after the first failure (the feed then
 * keeps trying; the caches stay off until it succeeds).
 */
export async function listenPostgres(
  connectionString: string,
  { retryMs = 500, maxRetryMs = 30_000, onError }: PostgresFeedOptions = {},
): Promise<ChangeFeed> {
  const state = feedState();
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let wait = retryMs;
  // sync(): this instance's own notifications on the channel, each awaited by one caller.
  const fencePrefix = `sync:${randomUUID()}:`;
  let fences = 0;
  const fencesAwaited = new Map<string, () => void>();
  // The fences go out on the listening client one at a time: writes call sync() concurrently,
  // and node-postgres warns of a query sent while another runs on its client (an error from pg 9).
  let sending: Promise<unknown> = Promise.resolve();

  const lost = (error: Error) => {
    state.setLive(false);
    if (closed) return;
    onError?.(error);
    const dead = client;
    client = undefined;
    dead?.removeAllListeners();
    dead?.on('error', () => {});
    void dead?.end().catch(() => undefined);
    retry = setTimeout(() => void connect(), wait);
    wait = Math.min(wait * 2, maxRetryMs);
  };

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString });
    client = next;
    next.on('notification', ({ channel, payload }) => {
      if (channel !== CHANGE_CHANNEL) return;
      // Fences are no change: ours resolve their sync(); other instances' are ignored.
      if (payload?.startsWith('sync:')) fencesAwaited.get(payload)?.();
      else state.receive(payload);
    });
    next.on('error', (error) => {
      if (client === next) lost(error);
    });
    next.on('end', () => {
      if (client === next) lost(new Error('change feed connection ended'));
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANGE_CHANNEL}`);
      if (closed || client !== next) return;
      wait = retryMs;
      state.setLive(true);
    } catch (error) {
      if (client === next) lost(error as Error);
    }
  }

  async function sync(): Promise<void> {
    const listening = client;
    if (!state.live || !listening) return;
    fences += 1;
    const fence = `${fencePrefix}${fences}`;
    let timer: NodeJS.Timeout | undefined;
    const arrived = new Promise<boolean>((resolve) => {
      fencesAwaited.set(fence, () => resolve(true));
      timer = setTimeout(() => resolve(false), SYNC_TIMEOUT_MS);
    });
    try {
      const sent = sending.then(() =>
        listening.query('select pg_notify($1, $2)', [CHANGE_CHANNEL, fence]),
      );
      sending = sent.catch(() => undefined);
      await sent;
      if (!(await arrived) && client === listening) {
        lost(new Error(`change feed: own notification not back within ${SYNC_TIMEOUT_MS} ms`));
      }
    } catch (error) {
      if (client === listening) lost(error as Error);
    } finally {
      clearTimeout(timer);
      fencesAwaited.delete(fence);
    }
  }

  await connect();
  return {
    get live() {
      return state.live;
    },
    subscribe: state.subscribe,
    sync,
    close: async () => {
      closed = true;
      clearTimeout(retry);
      state.setLive(false);
      const last = client;
      client = undefined;
      await last?.end().catch(() => undefined);
    },
  };
}

/** A feed that is never live: every cache reads through (READ_CACHE=false, tests). */
export function noChangeFeed(): ChangeFeed {
  return {
    live: false,
    subscribe: () => () => {},
    sync: () => Promise.resolve(),
    close: async () => {},
  };
}

export function openChangeFeed(
  handle: Pick<DatabaseHandle, 'kind' | 'url' | 'pglite'>,
  options?: PostgresFeedOptions,
): Promise<ChangeFeed> {
  if (handle.pglite) return listenPglite(handle.pglite);
  if (handle.url) return listenPostgres(handle.url, options);
  return Promise.resolve(noChangeFeed());
}
