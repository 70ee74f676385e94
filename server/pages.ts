import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import Piscina from 'piscina';
import { API_BASE_PATH } from './contract';
import { profileIdOf } from './previews';

// Pages the server renders per request with a member's data: a published profile's page shows
// the member (name, cover, sections, badges) in its first paint, to a visitor, a crawler or a
// link preview alike, instead of a spinner until the SPA has run and asked the API (issue 25
// §2: its largest paint waited 2.3-3.5 s for code and data). The render is the build's own
// (src/entry-prerender.tsx, bundled into dist/render/ by scripts/prerender.mjs), run in a
// worker thread: a render takes 70-100 ms of CPU warm and 0.5 s cold on a slow machine, and
// on the event loop it held every other request back (the overload bound refused the page's
// own images). The data is the API's own answers to a visitor who is not signed in, asked for
// with inject(), so the page never shows what the API would not; the page carries that data
// (PAGE_DATA_ELEMENT_ID) and the SPA starts its store with it, so it hydrates what it renders.

/** The part of the SPA's root store snapshot a page was rendered from (src/models/RootStore). */
export type PageData = Record<string, unknown>;

/** A page's data by its path; undefined when it has none (the page is then served as built). */
export type PageDataFor = (path: string) => Promise<PageData | undefined>;

/** A page's markup (#root's children) and style tags, rendered with its data. */
export interface RenderedPage {
  html: string;
  styles: string;
}

/** Renders a page with its data; undefined when it cannot now (the page is served as built). */
export type PageRender = (path: string, data: PageData) => Promise<RenderedPage | undefined>;

/** Renders kept, by path and data: the same profile unchanged is rendered once. */
const RENDERS_KEPT = 200;
/** Renders waiting for the worker past which a page is served as built at once. */
const RENDERS_QUEUED = 16;
/** A render not done by then is given up (the page is served as built). */
const RENDER_TIMEOUT_MS = 3_000;
/** The render bundle's export the worker runs (src/entry-prerender.tsx). */
const RENDER_EXPORT = 'renderForServer';

/**
 * The render of the build's bundle (`file`) in one worker thread, or null when the build has
 * none. Renders are kept by path and data. The worker loads the bundle (React, Chakra: seconds
 * of CPU on a slow machine) and renders one page to warm up, off the event loop; meanwhile,
 * and when the worker is busy past RENDERS_QUEUED or fails, pages are served as built.
 */
export function startPageRender(app: FastifyInstance, file: string): PageRender | null {
  if (!existsSync(file)) return null;
  const pool = new Piscina<{ path: string; data: PageData }, RenderedPage>({
    filename: pathToFileURL(file).href,
    name: RENDER_EXPORT,
    minThreads: 1,
    maxThreads: 1,
    idleTimeout: Number.POSITIVE_INFINITY,
    maxQueue: RENDERS_QUEUED,
  });
  app.addHook('onClose', async () => pool.destroy());
  const run = (path: string, data: PageData) =>
    pool.run({ path, data }, { signal: AbortSignal.timeout(RENDER_TIMEOUT_MS) });
  let ready = false;
  // Without a time limit: loading the bundle takes 3 s of a slow machine's CPU.
  pool.run({ path: '/', data: {} }).then(
    () => void (ready = true),
    (error: unknown) =>
      app.log.warn(`The page render did not start; pages are served as built: ${String(error)}`),
  );
  const kept = new Map<string, Promise<RenderedPage>>();
  return async (path, data) => {
    if (!ready) return undefined;
    const key = createHash('sha1')
      .update(path)
      .update('\0')
      .update(JSON.stringify(data))
      .digest('base64');
    let render = kept.get(key);
    if (!render) {
      render = run(path, data);
      // A failed render is not kept: the next request tries again.
      render.catch(() => kept.delete(key));
      if (kept.size >= RENDERS_KEPT) kept.delete(kept.keys().next().value!);
      kept.set(key, render);
    }
    try {
      return await render;
    } catch (error) {
      app.log.warn(`A page was served as built: its render failed: ${String(error)}`);
      return undefined;
    }
  };
}

/**
 * A published profile's page data: the profile and its badges' receipts, as GET
 * /v1/profiles/{id} and /verifications answer a visitor who is not signed in; undefined for
 * any other path, or a profile the API does not show (the SPA then shows what it shows).
 */
export function profilePageData(app: FastifyInstance): PageDataFor {
  return async (path) => {
    const id = profileIdOf(path);
    if (id === undefined) return undefined;
    const ask = (url: string) =>
      app.inject({ method: 'GET', url: `${API_BASE_PATH}/v1/profiles/${id}${url}` });
    const [profile, receipts] = await Promise.all([ask(''), ask('/verifications')]);
    if (profile.statusCode !== 200 || receipts.statusCode !== 200) return undefined;
    const key = String(id);
    return {
      profiles: {
        profiles: { [key]: profile.json() },
        verifications: { [key]: receipts.json() },
      },
    };
  };
}
