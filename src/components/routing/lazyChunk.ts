import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import { loadChunk } from '@/lib/chunkLoad';

/**
 * `lazy()` over a chunk loaded with spec 9's timeout (src/lib/chunkLoad.ts): a chunk that has not
 * arrived in 120 s fails like one that could not be fetched, and the nearest error boundary
 * handles it (around the routes: one reload for a new release, then the error page). Every lazy
 * component of the SPA goes through here (tests/unit/lib/chunkLoad.test.ts checks it).
 *
 * `lazyChunk(async () => (await import('./Screen')).Screen)`
 */
export function lazyChunk<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => ({ default: await loadChunk(load) }));
}
