import { setupServer } from 'msw/node';
import { handlers } from '@mocks/handlers';
import { MOCK_CLIENT } from '@mocks/http';
import { resetDb } from '@mocks/reset';

// The two sides of the parity suite. Each starts empty (no demo data), so every case builds
// the data it needs through the API itself, the same way on both.

export interface Target {
  name: 'mocks' | 'server';
  /** Origin the API lives at (paths start with /api). */
  baseUrl: string;
  close(): Promise<void>;
}

export const CLIENT = MOCK_CLIENT;

export interface TargetOptions {
  /** Seconds an access token lives (default: each side's own, an hour). */
  accessTokenTtlSeconds?: number;
}

export async function startMocks(options: TargetOptions = {}): Promise<Target> {
  const db = resetDb({ seed: false });
  if (options.accessTokenTtlSeconds) {
    db.settings.accessTokenTtlSeconds = options.accessTokenTtlSeconds;
  }
  const server = setupServer(...handlers);
  server.listen({ onUnhandledRequest: 'error' });
  return {
    name: 'mocks',
    baseUrl: 'http://mock.test',
    close: async () => server.close(),
  };
}

export async function startServer(options: TargetOptions = {}): Promise<Target> {
  // Imported here so the mock half runs even where the server cannot start.
  const { startTestServer } = await import('../server/harness');
  const server = await startTestServer({ ...CLIENT, ...options });
  return { name: 'server', baseUrl: server.baseUrl, close: server.close };
}
