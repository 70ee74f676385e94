import { describe, it } from 'vitest';
import { apiMessages, dashboardPostSchema, messages } from '@/contract';
import { expectError, expectShape } from './call';
import { describeParity } from './harness';

describeParity('dashboard', ({ api, signUp }) => {
  describe('dashboard', () => {
    it('POST /v1/dashboard/posts (201) and POST /v1/user/invitations (204)', async () => {
      const { token } = await signUp('dashboard@example.com');
      expectShape(
        await api('POST', '/v1/dashboard/posts', {
          token,
          body: { link: 'https://www.linkedin.com/posts/abc' },
        }),
        201,
        dashboardPostSchema,
      );
      expectError(
        await api('POST', '/v1/dashboard/posts', { token, body: { link: 'javascript:alert(1)' } }),
        'InvalidRequest',
        messages.url,
      );
      expectShape(
        await api('POST', '/v1/user/invitations', {
          token,
          body: { email: 'peer@example.com', name: 'Peer' },
        }),
        204,
      );
      expectError(
        await api('POST', '/v1/user/invitations', { token, body: { email: 'nope' } }),
        'InvalidRequest',
        messages.email,
      );
      expectError(
        await api('POST', '/v1/dashboard/posts', { body: { link: 'https://example.com/a' } }),
        'Unauthorized',
        apiMessages.signInRequired,
      );
    });
  });
});
