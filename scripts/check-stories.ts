/**
 * `npm run check:stories`: every story gives the same pixels twice, at 1280 and at 375 px, and is
 * axe-clean (serious and critical), whatever its own a11y parameters say.
 *
 * Chromatic's diffs are only worth reviewing when a story cannot differ from itself, so this
 * builds Storybook once (or reuses a build), serves it on 127.0.0.1 and renders each story of
 * index.json twice at the preview's `desktop` and `mobile` viewports, the way Chromatic snapshots
 * it: reduced motion, finite animations at their end, infinite ones at their start, caret
 * hidden, after the play function, fonts, images and the network settle. Stories render one
 * after another in one preview page per width: selected as the manager selects them, then
 * remounted (`--fresh`: a new load of the story's iframe for each render). The two screenshots
 * are compared by pixelmatch with Chromatic's defaults; a story that differs leaves both PNGs
 * and a diff image (differing pixels red over a faded first render) in the report folder.
 *
 *   npm run check:stories -- [--storybook-dir storybook-static] [--no-build] [--grep <regexp>]
 *                            [--report stories-report] [--workers 2] [--fresh]
 *
 * STORYBOOK_DIR reuses a build like --storybook-dir with --no-build. Exits 1 on any difference,
 * render error or axe violation.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type BrowserContext, type Page } from 'playwright';
import pixelmatch from 'pixelmatch';
import sharp from 'sharp';
import { chromiumArgs, chromiumPathOrDefault } from './chromium.ts';

const { values: options } = parseArgs({
  options: {
    'storybook-dir': { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    grep: { type: 'string' },
    report: { type: 'string', default: 'stories-report' },
    workers: { type: 'string', default: '2' },
    fresh: { type: 'boolean', default: false },
  },
});

const storybookDir = resolve(
  options['storybook-dir'] ?? process.env.STORYBOOK_DIR ?? 'storybook-static',
);
const reuseBuild = options['no-build'] || Boolean(process.env.STORYBOOK_DIR);
const reportDir = resolve(options.report);
// Two cores: more pages in parallel only make each render slower and timing-dependent.
const workers = Math.min(2, Math.max(1, Number.parseInt(options.workers, 10) || 2));
const grep = options.grep ? new RegExp(options.grep) : undefined;
const fresh = options.fresh;

/** The preview's `mobile` and `desktop` viewports (.storybook/preview.tsx). */
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'mobile', width: 375, height: 812 },
] as const;
type Viewport = (typeof VIEWPORTS)[number];

const RENDER_TIMEOUT_MS = 30_000;
const SETTLE_TIMEOUT_MS = 10_000;

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
}

interface Render {
  png: Buffer;
  /** The story pins another viewport. */
  skipped?: boolean;
  error?: string;
  violations: string[];
}

interface Outcome {
  id: string;
  viewport: Viewport['name'];
  differingPixels: number;
  skipped?: boolean;
  errors: string[];
  violations: string[];
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** A static server of the build; MSW's worker is served from the root like every other file. */
function serve(root: string): Promise<Server> {
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://127.0.0.1').pathname);
    const file = normalize(join(root, pathname.endsWith('/') ? `${pathname}index.html` : pathname));
    if (!file.startsWith(root + sep)) {
      response.writeHead(403).end();
      return;
    }
    stat(file).then(
      (info) => {
        if (!info.isFile()) throw new Error('not a file');
        response.writeHead(200, {
          'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
          'content-length': info.size,
          // Hashed assets and an unchanging build: each load after the first comes from the cache.
          'cache-control': 'max-age=3600',
        });
        createReadStream(file).pipe(response);
      },
      () => response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found'),
    );
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

/**
 * Runs before Storybook's preview: catches its channel as soon as it is created, so no
 * storyFinished or error event is missed however fast the story renders. A string, not a
 * function: tsx names functions with a helper (__name) that the page does not have.
 */
const WATCH_PREVIEW_CHANNEL = `(() => {
  const state = { done: false, errors: [] };
  window.__storyCheck = state;
  // The first line of a message: testing-library appends the whole DOM to its errors.
  const describe = (value) => {
    const text = !value || typeof value !== 'object'
      ? String(value)
      : value.message || value.description || value.title || JSON.stringify(value);
    return text.split('\\n')[0].slice(0, 300);
  };
  let channel;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set(value) {
      channel = value;
      if (!value) return;
      value.on('storyFinished', () => { state.done = true; });
      for (const event of ['storyErrored', 'storyThrewException', 'storyMissing']) {
        value.on(event, (payload) => {
          state.errors.push(event + ': ' + describe(payload));
          state.done = true;
        });
      }
      for (const event of ['playFunctionThrewException', 'unhandledErrorsWhilePlaying']) {
        value.on(event, (payload) => state.errors.push(event + ': ' + describe(payload)));
      }
    },
  });
  // The next render in this page: back to the top, nothing focused, nothing heard yet.
  window.__storyCheckShow = (storyId, remount) => {
    state.done = false;
    state.errors = [];
    localStorage.clear();
    sessionStorage.clear();
    window.scrollTo(0, 0);
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    channel.emit(remount ? 'forceRemount' : 'setCurrentStory', { storyId, viewMode: 'story' });
  };
})();`;

/**
 * Back at the top, lazy images load (a full-page capture scrolls them all into view, so
 * Chromatic's snapshot has them whichever way the page was scrolled), then fonts, images, and
 * two frames: layout and paint of whatever the last load changed. An image that never answers
 * stops counting after 5 s.
 */
const LOADED = `(async () => {
  // At the top: a fixed toast or a sticky bar shows where the viewport is in a full-page shot.
  window.scrollTo(0, 0);
  for (const image of document.querySelectorAll('img[loading="lazy"]')) image.loading = 'eager';
  await document.fonts.ready;
  // decode(): loaded and decoded, so an image with decoding="async" is painted, not its box.
  await Promise.race([
    Promise.all(Array.from(document.images, (image) => image.decode().catch(() => undefined))),
    new Promise((done) => setTimeout(done, 5000)),
  ]);
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
})()`;

/**
 * The page's network as Playwright sees it, service-worker answers (MSW) included. Quiet means
 * nothing in flight for QUIET_MS, or, for a loading story whose request never ends on purpose
 * (the stories' only slow answers are `slow('infinite')` and held requests), nothing starting
 * or ending for HUNG_MS.
 */
const QUIET_MS = 200;
const HUNG_MS = 1_000;

function watchNetwork(page: Page): () => Promise<void> {
  let inFlight = 0;
  let lastActivity = Date.now();
  page.on('request', () => {
    inFlight += 1;
    lastActivity = Date.now();
  });
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastActivity = Date.now();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return async () => {
    // Quiet from now on too: a request the story starts just after its play function (content
    // loaded in an effect, its code already here) must have its chance to begin.
    lastActivity = Math.max(lastActivity, Date.now());
    const deadline = Date.now() + SETTLE_TIMEOUT_MS;
    for (;;) {
      const wait = (inFlight === 0 ? QUIET_MS : HUNG_MS) - (Date.now() - lastActivity);
      if (wait <= 0 || Date.now() >= deadline) return;
      await new Promise((done) => setTimeout(done, Math.min(wait, 100)));
    }
  };
}

/** A page of the preview at one viewport, in which stories render one after another. */
interface Tab {
  page: Page;
  viewport: Viewport;
  networkQuiet: () => Promise<void>;
  /** The story the preview shows now. */
  shown?: string;
}

async function openTab(
  context: BrowserContext,
  origin: string,
  viewport: Viewport,
  fresh: boolean,
): Promise<Tab> {
  const page = await context.newPage();
  await page.setViewportSize({ width: viewport.width, height: viewport.height });
  const networkQuiet = watchNetwork(page);
  if (!fresh) {
    // a11y.manual: the addon's own axe run after each render would only repeat the one below.
    await page.goto(`${origin}/iframe.html?viewMode=story&globals=a11y.manual:!true`, {
      waitUntil: 'load',
      timeout: RENDER_TIMEOUT_MS,
    });
    await page.waitForFunction('window.__STORYBOOK_PREVIEW__?.storyStoreValue', undefined, {
      timeout: RENDER_TIMEOUT_MS,
    });
  }
  return { page, viewport, networkQuiet };
}

/**
 * Renders the story: the first time by selecting it as the manager does, the second by
 * remounting it (a fresh store, fresh mocks, the play function again), as Storybook's "Remount"
 * button does. With `fresh`, each render is a new load of the story's iframe instead: slower, and
 * the way a story first shows after a reload.
 */
async function show(tab: Tab, origin: string, storyId: string, fresh: boolean): Promise<void> {
  if (fresh) {
    await tab.page.goto(
      `${origin}/iframe.html?id=${encodeURIComponent(storyId)}&viewMode=story&globals=a11y.manual:!true`,
      { waitUntil: 'load', timeout: RENDER_TIMEOUT_MS },
    );
  } else {
    // A real click on a cover over the page: the browser's and the UI library's idea of the
    // last input (keyboard or pointer, which decides a focus ring) is the same before every
    // render, not whatever the previous story's play function left.
    await tab.page.evaluate(`(() => {
      const cover = document.createElement('div');
      cover.id = '__storyCheckCover';
      cover.style.cssText = 'position:fixed;inset:0;z-index:2147483647';
      document.body.append(cover);
    })()`);
    await tab.page.mouse.click(1, 1);
    await tab.page.evaluate(`document.getElementById('__storyCheckCover').remove()`);
    const remount = tab.shown === storyId;
    await tab.page.evaluate(`window.__storyCheckShow(${JSON.stringify(storyId)}, ${remount})`);
  }
  tab.shown = storyId;
}

/** Waits for the story's render, play function and after-each hooks, then for what it loads. */
async function settle(tab: Tab): Promise<{ errors: string[]; pinned?: string }> {
  const { page } = tab;
  await timed('render', () =>
    page.waitForFunction('window.__storyCheck && window.__storyCheck.done', undefined, {
      timeout: RENDER_TIMEOUT_MS,
      polling: 50,
    }),
  );
  const errors = (await page.evaluate('window.__storyCheck.errors')) as string[];
  // A story that sets its own viewport global (AuthLayout's Mobile) is checked at that one only.
  const pinned = (await page.evaluate(
    'window.__STORYBOOK_PREVIEW__?.currentRender?.story?.storyGlobals?.viewport?.value',
  )) as string | undefined;
  await timed('settle', async () => {
    await tab.networkQuiet();
    await page.evaluate(LOADED);
  });
  return { errors, pinned };
}

/** One render of the story in the tab, its screenshot, and axe on it when asked. */
/** Where the check's time goes, summed over every render (ms). */
const timings = { render: 0, settle: 0, screenshot: 0, axe: 0, compare: 0 };
const timed = async <T>(phase: keyof typeof timings, step: () => Promise<T>): Promise<T> => {
  const started = performance.now();
  try {
    return await step();
  } finally {
    timings[phase] += performance.now() - started;
  }
};

async function render(
  tab: Tab,
  origin: string,
  storyId: string,
  fresh: boolean,
  withAxe: boolean,
): Promise<Render> {
  await show(tab, origin, storyId, fresh);
  const { errors, pinned } = await settle(tab);
  if (pinned && pinned !== tab.viewport.name) {
    return { png: Buffer.alloc(0), violations: [], skipped: true };
  }
  // Chromatic's pauseAnimationAtEnd: finite animations at their end, infinite ones at their start.
  const png = await timed('screenshot', () =>
    tab.page.screenshot({ animations: 'disabled', caret: 'hide', fullPage: true }),
  );
  // After the screenshot: axe scrolls elements into view to measure their contrast.
  const violations = withAxe ? await timed('axe', () => axe(tab.page)) : [];
  return { png, violations, error: errors.length > 0 ? errors.join('\n') : undefined };
}

/** Serious and critical violations only, with every rule on whatever the story's a11y parameters say. */
async function axe(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include('#storybook-root').analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}

/**
 * Chromatic's defaults: diffThreshold 0.063 on pixelmatch's perceptual YIQ distance, and
 * anti-aliased pixels detected and not counted (diffIncludeAntiAliasing: false). Software
 * rasterising in headless Chromium moves a rounded corner's antialiasing by a level or two from
 * one load to the next, which no reviewer can see and Chromatic does not report either.
 */
const DIFF_THRESHOLD = 0.063;

async function compare(first: Buffer, second: Buffer, diffFile: string): Promise<number> {
  if (first.equals(second)) return 0;
  const decode = (png: Buffer) =>
    sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const [a, b] = await Promise.all([decode(first), decode(second)]);
  if (a.info.width !== b.info.width || a.info.height !== b.info.height) {
    // A different page height is a difference of every pixel the two do not share.
    const shared = Math.min(a.info.width, b.info.width) * Math.min(a.info.height, b.info.height);
    const larger = Math.max(a.info.width * a.info.height, b.info.width * b.info.height);
    await sharp(second).toFile(diffFile);
    return larger - shared + 1;
  }
  // Most renders are identical byte for byte: only others are weighed.
  if (a.data.equals(b.data)) return 0;
  const diff = Buffer.alloc(a.data.length);
  const differing = pixelmatch(a.data, b.data, diff, a.info.width, a.info.height, {
    threshold: DIFF_THRESHOLD,
    includeAA: false,
    alpha: 0.25,
  });
  if (differing > 0) {
    await sharp(diff, { raw: { width: a.info.width, height: a.info.height, channels: 4 } })
      .png()
      .toFile(diffFile);
  }
  return differing;
}

async function check(tab: Tab, origin: string, entry: IndexEntry, fresh: boolean) {
  const outcome: Outcome = {
    id: entry.id,
    viewport: tab.viewport.name,
    differingPixels: 0,
    errors: [],
    violations: [],
  };
  const base = join(reportDir, `${entry.id}--${tab.viewport.name}`);
  try {
    const first = await render(tab, origin, entry.id, fresh, false);
    if (first.skipped) return { ...outcome, skipped: true };
    const second = await render(tab, origin, entry.id, fresh, true);
    for (const error of [first.error, second.error]) if (error) outcome.errors.push(error);
    outcome.differingPixels = await timed('compare', () =>
      compare(first.png, second.png, `${base}.diff.png`),
    );
    if (outcome.differingPixels > 0) {
      writeFileSync(`${base}.1.png`, first.png);
      writeFileSync(`${base}.2.png`, second.png);
    }
    outcome.violations = second.violations;
  } catch (error) {
    outcome.errors.push(error instanceof Error ? error.message.split('\n')[0]! : String(error));
    // A render that timed out may still be running: the next story starts in a new tab.
    tab.shown = undefined;
  }
  return outcome;
}

function formatDuration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

async function main(): Promise<void> {
  const started = Date.now();
  const loadAtStart = loadavg()[0]!.toFixed(2);
  if (!reuseBuild || !existsSync(join(storybookDir, 'index.json'))) {
    console.log(`Building Storybook into ${storybookDir} …`);
    execFileSync(
      'npx',
      ['storybook', 'build', '--quiet', '--output-dir', storybookDir, '--disable-telemetry'],
      { stdio: 'inherit' },
    );
  }
  if (!existsSync(join(storybookDir, 'mockServiceWorker.js'))) {
    throw new Error(`${storybookDir} has no mockServiceWorker.js: the stories' mocks cannot start`);
  }
  const index = JSON.parse(readFileSync(join(storybookDir, 'index.json'), 'utf8')) as {
    entries: Record<string, IndexEntry>;
  };
  const stories = Object.values(index.entries).filter(
    (entry) => entry.type === 'story' && (!grep || grep.test(entry.id)),
  );
  rmSync(reportDir, { recursive: true, force: true });
  mkdirSync(reportDir, { recursive: true });

  const server = await serve(storybookDir);
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({
    executablePath: chromiumPathOrDefault(),
    args: chromiumArgs,
  });
  const checkStarted = Date.now();

  // Every story at 1280 first, then at 375: a run stopped early has still seen every story once.
  const tasks = VIEWPORTS.flatMap((viewport) => stories.map((entry) => ({ entry, viewport })));
  const outcomes: Outcome[] = [];
  let next = 0;
  const worker = async () => {
    // The same locale and zone on every machine: dates in the stories must not read differently in CI.
    const context = await browser.newContext({
      deviceScaleFactor: 1,
      reducedMotion: 'reduce',
      locale: 'en-US',
      timezoneId: 'UTC',
    });
    await context.addInitScript(WATCH_PREVIEW_CHANNEL);
    const tabs = new Map<Viewport['name'], Tab>();
    while (next < tasks.length) {
      const { entry, viewport } = tasks[next++]!;
      let tab = tabs.get(viewport.name);
      if (!tab) {
        tab = await openTab(context, origin, viewport, fresh);
        tabs.set(viewport.name, tab);
      }
      const outcome = await check(tab, origin, entry, fresh);
      if (!fresh && tab.shown === undefined) {
        await tab.page.close();
        tabs.delete(viewport.name);
      }
      outcomes.push(outcome);
      const failed =
        outcome.differingPixels > 0 || outcome.errors.length > 0 || outcome.violations.length > 0;
      if (failed) {
        console.log(`✗ ${outcome.id} @ ${viewport.width}`);
        if (outcome.differingPixels > 0) {
          console.log(`    ${outcome.differingPixels} pixels differ between two renders`);
        }
        for (const error of outcome.errors) console.log(`    error: ${error}`);
        for (const violation of outcome.violations) console.log(`    axe: ${violation}`);
      }
      if (outcomes.length % 20 === 0) {
        const perTask = (Date.now() - checkStarted) / outcomes.length;
        const left = formatDuration(perTask * (tasks.length - outcomes.length));
        console.log(`… ${outcomes.length}/${tasks.length}, about ${left} left`);
      }
    }
    await context.close();
  };
  await Promise.all(Array.from({ length: workers }, worker));
  await browser.close();
  server.close();

  const skipped = outcomes.filter((outcome) => outcome.skipped).length;
  const differing = outcomes.filter((outcome) => outcome.differingPixels > 0);
  const erroring = outcomes.filter((outcome) => outcome.errors.length > 0);
  const inaccessible = outcomes.filter((outcome) => outcome.violations.length > 0);
  const summary = {
    stories: stories.length,
    checked: tasks.length - skipped,
    checkDuration: formatDuration(Date.now() - checkStarted),
    // Summed over the workers, so together more than the check's duration.
    secondsIn: Object.fromEntries(
      Object.entries(timings).map(([phase, ms]) => [phase, Math.round(ms / 1000)]),
    ),
    totalDuration: formatDuration(Date.now() - started),
    loadAverage: { start: loadAtStart, end: loadavg()[0]!.toFixed(2) },
    differing: differing.map(
      (outcome) => `${outcome.id} @ ${outcome.viewport}: ${outcome.differingPixels}`,
    ),
    errors: erroring.map((outcome) => `${outcome.id} @ ${outcome.viewport}`),
    axeFailures: inaccessible.map((outcome) => `${outcome.id} @ ${outcome.viewport}`),
  };
  writeFileSync(
    join(reportDir, 'summary.json'),
    `${JSON.stringify({ ...summary, outcomes }, null, 2)}\n`,
  );
  console.log(
    [
      '',
      `Stories: ${summary.stories} (${tasks.length} story × width, ${skipped} of them at another width than the story's own viewport; two renders each, axe on the second)`,
      `Time: ${summary.checkDuration} checking, ${summary.totalDuration} in all; load average ${loadAtStart} → ${summary.loadAverage.end}`,
      `Seconds in (all workers): ${Object.entries(summary.secondsIn)
        .map(([phase, seconds]) => `${phase} ${seconds}`)
        .join(', ')}`,
      `Differing: ${differing.length}${differing.length ? `\n  ${summary.differing.join('\n  ')}` : ''}`,
      `Render errors: ${erroring.length}${erroring.length ? `\n  ${summary.errors.join('\n  ')}` : ''}`,
      `Axe failures (serious, critical): ${inaccessible.length}${inaccessible.length ? `\n  ${summary.axeFailures.join('\n  ')}` : ''}`,
      `Report: ${reportDir}`,
    ].join('\n'),
  );
  process.exitCode = differing.length + erroring.length + inaccessible.length > 0 ? 1 : 0;
}

await main();
