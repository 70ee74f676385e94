/**
 * `npm run bench:lighthouse`: Lighthouse 12 on the public pages of `npm start`'s production build.
 *
 * Starts `node scripts/start.mjs` (it builds when the sources changed) on a free port of
 * 127.0.0.1 with a throwaway DATA_DIR (the demo community is seeded into it), then runs
 * Lighthouse's default profile on each page: mobile, simulated throttling, the performance,
 * accessibility and best-practices categories, RUNS times (default 3). The run with the median
 * performance score gives the row, so its FCP, LCP, TBT, CLS and Speed Index belong together.
 * Prints a table and writes a dated entry (commit, load average) in the Lighthouse section of
 * docs/performance.md, in place of the previous one (git keeps the history).
 *
 * A benchmark, not a test: scores move with the machine's load, so it never fails on a score.
 *
 *   npm run bench:lighthouse -- [--runs 3] [--label "what changed"] [--out docs/performance.md]
 *                               [--no-write] [--reports <dir>] [--before <commit>] [path …]
 *
 * --before measures that commit too, in the same run: its tree is extracted (`git archive`) into
 * a temporary folder beside this checkout's node_modules, built and started on its own port with
 * its own demo community, and each page's runs alternate between the two builds (before, after,
 * before, …), so a change of the machine's load falls on both alike. The entry then has a row
 * per build and a comparison of each page's median blocking time.
 *
 * --reports keeps each page's median run: the Lighthouse report (<page>.json, opens in the
 * Lighthouse viewer) and its final screenshot (<page>.jpg).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { chromiumArgs, findChromium } from './chromium.ts';

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '3' },
    label: { type: 'string', default: '' },
    out: { type: 'string', default: 'docs/performance.md' },
    'no-write': { type: 'boolean', default: false },
    reports: { type: 'string' },
    before: { type: 'string' },
  },
});
const runs = Math.max(1, Number.parseInt(options.runs, 10) || 3);
const categories = ['performance', 'accessibility', 'best-practices'] as const;
/** Runs of one page that Lighthouse may fail (a lost trace) before the benchmark gives up. */
const MAX_FAILED_RUNS = 3;
/** The published profile's path is found once the server runs (PROFILE below). */
const PROFILE = '/profile/{id}';
const pages =
  positionals.length > 0
    ? positionals
    : ['/', '/login', '/signup', '/forgot-password', '/community', PROFILE];

const SECTION = '## Lighthouse (`npm run bench:lighthouse`)';
const SECTION_INTRO = [
  "`scripts/bench-lighthouse.ts` starts `npm start`'s production build on a free port with a",
  'fresh data folder (the demo community), and runs Lighthouse 12 on each page with its default',
  'mobile profile and simulated throttling, 3 runs; each row is the run with the median',
  "performance score, with that run's metrics. A benchmark, not a test: the scores move with",
  "the machine's load, so each entry gives the load average (1 min, over 2 cores) at its start",
  'and end. Newer entries first.',
].join('\n');

interface PageFigures {
  path: string;
  /** "before" or "after" with --before; empty otherwise. */
  build: string;
  scores: Record<(typeof categories)[number], number>;
  /** Every run's performance score, in run order. */
  performanceRuns: number[];
  fcp: number;
  lcp: number;
  tbt: number;
  /** Every run's total blocking time, in run order. */
  tbtRuns: number[];
  cls: number;
  speedIndex: number;
  /** Lighthouse's CPU benchmark of each run (higher is faster): how busy the machine was. */
  benchmarkIndexes: number[];
  warnings: string[];
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForHealth(url: string, server: ChildProcess): Promise<void> {
  // start.mjs may build first: a cold build on the 2-core machine takes a few minutes.
  const deadline = Date.now() + 10 * 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited (${server.exitCode}).`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer at ${url} within 10 minutes.`);
}

async function publishedProfilePath(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/profiles?limit=1`);
  const body = (await response.json()) as { items?: { id: number | string }[] };
  const id = body.items?.[0]?.id;
  if (id === undefined) throw new Error('The community search found no published profile.');
  return `/profile/${id}`;
}

const score = (lhr: Result, category: string): number =>
  Math.round((lhr.categories[category]?.score ?? 0) * 100);
const metric = (lhr: Result, audit: string): number => lhr.audits[audit]?.numericValue ?? NaN;

function median<T>(items: T[], by: (item: T) => number): T {
  const sorted = [...items].sort((a, b) => by(a) - by(b));
  return sorted[Math.floor((sorted.length - 1) / 2)] as T;
}

/** One Lighthouse run of a page; a run whose trace was lost is redone (up to MAX_FAILED_RUNS). */
async function runOnce(chrome: LaunchedChrome, url: string, failures: { count: number }) {
  for (;;) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
      // Lighthouse's defaults, spelled out because they are what the figures mean.
      formFactor: 'mobile',
      throttlingMethod: 'simulate',
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}.`);
    const error = result.lhr.runtimeError;
    if (!error) return result.lhr;
    // On a loaded machine the trace is sometimes lost (NO_NAVSTART …): that run is redone.
    failures.count += 1;
    if (failures.count > MAX_FAILED_RUNS) {
      throw new Error(`Lighthouse failed on ${url}: ${error.code} ${error.message}`);
    }
    process.stdout.write(`(run failed: ${error.code}, again) `);
  }
}

function summarise(
  path: string,
  build: string,
  results: Result[],
): { figures: PageFigures; lhr: Result; screenshot?: string } {
  const lhr = median(results, (run) => score(run, 'performance'));
  const screenshot = (lhr.audits['final-screenshot']?.details as { data?: string } | undefined)
    ?.data;
  return {
    figures: {
      path,
      build,
      scores: {
        performance: score(lhr, 'performance'),
        accessibility: score(lhr, 'accessibility'),
        'best-practices': score(lhr, 'best-practices'),
      },
      performanceRuns: results.map((run) => score(run, 'performance')),
      fcp: metric(lhr, 'first-contentful-paint'),
      lcp: metric(lhr, 'largest-contentful-paint'),
      tbt: metric(lhr, 'total-blocking-time'),
      tbtRuns: results.map((run) => metric(run, 'total-blocking-time')),
      cls: metric(lhr, 'cumulative-layout-shift'),
      speedIndex: metric(lhr, 'speed-index'),
      benchmarkIndexes: results.map((run) => run.environment.benchmarkIndex),
      warnings: [...new Set(results.flatMap((run) => run.runWarnings))],
    },
    lhr,
    screenshot,
  };
}

/** Wraps prose at 100 columns, as the rest of docs/performance.md is written. */
function wrap(text: string, width = 100): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  return [...lines, line].join('\n');
}

const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

/** A Markdown table laid out as Prettier lays it out, so `prettier --check` keeps passing. */
function markdownTable(header: string[], rows: string[][], rightAligned: boolean[]): string {
  const widths = header.map((cell, column) =>
    Math.max(3, cell.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    `| ${cells
      .map((cell, column) =>
        rightAligned[column]
          ? cell.padStart(widths[column] as number)
          : cell.padEnd(widths[column] as number),
      )
      .join(' | ')} |`;
  const rule = `| ${widths
    .map((width, column) =>
      rightAligned[column] ? `${'-'.repeat(width - 1)}:` : '-'.repeat(width),
    )
    .join(' | ')} |`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

function figuresTable(figures: PageFigures[]): string {
  const builds = figures.some((page) => page.build !== '');
  return markdownTable(
    [
      'page',
      ...(builds ? ['build'] : []),
      'performance',
      'runs',
      'accessibility',
      'best practices',
      'FCP',
      'LCP',
      'TBT',
      'CLS',
      'SI',
    ],
    figures.map((page) => [
      `\`${page.path}\``,
      ...(builds ? [page.build] : []),
      String(page.scores.performance),
      page.performanceRuns.join(', '),
      String(page.scores.accessibility),
      String(page.scores['best-practices']),
      seconds(page.fcp),
      seconds(page.lcp),
      `${Math.round(page.tbt)} ms`,
      page.cls.toFixed(3),
      seconds(page.speedIndex),
    ]),
    [false, ...(builds ? [false] : []), true, true, true, true, true, true, true, true, true],
  );
}

const medianOf = (values: number[]): number => median(values, (value) => value);

/** With --before: each page's blocking time, every run's median, before against after. */
function blockingTable(figures: PageFigures[]): string {
  const rows = figures
    .filter((page) => page.build === 'after')
    .map((after) => {
      const before = figures.find((page) => page.build === 'before' && page.path === after.path);
      const was = before ? medianOf(before.tbtRuns) : NaN;
      const now = medianOf(after.tbtRuns);
      return [
        `\`${after.path}\``,
        before ? before.tbtRuns.map(Math.round).join(', ') : '–',
        after.tbtRuns.map(Math.round).join(', '),
        `${Math.round(was)} ms`,
        `${Math.round(now)} ms`,
        was > 0 ? `${Math.round((now / was) * 100)} %` : '–',
      ];
    });
  return markdownTable(
    [
      'page',
      'TBT runs before (ms)',
      'TBT runs after (ms)',
      'median before',
      'median after',
      'after / before',
    ],
    rows,
    [false, true, true, true, true, true],
  );
}

function commitDescription(): string {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      encoding: 'utf8',
    }).trim();
    // The entries this script writes are not a change of what it measured.
    const output = relative(process.cwd(), resolve(options.out));
    const exclude = output.startsWith('..') ? [] : [`:!${output}`];
    const dirty = execFileSync(
      'git',
      ['status', '--porcelain', '--untracked-files=no', '--', '.', ...exclude],
      { encoding: 'utf8' },
    ).trim();
    return dirty ? `${commit} with uncommitted changes` : commit;
  } catch {
    return 'unknown commit';
  }
}

/**
 * Puts the entry in the Lighthouse section in place of the previous one, creating the section
 * after the intro: docs/performance.md holds the latest figures, git keeps the history.
 */
function writeEntry(file: string, entry: string): void {
  let text = readFileSync(file, 'utf8');
  if (!text.includes(`\n${SECTION}\n`)) {
    // After the title and the intro paragraph, before the first section.
    const firstSection = text.indexOf('\n## ');
    const at = firstSection === -1 ? text.length : firstSection + 1;
    text = `${text.slice(0, at)}${SECTION}\n\n${SECTION_INTRO}\n\n${text.slice(at)}`;
  }
  const sectionStart = text.indexOf(`\n${SECTION}\n`) + 1;
  const nextSection = text.indexOf('\n## ', sectionStart + SECTION.length);
  const sectionEnd = nextSection === -1 ? text.length : nextSection + 1;
  const firstEntry = text.indexOf('\n### ', sectionStart);
  const at = firstEntry !== -1 && firstEntry < sectionEnd ? firstEntry + 1 : sectionEnd;
  writeFileSync(file, `${text.slice(0, at)}${entry}\n\n${text.slice(sectionEnd)}`);
}

interface Build {
  /** "before" or "after" with --before; empty otherwise. */
  name: string;
  /** The folder `scripts/start.mjs` runs in. */
  cwd: string;
  baseUrl: string;
  dataDir: string;
  server?: ChildProcess;
}

const builds: Build[] = [];
/** Folders this run made (the data folders, the before tree), removed at the end. */
const scratch: string[] = [];
let chrome: LaunchedChrome | undefined;

async function newBuild(name: string, cwd: string): Promise<Build> {
  const dataDir = mkdtempSync(join(tmpdir(), 'guildhall-lighthouse-'));
  scratch.push(dataDir);
  const build: Build = { name, cwd, baseUrl: `http://127.0.0.1:${await freePort()}`, dataDir };
  builds.push(build);
  return build;
}

/** The tree of `commit`, extracted beside this checkout's node_modules (see --before). */
function extractCommit(commit: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'guildhall-lighthouse-before-'));
  scratch.push(folder);
  const archive = execFileSync('git', ['archive', '--format=tar', commit], {
    maxBuffer: 1024 ** 3,
  });
  execFileSync('tar', ['-x', '-C', folder], { input: archive });
  // Hard links, not a symbolic link: Vite names a module by its real path, and the prerender
  // looks its chunks up as `node_modules/…` inside the tree it builds. A copy where the temporary
  // folder is on another device.
  try {
    execFileSync('cp', ['-a', '--link', 'node_modules', folder], { stdio: 'ignore' });
  } catch {
    rmSync(join(folder, 'node_modules'), { recursive: true, force: true });
    execFileSync('cp', ['-a', 'node_modules', folder]);
  }
  return folder;
}

function startServer(build: Build): void {
  const port = new URL(build.baseUrl).port;
  build.server = spawn('node', ['scripts/start.mjs'], {
    cwd: build.cwd,
    env: {
      ...process.env,
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: build.dataDir,
      PUBLIC_BASE_URL: build.baseUrl,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
}

const running = (server: ChildProcess | undefined): server is ChildProcess =>
  server?.pid !== undefined && server.exitCode === null && server.signalCode === null;

/** Stops Chromium and the servers (each whole process group: start.mjs may be building). */
function kill(signal: NodeJS.Signals): void {
  try {
    chrome?.kill();
  } catch {
    // already gone
  }
  for (const { server } of builds) {
    if (!running(server)) continue;
    try {
      process.kill(-(server.pid as number), signal);
    } catch {
      // already gone
    }
  }
}

function removeScratch(): void {
  for (const folder of scratch) rmSync(folder, { recursive: true, force: true });
}

let stopping: Promise<void> | undefined;
/** Waits for the servers to finish their drain before deleting their data folders. */
function stop(): Promise<void> {
  stopping ??= (async () => {
    kill('SIGTERM');
    await Promise.all(
      builds.map(async ({ server }) => {
        if (!running(server)) return;
        const exited = new Promise((resolve) => server.once('exit', resolve));
        const timeout = new Promise((resolve) => setTimeout(resolve, 15_000).unref());
        if ((await Promise.race([exited.then(() => true), timeout])) !== true) kill('SIGKILL');
      }),
    );
    removeScratch();
  })();
  return stopping;
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the servers and Chromium.`);
    void stop().finally(() => process.exit(130));
  });
}
// Last resort (an uncaught error): nothing async runs here, so kill without waiting.
process.once('exit', () => {
  kill('SIGKILL');
  removeScratch();
});

try {
  const startLoad = loadavg();
  const startedAt = new Date();
  const beforeCommit = options.before
    ? execFileSync('git', ['rev-parse', '--short', options.before], { encoding: 'utf8' }).trim()
    : undefined;
  if (beforeCommit) {
    console.log(`Before: commit ${beforeCommit}, extracted and built beside this checkout.`);
    await newBuild('before', extractCommit(beforeCommit));
  }
  await newBuild(options.before ? 'after' : '', process.cwd());
  // One at a time: two cold builds at once on 2 cores take longer than one after the other.
  for (const build of builds) {
    startServer(build);
    await waitForHealth(`${build.baseUrl}/api/health/ready`, build.server as ChildProcess);
  }
  const last = builds.at(-1) as Build;

  const paths = await Promise.all(
    pages.map((path) => (path === PROFILE ? publishedProfilePath(last.baseUrl) : path)),
  );
  chrome = await launch({
    chromePath: findChromium(),
    chromeFlags: ['--headless=new', ...chromiumArgs],
    logLevel: 'error',
    handleSIGINT: false,
  });

  const figures: PageFigures[] = [];
  for (const path of paths) {
    process.stdout.write(`${path}: ${runs} runs${builds.length > 1 ? ' each, alternating' : ''}… `);
    const results = new Map<Build, Result[]>(builds.map((build) => [build, []]));
    const failures = { count: 0 };
    for (let run = 0; run < runs; run += 1) {
      for (const build of builds) {
        (results.get(build) as Result[]).push(
          await runOnce(chrome, build.baseUrl + path, failures),
        );
      }
    }
    for (const build of builds) {
      const summary = summarise(path, build.name, results.get(build) as Result[]);
      const page = summary.figures;
      console.log(
        `${build.name ? `${build.name} ` : ''}performance ${page.performanceRuns.join(', ')}`,
      );
      figures.push(page);
      if (options.reports) {
        mkdirSync(options.reports, { recursive: true });
        const name = [
          path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'landing',
          build.name,
        ]
          .filter(Boolean)
          .join('.');
        writeFileSync(join(options.reports, `${name}.json`), JSON.stringify(summary.lhr));
        const [, base64] = summary.screenshot?.split(',') ?? [];
        if (base64)
          writeFileSync(join(options.reports, `${name}.jpg`), Buffer.from(base64, 'base64'));
      }
    }
  }
  const endLoad = loadavg();

  const table = figuresTable(figures);
  console.log(`\n${table}`);
  const comparison = beforeCommit ? blockingTable(figures) : undefined;
  if (comparison) console.log(`\n${comparison}`);
  const warnings = [...new Set(figures.flatMap((page) => page.warnings))];
  for (const warning of warnings) console.log(`Lighthouse warning: ${warning}`);

  const benchmarks = figures.flatMap((page) => page.benchmarkIndexes);
  const load = (value: number[]) => value.map((figure) => figure.toFixed(2)).join(', ');
  const date = startedAt.toISOString().slice(0, 16).replace('T', ' ');
  const what = beforeCommit
    ? `Before: commit ${beforeCommit}; after: commit ${commitDescription()}; the runs of each` +
      ' page alternate between the two builds.'
    : `Commit ${commitDescription()};`;
  const entry = [
    `### ${date} UTC${options.label ? `, ${options.label}` : ''}`,
    '',
    wrap(
      `${what} Lighthouse 12, mobile, simulated throttling, median of` +
        ` ${runs} run${runs === 1 ? '' : 's'} ("runs": each run's performance score). Load` +
        ` average (1, 5, 15 min) ${load(startLoad)} at the start, ${load(endLoad)} at the end;` +
        ` Lighthouse's CPU benchmark index (higher is faster: a busy machine scores lower)` +
        ` ${Math.round(Math.min(...benchmarks))}–${Math.round(Math.max(...benchmarks))}.`,
    ),
    '',
    table,
    ...(comparison
      ? ['', 'Total blocking time, every run, and the median of the runs:', '', comparison]
      : []),
    ...(warnings.length > 0 ? ['', ...warnings.map((warning) => `- Lighthouse: ${warning}`)] : []),
  ].join('\n');
  if (!options['no-write']) {
    writeEntry(options.out, entry);
    console.log(`\nAdded the entry to ${options.out}.`);
  }
} finally {
  await stop();
}
