// The refresh lock. Browsers share `navigator.locks` between every tab of an origin, so two
// tabs never refresh with the same refresh token at once. The interface is the Web Locks one,
// narrowed to what we use, so Node tests can give two clients one in-memory lock manager.

export interface LockOptionsLike {
  mode?: 'exclusive' | 'shared';
  signal?: AbortSignal;
}

export interface LockSnapshotLike {
  held?: Array<{ name?: string }>;
}

export interface LockManagerLike {
  request<T>(
    name: string,
    options: LockOptionsLike,
    callback: (lock: unknown) => Promise<T> | T,
  ): Promise<T>;
  /** The locks held now, across every tab (the browser process keeps them consistent). */
  query?(): Promise<LockSnapshotLike>;
}

const abortError = (): Error => {
  const error = new Error('The lock request was aborted');
  error.name = 'AbortError';
  return error;
};

/**
 * Exclusive, first-come first-served locks within one JavaScript realm: the fallback where the
 * Web Locks API is missing, and the shared manager of the two-client tests.
 */
export const createMemoryLocks = (): LockManagerLike => {
  const queues = new Map<string, Array<() => void>>();
  const held = new Set<string>();

  const release = (name: string) => {
    const next = queues.get(name)?.shift();
    if (next) next();
    else held.delete(name);
  };

  const shared = new Map<string, number>();

  return {
    async query() {
      return { held: [...held, ...shared.keys()].map((name) => ({ name })) };
    },
    async request(name, options, callback) {
      const { signal } = options;
      if (signal?.aborted) throw abortError();
      // Shared locks are only used as markers here: always granted, visible to query().
      if (options.mode === 'shared') {
        shared.set(name, (shared.get(name) ?? 0) + 1);
        try {
          return await callback({ name, mode: 'shared' });
        } finally {
          const count = (shared.get(name) ?? 1) - 1;
          if (count > 0) shared.set(name, count);
          else shared.delete(name);
        }
      }
      if (held.has(name)) {
        await new Promise<void>((resolve, reject) => {
          const queue = queues.get(name) ?? [];
          queues.set(name, queue);
          const grant = () => {
            signal?.removeEventListener('abort', onAbort);
            resolve();
          };
          const onAbort = () => {
            const index = queue.indexOf(grant);
            if (index >= 0) queue.splice(index, 1);
            reject(abortError());
          };
          queue.push(grant);
          signal?.addEventListener('abort', onAbort, { once: true });
        });
      } else {
        held.add(name);
      }
      try {
        return await callback({ name, mode: 'exclusive' });
      } finally {
        release(name);
      }
    },
  };
};

export interface RunLockedOptions {
  locks: LockManagerLike;
  name: string;
  attemptMs: number;
  attempts: number;
  timeoutMessage: string;
}

/**
 * Runs `task` holding the named lock. Each attempt waits `attemptMs` for the lock; after
 * `attempts` failed waits it gives up with `timeoutMessage`.
 */
export async function runLocked<T>(options: RunLockedOptions, task: () => Promise<T>): Promise<T> {
  for (let attempt = 0; attempt < options.attempts; attempt += 1) {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), options.attemptMs);
    let acquired = false;
    try {
      return await options.locks.request(
        options.name,
        { mode: 'exclusive', signal: controller.signal },
        () => {
          acquired = true;
          clearTimeout(timer);
          return task();
        },
      );
    } catch (error) {
      // Only a wait that timed out is retried; the task's own failure is the caller's.
      // (DOMException is not an Error subclass in every runtime, so read the name only.)
      const name = (error as { name?: unknown } | null)?.name;
      if (acquired || name !== 'AbortError') throw error;
    } finally {
      clearTimeout(timer);
    }
  }
  throw new Error(options.timeoutMessage);
}
