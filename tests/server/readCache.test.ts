import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Change, ChangeFeed } from '@server/db/changes';
import { ReadCache } from '@server/db/readCache';

// The read cache of server/db/readCache.ts over a feed the test drives.

function fakeFeed(live = true) {
  const listeners = new Set<(change: Change) => void>();
  const feed: ChangeFeed & { live: boolean; emit(change: Change): void } = {
    live,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    sync: () => Promise.resolve(),
    close: () => Promise.resolve(),
    emit: (change) => listeners.forEach((listener) => listener(change)),
  };
  return feed;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('ReadCache', () => {
  const options = { ttlMs: 1000, maxEntries: 3 };

  it('answers a kept value without loading again, until its time is up', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = new ReadCache<string, number>(fakeFeed(), options);
    const load = vi.fn(async () => 7);
    expect(await cache.read('a', load)).toBe(7);
    expect(await cache.read('a', load)).toBe(7);
    expect(load).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + 1000);
    expect(await cache.read('a', load)).toBe(7);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps nothing and serves nothing while the feed is not live', async () => {
    const feed = fakeFeed(false);
    const cache = new ReadCache<string, number>(feed, options);
    const load = vi.fn(async () => 1);
    await cache.read('a', load);
    await cache.read('a', load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(0);

    feed.live = true;
    await cache.read('a', load);
    expect(cache.size).toBe(1);
    // Gone dark: the kept entry is not served (and a reset drops it).
    feed.live = false;
    await cache.read('a', load);
    expect(load).toHaveBeenCalledTimes(4);
    feed.emit({ kind: 'reset' });
    expect(cache.size).toBe(0);
  });

  it('drops the entries of a tag, and keeps what `keep` refuses out', async () => {
    const cache = new ReadCache<string, { member: number } | undefined>(fakeFeed(), options);
    const tagged = {
      keep: (row: { member: number } | undefined) => row !== undefined,
      tag: (row: { member: number } | undefined) => row!.member,
    };
    await cache.read('s1', async () => ({ member: 1 }), tagged);
    await cache.read('s2', async () => ({ member: 1 }), tagged);
    await cache.read('s3', async () => ({ member: 2 }), tagged);
    await cache.read('s4', async () => undefined, tagged);
    expect(cache.size).toBe(3);
    cache.evictTag(1);
    expect(cache.size).toBe(1);
    const load = vi.fn(async () => ({ member: 2 }));
    await cache.read('s3', load, tagged);
    expect(load).not.toHaveBeenCalled();
  });

  it('does not keep a read that an eviction overtook: it may predate the change', async () => {
    const cache = new ReadCache<string, string>(fakeFeed(), options);
    const before = deferred<string>();
    const reading = cache.read('a', () => before.promise, { tag: () => 1 });
    cache.evictTag(1);
    before.resolve('old');
    // The caller gets what was read; the next read goes to the database.
    expect(await reading).toBe('old');
    expect(cache.size).toBe(0);
    expect(await cache.read('a', async () => 'new')).toBe('new');
    expect(await cache.read('a', async () => 'newer')).toBe('new');
  });

  it('shares one load among concurrent reads of a key, but not across an eviction', async () => {
    const cache = new ReadCache<string, string>(fakeFeed(), options);
    const first = deferred<string>();
    const load = vi.fn(() => first.promise);
    const a = cache.read('k', load);
    const b = cache.read('k', load);
    expect(load).toHaveBeenCalledTimes(1);
    cache.clear();
    const c = cache.read('k', async () => 'after');
    first.resolve('before');
    expect([await a, await b, await c]).toEqual(['before', 'before', 'after']);
  });

  it('holds at most maxEntries, dropping the oldest', async () => {
    const cache = new ReadCache<string, string>(fakeFeed(), options);
    for (const key of ['a', 'b', 'c', 'd']) await cache.read(key, async () => key);
    expect(cache.size).toBe(3);
    const load = vi.fn(async () => 'again');
    await cache.read('a', load);
    expect(load).toHaveBeenCalledTimes(1);
    await cache.read('d', load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failed read', async () => {
    const cache = new ReadCache<string, string>(fakeFeed(), options);
    await expect(cache.read('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(cache.size).toBe(0);
    expect(await cache.read('a', async () => 'up')).toBe('up');
  });
});
