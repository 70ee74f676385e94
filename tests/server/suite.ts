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
  /** Forgets the lines logged so far (an afterEach keeps each test's lines apart). */
  clearLog(): void;
}

/**
 * The suite's config overrides, or a function that answers them, called in beforeAll before
 * the app is built: for what the config names and the suite starts first (an SMTP server, an
 * S3 store, a free port).
 */
export type SuiteOverrides =
  Partial<ServerConfig> | (() => Partial<ServerConfig> | Promise<Partial<ServerConfig>>);

export interface ServerSuiteOptions {
  /** Keeps the app's log lines for `logged()` (set a `logLevel` override too, e.g. 'info'). */
  captureLog?: boolean;
  /**
   * The backends the suite runs on: every one of backends() by default. A suite about the HTTP
   * layer rather than the database runs on one, `[defaultBackend()]`.
   */
  backends?: Backend[];
}

/**
 * The server tests' set-up, once: a suite per backend (see backends()), each with a fresh app
 * built before its tests and closed after them.
 *
 *   describeServer('team', ({ api, t }) => { it(...) });
 *   describeServer('logs', ({ api, logged }) => { ... }, { logLevel: 'info' }, { captureLog: true });
 *   describeServer('smtp', ({ api }) => { ... }, async () => ({ smtpUrl: await startSmtp() }));
 */
export function describeServer(
  name: string,
  body: (suite: ServerSuite) => void,
  overrides: SuiteOverrides = {},
  { captureLog = false, backends: only = backends() }: ServerSuiteOptions = {},
): void {
  describe.each(only)(`${name} on %s`, (backend) => {
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
      const config = typeof overrides === 'function' ? await overrides() : overrides;
      current = await createTestApp(config, backend, logStream);
    });
    body({
      backend,
      t,
      api: client(t),
      logged: () => lines.join(''),
      clearLog: () => {
        lines.length = 0;
      },
    });
    // Registered after the body's hooks, so it runs before theirs (after-hooks run in reverse):
    // what the suite started before the app (a store, a mail server) is closed after it.
    afterAll(() => current?.close());
  });
}
