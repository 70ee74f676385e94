// A Vitest reporter for the CI table (scripts/test.mjs): every test module and test case of the
// run, with its project, time and outcome, written as JSON to TEST_TIMINGS_FILE.
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

export interface TimedModule {
  project: string;
  file: string;
  /** The whole file: environment, set-up files, import and collection, tests and hooks. */
  ms: number;
  /** Of which before the first test: environment, set-up files, import and collection. */
  setupMs: number;
}

export interface TimedTest {
  project: string;
  file: string;
  name: string;
  state: string;
  ms: number;
  retries: number;
}

export default class TimingsReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const output = process.env.TEST_TIMINGS_FILE;
    if (!output) return;
    const modules: TimedModule[] = [];
    const tests: TimedTest[] = [];
    for (const testModule of testModules) {
      const project = testModule.project.name;
      const file = relative(process.cwd(), testModule.moduleId);
      const diagnostic = testModule.diagnostic();
      // In browser mode the set-up figures are not durations (Vitest 4.1 reports times of
      // day there): a browser project's row adds up its tests instead (scripts/test.mjs).
      const setupMs = testModule.project.config.browser.enabled
        ? 0
        : diagnostic.environmentSetupDuration +
          diagnostic.prepareDuration +
          diagnostic.setupDuration +
          diagnostic.collectDuration;
      modules.push({ project, file, ms: setupMs + diagnostic.duration, setupMs });
      for (const testCase of testModule.children.allTests()) {
        const diagnostic = testCase.diagnostic();
        tests.push({
          project,
          file,
          name: testCase.fullName,
          state: testCase.result().state,
          ms: diagnostic?.duration ?? 0,
          retries: diagnostic?.retryCount ?? 0,
        });
      }
    }
    writeFileSync(output, JSON.stringify({ modules, tests }));
  }
}
