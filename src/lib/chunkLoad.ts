import { CHUNK_TIMEOUT_MS } from '@/contract';

// Spec 7 "Static script chunks" and spec 9: a lazy chunk is fetched with a 120-second timeout,
// and a failure is a chunk-load error. A browser gives a dynamic import no timeout of its own:
// a stalled request would leave the page's spinner up for ever.

/** How the browsers word a dynamic import that failed (Chromium, Safari, Firefox). */
const BROWSER_CHUNK_FAILURE =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported/i;

/** A lazy chunk that did not arrive in time (or failed to load). */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';

  constructor(timeoutMs: number) {
    super(
      `Failed to fetch dynamically imported module: no answer in ${Math.round(timeoutMs / 1000)} s`,
    );
  }
}

/** True for a chunk that failed to load: the browser's own failure, or our timeout. */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof ChunkLoadError ||
    (error instanceof Error && BROWSER_CHUNK_FAILURE.test(error.message))
  );
}

/**
 * Loads a lazy chunk (`() => import(…)`), failing with a ChunkLoadError when it has not arrived
 * within `timeoutMs`; the browser's own failure passes through as it is. The timer goes once the
 * chunk settles, so nothing waits on it (the build's prerender runs the same code in Node).
 */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(timeoutMs)), timeoutMs);
    Promise.resolve()
      .then(load)
      .then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error);
        },
      );
  });
}
