import { it } from 'vitest';
import { z } from 'zod';
import { apiErrorMessages, apiMessages, tokenResponseSchema, userSchema } from '@/contract';
import { expectError, expectShape } from './call';
import { describeParity } from './harness';
import { CLIENT } from './targets';

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

// The answer the client's refresh logic keys on (spec 7): an expired access token is a 401
// InvalidCredentials whose message contains 'expired'; the refresh grant then works.
describeParity(
  'an expired access token',
  ({ api, signUp }) => {
    it('answers 401 InvalidCredentials "Access token expired", and the refresh grant works', async () => {
      const { token, tokens } = await signUp('expiring@example.com');
      // Token times are whole seconds: a 2 s token has surely expired after 3.1 s, and the
      // refreshed one lives at least 1 s more.
      await sleep(3100);
      const answer = await api('GET', '/v1/user', { token });
      expectError(answer, 'InvalidCredentials', apiMessages.tokenExpired);
      expectShape(
        { status: 401, body: (answer.body as { message: string }).message },
        401,
        z.literal(apiErrorMessages.tokenExpired),
      );
      const refreshed = expectShape(
        await api('POST', '/v1/oauth/token', {
          body: { grantType: 'refresh_token', ...CLIENT, refreshToken: tokens.refreshToken },
        }),
        200,
        tokenResponseSchema,
      );
      expectShape(await api('GET', '/v1/user', { token: refreshed.accessToken }), 200, userSchema);
    });
  },
  { accessTokenTtlSeconds: 2 },
);
