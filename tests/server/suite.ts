import { afterAll, beforeAll, describe } from 'vitest';
import type { ServerConfig } from '@server/config';
import { client } from './client';
import { backends, createTestApp, type Backend, type TestApp } from './harness';

/** What a server suite's body gets: its app (built in beforeAll) and a client over it. */
export interface ServerSuite {
  backend: Backend;
  /** The suite's app, database and config; read them inside tests and hooks, not at definition. */
  t: TestApp;
  api: ReturnType<typeof client>;
  /** The log lines written so far (JSON, one a line); empty unless the suite captures them. */
  logged(): string;
}

export interface ServerSuiteOptions {
  /** Keeps the app's log lines for `logged()` (set a `logLevel` override too, e.g. 'info'). */
  captureLog?: boolean;
}

/**
 * The server tests' set-up, once: a suite per backend (see backends()), each with a fresh app
 * built before its tests and closed after them.
 *
 *   describeServer('team', ({ api, t }) => { it(...) });
 *   describeServer('logs', ({ api, logged }) => { ... }, { logLevel: 'info' }, { captureLog: true });
 */
export function describeServer(
  name: string,
  body: (suite: ServerSuite) => void,
  overrides: Partial<ServerConfig> = {},
  { captureLog = false }: ServerSuiteOptions = {},
): void {
  describe.each(backends())(`${name} on %s`, (backend) => {
    let current: TestApp | undefined;
    const lines: string[] = [];
    const logStream = captureLog ? { write: (line: string) => void lines.push(line) } : undefined;
    const built = (): TestApp => {
      if (!current) throw new Error('The suite app is built in beforeAll: use it inside a test.');
      return current;
    };
    const t: TestApp = {
      get app() {
        return built().app;
      },
      get database() {
        return built().database;
      },
      get config() {
        return built().config;
      },
      close: () => built().close(),
    };
    beforeAll(async () => {
      current = await createTestApp(overrides, backend, logStream);
    });
    afterAll(() => current?.close());
    body({ backend, t, api: client(t), logged: () => lines.join('') });
  });
}
