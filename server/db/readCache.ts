import type { ChangeFeed } from './changes';

// A read cache of this instance, in front of a query whose rows the change feed covers
// (server/db/changes.ts): the session behind an access token, community search's pages. An
// entry lives until the feed says its rows changed, or `ttlMs` at most (should a change ever
// be missed without the feed noticing); nothing is served or kept while the feed is not live.
//
// A read that was in flight when an eviction arrived answers its caller but is not kept: it
// may have read the rows before the change. Concurrent reads of one key share one query.

export interface ReadCacheOptions {
  ttlMs: number;
  maxEntries: number;
}

interface Entry<V> {
  value: V;
  at: number;
  tag: number | undefined;
}

export class ReadCache<K, V> {
  readonly #feed: ChangeFeed;
  readonly #options: ReadCacheOptions;
  readonly #entries = new Map<K, Entry<V>>();
  readonly #tagged = new Map<number, Set<K>>();
  readonly #loading = new Map<K, Promise<V>>();
  /** Bumped by every eviction: a read that started before it is not kept. */
  #generation = 0;

  constructor(feed: ChangeFeed, options: ReadCacheOptions) {
    this.#feed = feed;
    this.#options = options;
    feed.subscribe((change) => {
      if (change.kind === 'reset') this.clear();
    });
  }

  get size(): number {
    return this.#entries.size;
  }

  /**
   * The cached value of `key`, or `load()`'s, kept when `keep` says so (an empty answer is
   * not worth keeping) under `tag` (the member it belongs to, for evictTag).
   */
  async read(
    key: K,
    load: () => Promise<V>,
    { keep = () => true, tag }: { keep?: (value: V) => boolean; tag?: (value: V) => number } = {},
  ): Promise<V> {
    if (!this.#feed.live) return load();
    const now = Date.now();
    const entry = this.#entries.get(key);
    if (entry && now - entry.at < this.#options.ttlMs) return entry.value;
    if (entry) this.#delete(key, entry);
    const pending = this.#loading.get(key);
    if (pending) return pending;

    const generation = this.#generation;
    const loading = load().finally(() => {
      if (this.#loading.get(key) === loading) this.#loading.delete(key);
    });
    this.#loading.set(key, loading);
    const value = await loading;
    if (generation === this.#generation && this.#feed.live && keep(value)) {
      this.#store(key, value, tag?.(value), now);
    }
    return value;
  }

  /** Drops every entry tagged `tag` (and any read in flight). */
  evictTag(tag: number): void {
    this.#generation += 1;
    this.#loading.clear();
    const keys = this.#tagged.get(tag);
    if (!keys) return;
    for (const key of keys) this.#entries.delete(key);
    this.#tagged.delete(tag);
  }

  clear(): void {
    this.#generation += 1;
    this.#loading.clear();
    this.#entries.clear();
    this.#tagged.clear();
  }

  #store(key: K, value: V, tag: number | undefined, at: number) {
    const existing = this.#entries.get(key);
    if (existing) this.#delete(key, existing);
    if (this.#entries.size >= this.#options.maxEntries) {
      // The oldest entry goes (a Map iterates in insertion order).
      const [oldestKey, oldest] = this.#entries.entries().next().value as [K, Entry<V>];
      this.#delete(oldestKey, oldest);
    }
    this.#entries.set(key, { value, at, tag });
    if (tag !== undefined) {
      let keys = this.#tagged.get(tag);
      if (!keys) this.#tagged.set(tag, (keys = new Set()));
      keys.add(key);
    }
  }

  #delete(key: K, entry: Entry<V>) {
    this.#entries.delete(key);
    if (entry.tag === undefined) return;
    const keys = this.#tagged.get(entry.tag);
    keys?.delete(key);
    if (keys?.size === 0) this.#tagged.delete(entry.tag);
  }
}
