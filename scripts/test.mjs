// `npm test`: every check of the project, timed step by step, ending with the CI table
// (docs/performance.md "CI"): seconds and test counts per step and Vitest project, whether the
// PostgreSQL leg ran, how Chromium came to be there, the load average at the start, Playwright's
// flaky count and the 20 slowest tests. The table is also written to ci-report/table.md.
//
// Steps in one phase run at the same time (their output is prefixed with the step's name);
// phases run one after another. Every step runs even when an earlier one failed, so one run
// shows every failure; the exit code is non-zero when any step failed.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';

const reportDir = 'ci-report';
// `--table`: the table of the last run again, from ci-report/, without running anything.
const tableOnly = process.argv.includes('--table');
if (!tableOnly) {
  rmSync(reportDir, { recursive: true, force: true });
  mkdirSync(reportDir, { recursive: true });
}
const report = (name) => join(reportDir, name);

const vitestReporters = ['--reporter=default', '--reporter=./scripts/ci/vitest-timings.ts'];

/** @type {{ name: string, command: string[], env?: Record<string, string>, timings?: string, playwright?: string }[][]} */
const phases = [
  // The static checks and the production build share nothing: on two cores, at once.
  [
    { name: 'typecheck', command: ['npm', 'run', 'typecheck'] },
    { name: 'lint', command: ['npm', 'run', 'lint'] },
    { name: 'build', command: ['npm', 'run', 'build:app'] },
  ],
  [
    {
      name: 'unit and server',
      command: [
        'npx',
        'vitest',
        'run',
        '--project',
        'unit',
        '--project',
        'server',
        '--project',
        'server isolated',
        '--project',
        'server alone',
        ...vitestReporters,
      ],
      timings: report('vitest-unit-server.json'),
    },
  ],
  [
    {
      name: 'stories',
      command: ['npx', 'vitest', 'run', '--project', 'storybook', ...vitestReporters],
      timings: report('vitest-stories.json'),
    },
  ],
  [
    {
      name: 'end-to-end',
      command: ['node', 'scripts/e2e.mjs', '--reporter=list,json'],
      playwright: report('playwright.json'),
    },
  ],
];

// `node scripts/test.mjs lint stories`: only the steps named.
const only = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const chosen = phases
  .map((phase) => phase.filter((step) => only.length === 0 || only.includes(step.name)))
  .filter((phase) => phase.length > 0);

/** What the run was given: .ci/run's figures and the PostgreSQL leg (kept for `--table`). */
let given = {
  install: process.env.CI_INSTALL_SECONDS,
  chromium: process.env.CI_CHROMIUM,
  startLoad: process.env.CI_START_LOADAVG ?? loadavg()[0].toFixed(2),
  loadWhen: process.env.CI_START_LOADAVG ? 'before the install' : 'before the checks',
  postgres: process.env.TEST_DATABASE_URL
    ? `ran (TEST_DATABASE_URL=${new URL(process.env.TEST_DATABASE_URL).host})`
    : 'did not run (no TEST_DATABASE_URL)',
};
const started = Date.now();

function run(step, prefixed) {
  return new Promise((resolve) => {
    const began = Date.now();
    const env = { ...process.env, ...step.env };
    if (step.timings) env.TEST_TIMINGS_FILE = step.timings;
    if (step.playwright) env.PLAYWRIGHT_JSON_OUTPUT_FILE = step.playwright;
    const child = spawn(step.command[0], step.command.slice(1), {
      env,
      stdio: prefixed ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    if (prefixed) {
      for (const stream of [child.stdout, child.stderr]) {
        let rest = '';
        stream.on('data', (chunk) => {
          const lines = (rest + chunk).split('\n');
          rest = lines.pop() ?? '';
          for (const line of lines) process.stdout.write(`[${step.name}] ${line}\n`);
        });
        stream.on('end', () => rest && process.stdout.write(`[${step.name}] ${rest}\n`));
      }
    }
    child.on('close', (code) =>
      resolve({ step, code: code ?? 1, seconds: (Date.now() - began) / 1000 }),
    );
  });
}

let results = [];
let totalSeconds;
if (tableOnly) {
  ({ results, totalSeconds, given } = JSON.parse(readFileSync(report('steps.json'), 'utf8')));
} else {
  for (const phase of chosen) {
    console.log(`\n▶ ${phase.map((step) => step.name).join(' + ')}`);
    results.push(...(await Promise.all(phase.map((step) => run(step, phase.length > 1)))));
  }
  totalSeconds = (Date.now() - started) / 1000;
  writeFileSync(report('steps.json'), JSON.stringify({ results, totalSeconds, given }));
}

// ---- the table ----

function readJson(file) {
  try {
    return file && existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
  } catch (error) {
    console.log(`Could not read ${file}: ${error}`);
    return null;
  }
}
const backendOf = (name) =>
  / on postgres\b/.test(name) ? 'PostgreSQL' : / on pglite\b/.test(name) ? 'PGlite' : null;

/**
 * Vitest's rows: one per project, its files' time added up; the server projects (`server`,
 * `server isolated`, and `server alone`, which runs alone after them) as one row, then split by the backend in the tests'
 * names, each backend's tests' own time added up.
 */
function vitestRows(timings) {
  const rows = new Map();
  const row = (key) => {
    if (!rows.has(key)) rows.set(key, { key, tests: 0, failed: 0, testMs: 0, moduleMs: 0 });
    return rows.get(key);
  };
  const isServer = (project) => project.startsWith('server');
  const projectKey = (project) => (isServer(project) ? 'server and contract' : project);
  for (const test of timings.tests) {
    if (test.state === 'skipped') continue;
    const keys = [projectKey(test.project)];
    if (isServer(test.project)) keys.push(`on ${backendOf(test.name) ?? 'no database'}`);
    for (const key of keys) {
      const entry = row(key);
      entry.tests += 1;
      entry.failed += test.state === 'failed' ? 1 : 0;
      entry.testMs += test.ms;
    }
  }
  for (const module of timings.modules)
    if (module.setupMs > 0) row(projectKey(module.project)).moduleMs += module.ms;
  const rank = (key) => (key === 'unit' ? 0 : key.startsWith('on ') ? 2 : 1);
  return [...rows.values()].sort((a, b) => rank(a.key) - rank(b.key));
}

function playwrightSummary(json) {
  const tests = [];
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        tests.push({
          name: `${file} › ${spec.title}`,
          ms: test.results.reduce((sum, result) => sum + result.duration, 0),
          status: test.status,
        });
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const suite of json.suites ?? []) walk(suite, suite.file ?? suite.title);
  return { stats: json.stats, tests };
}

const format = (seconds) =>
  seconds === null || seconds === undefined ? '—' : `${Math.round(seconds)}`;
const lines = [];
lines.push('| step | seconds | tests | result |', '| --- | ---: | ---: | --- |');
const { install } = given;
lines.push(
  `| install (npm ci) | ${install ?? '—'} | — | ${install ? 'ok' : 'not run by this command'} |`,
);
const slowest = [];
let flaky = null;
// Steps that ran at once with others (one phase) are marked ‖: their seconds overlap.
const together = new Set(
  phases.filter((phase) => phase.length > 1).flatMap((phase) => phase.map((step) => step.name)),
);
for (const { step, code, seconds } of results) {
  const timings = readJson(step.timings);
  const playwright = readJson(step.playwright);
  let count = '—';
  if (timings) count = String(timings.tests.filter((test) => test.state !== 'skipped').length);
  if (playwright) {
    const { stats, tests } = playwrightSummary(playwright);
    count = String(stats.expected + stats.unexpected + stats.flaky);
    flaky = stats.flaky;
    for (const test of tests) slowest.push({ suite: 'end-to-end', name: test.name, ms: test.ms });
  }
  lines.push(
    `| ${together.has(step.name) ? '‖ ' : ''}${step.name} | ${format(seconds)} | ${count} | ${code === 0 ? 'ok' : `failed (exit ${code})`} |`,
  );
  if (timings) {
    for (const entry of vitestRows(timings)) {
      const seconds = entry.moduleMs ? entry.moduleMs / 1000 : entry.testMs / 1000;
      const how = entry.moduleMs ? 'Σ files' : 'Σ tests';
      lines.push(
        `| ${entry.key.startsWith('on ') ? '· · server ' : '· '}${entry.key} | ${format(seconds)} (${how}) | ${entry.tests} | ${entry.failed ? `${entry.failed} failed` : 'ok'} |`,
      );
    }
    for (const test of timings.tests)
      slowest.push({ suite: test.project, name: `${test.file} › ${test.name}`, ms: test.ms });
  }
}
lines.push(`| **npm test** | **${format(totalSeconds)}** | | |`);
if (install)
  lines.push(
    `| **total** (install + npm test) | **${format(Number(install) + totalSeconds)}** | | |`,
  );
lines.push(
  '',
  `- PostgreSQL leg: ${given.postgres}`,
  `- Chromium: ${given.chromium ?? 'not checked by this command'}`,
  `- load average at the start: ${given.startLoad} (${given.loadWhen})`,
  `- Playwright flaky: ${flaky ?? '—'}`,
  '- ‖: steps run at once, on the same cores; the phase takes as long as its slowest step',
  '',
  '20 slowest tests:',
  '',
  '| seconds | suite | test |',
  '| ---: | --- | --- |',
);
for (const test of slowest.sort((a, b) => b.ms - a.ms).slice(0, 20))
  lines.push(
    `| ${(test.ms / 1000).toFixed(1)} | ${test.suite} | ${test.name.replaceAll('|', '\\|')} |`,
  );

const table = lines.join('\n');
writeFileSync(report('table.md'), `${table}\n`);
console.log(`\n${table}\n`);
const failed = results.filter((result) => result.code !== 0).map((result) => result.step.name);
if (failed.length) console.log(`Failed: ${failed.join(', ')}`);
process.exit(failed.length ? 1 : 0);
