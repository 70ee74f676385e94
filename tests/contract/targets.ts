import { setupServer } from 'msw/node';
import type { Role } from '@/contract';
import { grantRole } from '@mocks/data/operators';
import { handlers } from '@mocks/handlers';
import { MOCK_CLIENT } from '@mocks/http';
import { resetDb } from '@mocks/reset';

// The two sides of the parity suite. Each starts empty (no demo data), so every case builds
// the data it needs through the API itself, the same way on both.

export type OperatorRole = Exclude<Role, 'member'>;

export interface Target {
  name: 'mocks' | 'server';
  /** Origin the API lives at (paths start with /api). */
  baseUrl: string;
  /** Gives the account a role as `npm run operator -- add` does: no HTTP path can. */
  grantRole(email: string, role: OperatorRole): Promise<void>;
  /** The token of the latest link to `/{screen}/…` e-mailed to an address (issue 23). */
  emailLink(email: string, screen: string): Promise<string | undefined>;
  close(): Promise<void>;
}

const tokenOf = (links: string[], screen: string) => {
  const link = links.find((href) => href.includes(`/${screen}/`));
  return link?.slice(link.lastIndexOf('/') + 1);
};

export const CLIENT = MOCK_CLIENT;

export interface TargetOptions {
  /** Seconds an access token lives (default: each side's own, an hour). */
  accessTokenTtlSeconds?: number;
}

export async function startMocks(options: TargetOptions = {}): Promise<Target> {
  const db = resetDb({ seed: false });
  // The server asks every operator's session for the second factor; so do the mocks here.
  db.secondFactorRequired = true;
  if (options.accessTokenTtlSeconds) {
    db.settings.accessTokenTtlSeconds = options.accessTokenTtlSeconds;
  }
  const server = setupServer(...handlers);
  server.listen({ onUnhandledRequest: 'error' });
  return {
    name: 'mocks',
    baseUrl: 'http://mock.test',
    grantRole: async (email, role) => grantRole(email, role),
    emailLink: async (email, screen) =>
      tokenOf(
        db.outbox
          .filter((mail) => mail.to === email)
          .reverse()
          .map((mail) => mail.link),
        screen,
      ),
    close: async () => server.close(),
  };
}

export async function startServer(options: TargetOptions = {}): Promise<Target> {
  // Imported here so the mock half runs even where the server cannot start.
  const { startTestServer } = await import('../server/harness');
  const { applyRoleCommand } = await import('@server/operators/requests');
  const server = await startTestServer({ ...CLIENT, ...options });
  return {
    name: 'server',
    baseUrl: server.baseUrl,
    grantRole: async (email, role) => {
      const outcome = await applyRoleCommand(server.app.ctx, { action: 'add', email, role });
      if (outcome.result === 'unknown') throw new Error(`No account with the e-mail ${email}`);
    },
    emailLink: async (email, screen) =>
      tokenOf(
        (await server.app.ctx.repos.outbox.latestTo(email, 20)).flatMap((mail) => mail.links),
        screen,
      ),
    close: server.close,
  };
}
