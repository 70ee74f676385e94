import { afterEach, describe, expect, it, vi } from 'vitest';

// The SPA's settings come from the page the server wrote (run-time), else from the build.

const load = async (block: string | null) => {
  vi.resetModules();
  vi.stubGlobal('document', {
    getElementById: (id: string) =>
      id === 'app-config' && block !== null ? { textContent: block } : null,
  });
  return (await import('@/lib/config')).config;
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('config', () => {
  it('takes the page’s run-time settings first', async () => {
    const config = await load(
      JSON.stringify({
        CONTACT_EMAIL: 'ops@example.com',
        CLIENT_ID: 'web-prod',
        CONTENT_ENDPOINT: 'https://guildhall.cdn.prismic.io/api/v2',
        SENTRY_DSN: 'https://key@o1.ingest.sentry.io/2',
      }),
    );
    expect(config.contactEmail).toBe('ops@example.com');
    expect(config.clientId).toBe('web-prod');
    expect(config.contentEndpoint).toBe('https://guildhall.cdn.prismic.io/api/v2');
    expect(config.sentryDsn).toBe('https://key@o1.ingest.sentry.io/2');
    // What the page does not set keeps the build's value or the default.
    expect(config.clientSecret).toBe('guildhall-web-public');
  });

  it('falls back to the build’s values without a block, or with a broken one', async () => {
    for (const block of [null, '{not json', '[]', JSON.stringify({ CONTACT_EMAIL: '' })]) {
      const config = await load(block);
      expect(config.contactEmail).toBe('concierge@guildhall.community');
      expect(config.contentEndpoint).toBe('/api/content/api/v2');
    }
  });

  it('ignores names that are not public settings', async () => {
    const config = await load(JSON.stringify({ AUTH_SECRET: 'x', contactEmail: 'y@example.com' }));
    expect(config.contactEmail).toBe('concierge@guildhall.community');
  });
});
