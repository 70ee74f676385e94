import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS } from '@/contract';
import { ChunkLoadError, isChunkLoadError, loadChunk } from '@/lib/chunkLoad';

// Spec 7 "Static script chunks" and spec 9: a lazy chunk that has not arrived in 120 seconds
// is a chunk-load failure, handled as one (the route's error boundary: one reload, then the
// error page), instead of a spinner for ever.

/** A chunk whose request never answers, or answers when told. */
function stalledChunk<T>() {
  let arrive!: (value: T) => void;
  let fail!: (error: unknown) => void;
  const promise = new Promise<T>((resolve, reject) => {
    arrive = resolve;
    fail = reject;
  });
  return { load: () => promise, arrive, fail };
}

describe('loading a lazy chunk', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("is spec 9's 120 seconds", () => {
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
  });

  it('fails as a chunk-load error once 120 s pass without the chunk', async () => {
    const chunk = stalledChunk<string>();
    const settled = vi.fn();
    const loading = loadChunk(chunk.load);
    loading.then(settled, settled);

    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1);
    const error = await loading.catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(isChunkLoadError(error)).toBe(true);
    expect((error as Error).message).toMatch(/120 s/);
    // A late arrival changes nothing: the failure stands.
    chunk.arrive('late');
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toHaveBeenCalledTimes(1);
  });

  it('answers the chunk when it arrives in time, and leaves no timer behind', async () => {
    const chunk = stalledChunk<string>();
    const loading = loadChunk(chunk.load);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1000);
    chunk.arrive('screen');
    await expect(loading).resolves.toBe('screen');
    expect(vi.getTimerCount()).toBe(0);
  });

  it("passes the browser's own failure on, and leaves no timer behind", async () => {
    const chunk = stalledChunk<string>();
    const loading = loadChunk(chunk.load);
    const failure = new TypeError(
      'Failed to fetch dynamically imported module: /assets/Screen-abc.js',
    );
    chunk.fail(failure);
    await expect(loading).rejects.toBe(failure);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('takes another timeout when given one', async () => {
    const chunk = stalledChunk<string>();
    const loading = loadChunk(chunk.load, 500);
    const outcome = loading.catch((reason: unknown) => reason);
    await vi.advanceTimersByTimeAsync(500);
    expect(await outcome).toBeInstanceOf(ChunkLoadError);
  });
});

describe('a chunk-load error', () => {
  it("is the browsers' failed dynamic imports and the timeout's own", () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://example.org/assets/a.js',
      'Importing a module script failed.',
      'error loading dynamically imported module: https://example.org/assets/a.js',
    ]) {
      expect(isChunkLoadError(new TypeError(message)), message).toBe(true);
    }
    expect(isChunkLoadError(new ChunkLoadError(CHUNK_TIMEOUT_MS))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});

describe('every lazy component of the SPA', () => {
  it('loads through loadChunk (lazyChunk), so no chunk can stall for ever', () => {
    const root = join(process.cwd(), 'src');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) =>
      /\.(ts|tsx)$/.test(file),
    );
    const bare = files.filter((file) => {
      const source = readFileSync(join(root, file), 'utf8');
      return /\blazy\(/.test(source) && !file.endsWith(join('routing', 'lazyChunk.ts'));
    });
    expect(bare).toEqual([]);
  });
});
