import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isSpaRoute, SHELL_MARKS, type PublicSettings } from './contract';
import {
  etagOf,
  fillSettings,
  isFresh,
  pageDataElement,
  parseIndexHtml,
  readIndexHtml,
  prerenderedHeadElements,
  type IndexHtml,
  type PageHead,
  type PrerenderManifest,
} from './html';
import { startPageRender, type PageDataFor } from './pages';

// A prerendered page with its critical CSS weighs about 100 KB, some 12 KB compressed: sent
// compressed when the browser accepts it. Pages are rendered per request (their head), so each
// compressed page is kept by its ETag, a bounded number of them.
type PageEncoding = 'br' | 'gzip';
const COMPRESSED_PAGES_KEPT = 200;
const compressedPages = new Map<string, Buffer>();

/** br, else gzip, when the Accept-Encoding header names it without q=0. */
function pageEncoding(acceptEncoding: string | undefined): PageEncoding | undefined {
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
    .map((part) => part.split(';')[0]);
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return undefined;
}

function compressedPage(html: string, etag: string, encoding: PageEncoding): Buffer {
  const key = `${encoding} ${etag}`;
  let body = compressedPages.get(key);
  if (!body) {
    body =
      encoding === 'br'
        ? brotliCompressSync(html, {
            // Quality 5: close to the best size for text at a small fraction of 11's time.
            params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
          })
        : gzipSync(html);
    if (compressedPages.size >= COMPRESSED_PAGES_KEPT) {
      compressedPages.delete(compressedPages.keys().next().value!);
    }
    compressedPages.set(key, body);
  }
  return body;
}

/** Where `npm run build` writes the prerendered pages (scripts/prerender.mjs). */
export const PRERENDERED_DIR = '.prerendered';

interface PrerenderedPage {
  matches(path: string): boolean;
  page: IndexHtml;
  /**
   * The page rendered with its data (server/pages.ts), where the build made it a shell and the
   * server can render it; undefined when the path's data or the render is missing.
   */
  withData?(path: string): Promise<IndexHtml | undefined>;
}

/**
 * The build's prerendered pages, read once with the run-time settings written in; none when the
 * build has none (a test's stand-in, an older build): every path then gets index.html. With
 * `dataFor`, the pages the build made a shell for are rendered with their data, where they have
 * some (server/pages.ts).
 */
function readPrerendered(
  app: FastifyInstance,
  spaDir: string,
  settings: PublicSettings,
  dataFor: PageDataFor | undefined,
): PrerenderedPage[] {
  const dir = join(spaDir, PRERENDERED_DIR);
  const manifestFile = join(dir, 'manifest.json');
  if (!existsSync(manifestFile)) return [];
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as PrerenderManifest;
  const render =
    dataFor && manifest.renderer ? startPageRender(app, join(spaDir, manifest.renderer)) : null;
  const read = (name: string) =>
    fillSettings(readFileSync(join(dir, name), 'utf8'), manifest, settings);
  return manifest.pages.map(({ path, file, pattern, shell }) => {
    const matcher = pattern ? new RegExp(pattern) : undefined;
    const shellSource = shell && render ? read(shell) : undefined;
    return {
      matches: (requested) => (matcher ? matcher.test(requested) : requested === path),
      page: parseIndexHtml(read(file), settings),
      withData:
        shellSource && render && dataFor
          ? async (requested) => {
              const data = await dataFor(requested);
              if (!data) return undefined;
              const rendered = await render(requested, data);
              if (!rendered) return undefined;
              const { html, styles } = rendered;
              // Replaced by functions: a `$` in a member's text is not a replacement pattern.
              const source = shellSource
                .replace(SHELL_MARKS.styles, () => fillSettings(styles, manifest, settings))
                .replace(SHELL_MARKS.markup, () => fillSettings(html, manifest, settings))
                .replace(/<\/head>/i, () => `  ${pageDataElement(data)}\n  </head>`);
              return parseIndexHtml(source, settings);
            }
          : undefined,
    };
  });
}

/** A page's head by its path (link previews); `generic` is index.html's own description. */
export type PageHeadFor = (path: string, genericDescription: string) => Promise<PageHead>;

/**
 * Serves the built SPA: precompressed when the browser accepts it, hashed assets cached for a
 * year, everything else revalidated, and any other GET or HEAD answered with index.html (history
 * fallback), whatever its Accept header: a link opened by curl, a crawler or a HEAD check of
 * /community must not see a 404 the browser would not. A path no route of the SPA matches
 * (src/contract/spaPaths.ts) is spec 2's "any other path": the same page, whose SPA renders the
 * not-found screen, with status 404, so a crawler or a probe of /.env is not told it exists.
 * The page is written per request with its own head (server/html.ts; `headFor`, else
 * index.html's title and description). Unknown /api paths, missing hashed assets and source maps
 * stay JSON 404s.
 */
export async function registerSpa(
  app: FastifyInstance,
  spaDir: string | null,
  headFor?: PageHeadFor,
  /** The SPA's run-time settings, written into every page (so its ETag changes with them). */
  settings: PublicSettings = {},
  /** The data of the pages the server renders per request (server/pages.ts). */
  dataFor?: PageDataFor,
): Promise<void> {
  const page =
    spaDir !== null && existsSync(join(spaDir, 'index.html'))
      ? readIndexHtml(join(spaDir, 'index.html'), settings)
      : null;
  const prerendered =
    spaDir !== null && page ? readPrerendered(app, spaDir, settings, dataFor) : [];
  if (spaDir !== null && page) {
    await app.register(fastifyStatic, {
      root: spaDir,
      wildcard: false,
      index: false,
      // `vite build` writes hidden source maps (for decoding a reported stack trace); they hold
      // the whole SPA source and are never served. index.html is never sent as built: /index.html
      // is a page path like any other, answered below with its head written.
      globIgnore: ['**/*.map', 'index.html', 'index.html.*', `${PRERENDERED_DIR}/**`],
      // `npm run build` writes .br and .gz beside each file; sent when the browser accepts them.
      preCompressed: true,
      // Our setHeaders decides; the plugin's default (max-age=0) would override it.
      cacheControl: false,
      setHeaders(res, path) {
        const immutable = path.includes(`${join(spaDir, 'assets')}`);
        res.setHeader(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api/') &&
      path !== '/api' &&
      // A missing chunk or map is a 404: index.html in its place would fail as a script anyway.
      !path.startsWith('/assets/') &&
      !path.endsWith('.map');
    if (page && wantsPage) {
      const found = isSpaRoute(path);
      const head = headFor
        ? await headFor(path, page.description)
        : { title: page.title, description: page.description, elements: [] };
      // A public page the build prerendered paints before the SPA's code runs (and the SPA
      // hydrates it); any other path gets index.html's empty #root.
      // Only without a query string: a query (a community search, a link's parameters) can change
      // the first render, which would then not match the markup it hydrates.
      const candidate =
        !found || request.url.includes('?')
          ? undefined
          : prerendered.find((candidate) => candidate.matches(path));
      const prerender = (await candidate?.withData?.(path)) ?? candidate?.page;
      const html = prerender
        ? prerender.render({ ...head, elements: [...head.elements, ...prerenderedHeadElements()] })
        : page.render(head);
      const etag = etagOf(html);
      reply.header('cache-control', 'no-cache');
      if (found) {
        reply.header('etag', etag);
        if (isFresh(request.headers['if-none-match'], etag)) return reply.status(304).send();
      } else {
        // Without an ETag: a conditional request is answered 304 only for a page that exists.
        reply.status(404);
      }
      reply.type('text/html; charset=utf-8').header('vary', 'accept-encoding');
      const encoding = pageEncoding(request.headers['accept-encoding']);
      const body = encoding ? compressedPage(html, etag, encoding) : html;
      if (encoding) reply.header('content-encoding', encoding);
      // A HEAD answer tells the length of the page it would send, and sends none of it.
      if (request.method === 'HEAD') {
        return reply.header('content-length', Buffer.byteLength(body)).send();
      }
      return reply.send(body);
    }
    return reply
      .status(404)
      .send({ code: 'ResourceNotFound', message: `No route for ${request.method} ${path}` });
  });
}
