import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import { loadChunk } from '@/lib/chunkLoad';

/** A lazy component whose code can be asked for before it renders. */
export type PreloadableComponent<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /**
   * Loads the chunk (once); settled when it has arrived or failed. Once it has arrived, the
   * component renders at once, without suspending: a prerendered page whose code has arrived is
   * hydrated in one pass, never left dehydrated behind a boundary that waits for a promise,
   * where React would drop a tap or let a form be sent by the browser (src/main.tsx).
   */
  preload(): Promise<void>;
};

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
): PreloadableComponent<P> {
  type Module = { default: ComponentType<P> };
  let loading: Promise<Module> | undefined;
  let loaded: Module | undefined;
  // A failed load stays failed, as lazy() keeps it: the error boundary reloads the page.
  const start = () =>
    (loading ??= loadChunk(load).then((component) => (loaded = { default: component })));
  // React's lazy() reads a thenable that calls back at once as already resolved: no suspense.
  const component = lazy(() =>
    loaded ? ({ then: (resolve: (module: Module) => void) => resolve(loaded!) } as never) : start(),
  );
  const settled = () => undefined;
  return Object.assign(component, { preload: () => start().then(settled, settled) });
}
