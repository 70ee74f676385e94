import { describe, it } from 'vitest';
import { z } from 'zod';
import {
  apiErrorMessages,
  apiMessages,
  messages,
  tokenInfoSchema,
  tokenResponseSchema,
  userSchema,
} from '@/contract';
import { expectError, expectShape } from './call';
import { describeParity, PASSWORD } from './harness';
import { CLIENT } from './targets';

// Spec 7 "Authentication and user": token grants, verify, logout, sign-up, the member, resets.
describeParity('auth and users', ({ api, raw, login, signUp }) => {
  it('GET /api/health answers ok', async () => {
    expectShape(await raw('GET', '/api/health'), 200, z.object({ status: z.literal('ok') }));
  });

  describe('auth and users', () => {
    it('POST /v1/users creates (201), refuses a taken e-mail (409) and bad input (400)', async () => {
      const body = {
        email: 'taken@example.com',
        password: PASSWORD,
        firstName: 'Tay',
        lastName: 'Ken',
      };
      const user = expectShape(await api('POST', '/v1/users', { body }), 201, userSchema);
      expectShape({ status: 201, body: user.published }, 201, z.literal(false));
      expectError(
        await api('POST', '/v1/users', { body }),
        'ResourceConflict',
        apiMessages.emailTaken,
      );
      expectError(
        await api('POST', '/v1/users', { body: { ...body, email: 'nope' } }),
        'InvalidRequest',
        messages.email,
      );
      expectError(
        await api('POST', '/v1/users', {
          body: { ...body, email: 'short@example.com', password: 'short' },
        }),
        'InvalidRequest',
        messages.password,
      );
    });

    it('POST /v1/oauth/token: password grant, wrong password, unknown client, bad body', async () => {
      await signUp('grant@example.com');
      await login('grant@example.com');
      const grant = { grantType: 'password', ...CLIENT, username: 'grant@example.com' };
      expectError(
        await api('POST', '/v1/oauth/token', { body: { ...grant, password: 'wrong-password' } }),
        'InvalidCredentials',
        apiMessages.invalidLogin,
      );
      expectError(
        await api('POST', '/v1/oauth/token', {
          body: { ...grant, password: PASSWORD, clientSecret: 'nope' },
        }),
        'Unauthorized',
        apiMessages.unknownClient,
      );
      expectError(
        await api('POST', '/v1/oauth/token', { body: { grantType: 'magic' } }),
        'InvalidRequest',
        "Invalid discriminator value. Expected 'password' | 'refresh_token'",
      );
    });

    it('refresh grant rotates; a used refresh token is "Refresh token is invalid"', async () => {
      const { tokens } = await signUp('refresh@example.com');
      const refresh = (refreshToken: string) =>
        api('POST', '/v1/oauth/token', {
          body: { grantType: 'refresh_token', ...CLIENT, refreshToken },
        });
      const next = expectShape(await refresh(tokens.refreshToken), 200, tokenResponseSchema);
      expectShape(
        { status: 200, body: next.refreshToken !== tokens.refreshToken },
        200,
        z.literal(true),
      );
      // Within the reuse window (10 s) the used token answers the refresh token issued for it.
      const again = expectShape(await refresh(tokens.refreshToken), 200, tokenResponseSchema);
      expectShape(
        { status: 200, body: again.refreshToken === next.refreshToken },
        200,
        z.literal(true),
      );
      expectShape(await refresh(next.refreshToken), 200, tokenResponseSchema);
      // The token issued for it has rotated since, so the first token is refused (after the
      // window, a reuse revokes the family: tests/server/auth.test.ts moves the clock for that).
      const reused = await refresh(tokens.refreshToken);
      expectError(reused, 'InvalidRequest', apiMessages.refreshTokenInvalid);
      expectShape(
        { status: 400, body: (reused.body as { message: string }).message },
        400,
        z.literal(apiErrorMessages.refreshTokenInvalid),
      );
    });

    it('GET /v1/oauth/token answers the claims; no or a bad token is Unauthorized', async () => {
      const { token, id } = await signUp('verify@example.com');
      const claims = expectShape(
        await api('GET', '/v1/oauth/token', { token }),
        200,
        tokenInfoSchema,
      );
      expectShape({ status: 200, body: claims.sub }, 200, z.literal(String(id)));
      expectError(await api('GET', '/v1/oauth/token'), 'Unauthorized', apiMessages.signInRequired);
      expectError(
        await api('GET', '/v1/oauth/token', { token: 'not.a.token' }),
        'Unauthorized',
        apiMessages.accessTokenInvalid,
      );
    });

    it('DELETE /v1/oauth/token ends the session (204), after which the token is refused', async () => {
      const { token } = await signUp('logout@example.com');
      expectShape(await api('DELETE', '/v1/oauth/token', { token }), 204);
      expectError(
        await api('GET', '/v1/user', { token }),
        'Unauthorized',
        apiMessages.sessionEnded,
      );
    });

    it('GET and PATCH /v1/user', async () => {
      const { token } = await signUp('me@example.com');
      expectShape(await api('GET', '/v1/user', { token }), 200, userSchema);
      expectError(await api('GET', '/v1/user'), 'Unauthorized', apiMessages.signInRequired);
      const patched = expectShape(
        await api('PATCH', '/v1/user', { token, body: { city: 'Madison' } }),
        200,
        userSchema,
      );
      expectShape({ status: 200, body: patched.city }, 200, z.literal('Madison'));
      expectError(
        await api('PATCH', '/v1/user', { token, body: { postalCode: '123456' } }),
        'InvalidRequest',
        messages.maxLength(5),
      );
      expectError(
        await api('PATCH', '/v1/user', { token, body: { email: 'x@example.com' } }),
        'InvalidRequest',
        'Unrecognized key: "email"',
      );
      const wrong = {
        password: 'not-my-password',
        newPassword: 'brand-new-pass',
        confirm: 'brand-new-pass',
      };
      expectError(
        await api('PATCH', '/v1/user', { token, body: wrong }),
        'InvalidRequest',
        apiMessages.currentPasswordIncorrect,
      );
      const right = {
        password: PASSWORD,
        newPassword: 'brand-new-pass',
        confirm: 'brand-new-pass',
      };
      expectShape(await api('PATCH', '/v1/user', { token, body: right }), 200, userSchema);
      await login('me@example.com', 'brand-new-pass');
    });

    it('password reset: request (204 for any e-mail), and a bad token is InvalidRequest', async () => {
      await signUp('reset@example.com');
      for (const username of ['reset@example.com', 'nobody@example.com']) {
        expectShape(
          await api('POST', '/v1/users/password/token', { body: { ...CLIENT, username } }),
          204,
        );
      }
      expectError(
        await api('POST', '/v1/users/password/token', { body: { ...CLIENT, username: 'bad' } }),
        'InvalidRequest',
        messages.email,
      );
      expectError(
        await api('POST', '/v1/users/password', {
          body: { ...CLIENT, password: 'a-new-password', token: 'not-a-token' },
        }),
        'InvalidRequest',
        apiMessages.resetLinkInvalid,
      );
    });
  });
});
