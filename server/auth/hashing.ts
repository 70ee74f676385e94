import { HttpError } from '../errors';

// scrypt at OWASP's cost takes 128 MiB and one of libuv's 4 threads for a few hundred ms, and
// static files, DNS and zlib wait for those threads too. A burst of wrong-password logins
// would take them all (and a GB of memory), so hashes run a few at a time, a bounded number
// wait, and past that the request is refused at once: 503 with Retry-After.

const RETRY_AFTER_SECONDS = 5;

export class HashingBusyError extends HttpError {
  readonly retryAfterSeconds = RETRY_AFTER_SECONDS;
  constructor() {
    super(503, 'RequestThrottled', 'Too many requests. Please try again in a few minutes.');
  }
}

/** A semaphore whose wait queue is bounded: a task beyond it is refused, not queued. */
export class HashGate {
  private active = 0;
  private readonly waiting: Array<() => void> = [];
  private readonly refusalListeners = new Set<() => void>();

  constructor(
    private concurrency: number,
    private queueLimit: number,
  ) {}

  configure(concurrency: number, queueLimit: number): void {
    this.concurrency = concurrency;
    this.queueLimit = queueLimit;
  }

  get stats() {
    return { active: this.active, waiting: this.waiting.length };
  }

  /** Calls `listener` on every refusal (metrics); returns the unsubscribe. */
  onRefused(listener: () => void): () => void {
    this.refusalListeners.add(listener);
    return () => this.refusalListeners.delete(listener);
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active < this.concurrency) {
      this.active += 1;
    } else {
      if (this.waiting.length >= this.queueLimit) {
        for (const listener of this.refusalListeners) listener();
        throw new HashingBusyError();
      }
      // The finishing task hands its slot over: `active` stays the same.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}

/** One gate per process: libuv's thread pool is per process too. */
export const hashGate = new HashGate(2, 32);

/** Applies HASH_CONCURRENCY and HASH_QUEUE_LIMIT (the server entry calls it at start). */
export function configureHashing(config: { hashConcurrency: number; hashQueueLimit: number }) {
  hashGate.configure(config.hashConcurrency, config.hashQueueLimit);
}
