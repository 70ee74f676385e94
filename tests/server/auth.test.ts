import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { apiErrorMessages } from '@/contract';
import { uniqueEmail } from './client';
import { TEST_CLIENT } from './harness';
import { describeServer } from './suite';

describeServer('auth', ({ api, t }) => {
  describe('password grant', () => {
    it('answers a token pair whose access token is an HS256 JWT with exp in seconds', async () => {
      const m = await api.signup();
      const answer = await api.login(m.email, m.password);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ tokenType: 'Bearer', expiresIn: 3600 });
      const [header, payload] = (answer.body.accessToken as string).split('.');
      expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toMatchObject({
        alg: 'HS256',
      });
      const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
      expect(claims.sub).toBe(String(m.id));
      expect(claims.exp - claims.iat).toBe(3600);
      expect(claims.exp).toBeLessThan(10_000_000_000);
      const info = await api.call('GET', '/api/v1/oauth/token', { token: answer.body.accessToken });
      expect(info.status).toBe(200);
      expect(info.body).toEqual({ sub: String(m.id), exp: claims.exp, iat: claims.iat });
    });

    it('answers InvalidCredentials for a wrong password or an unknown e-mail', async () => {
      const m = await api.signup();
      for (const [username, password] of [
        [m.email, 'wrong-password'],
        [uniqueEmail('nobody'), m.password],
      ]) {
        const answer = await api.login(username!, password!);
        expect(answer.status).toBe(401);
        expect(answer.body.code).toBe('InvalidCredentials');
      }
    });

    it('accepts the e-mail in any case', async () => {
      const m = await api.signup();
      expect((await api.login(m.email.toUpperCase(), m.password)).status).toBe(200);
    });

    it('refuses an unknown client', async () => {
      const m = await api.signup();
      const answer = await api.call('POST', '/api/v1/oauth/token', {
        body: {
          grantType: 'password',
          clientId: 'x',
          clientSecret: 'y',
          username: m.email,
          password: m.password,
        },
      });
      expect(answer.status).toBe(401);
      expect(answer.body.code).toBe('Unauthorized');
    });

    it('validates the body', async () => {
      const answer = await api.call('POST', '/api/v1/oauth/token', {
        body: { grantType: 'magic', ...TEST_CLIENT },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('InvalidRequest');
    });
  });

  describe('access tokens', () => {
    it('answers 401 InvalidCredentials "Access token expired" for an expired token', async () => {
      const m = await api.signup();
      const realNow = t.app.ctx.now;
      t.app.ctx.now = () => new Date(Date.now() + 2 * 3600 * 1000);
      try {
        const answer = await api.call('GET', '/api/v1/user', { token: m.token });
        expect(answer.status).toBe(401);
        expect(answer.body).toEqual({
          code: 'InvalidCredentials',
          message: apiErrorMessages.tokenExpired,
        });
      } finally {
        t.app.ctx.now = realNow;
      }
    });

    it('answers 401 Unauthorized for missing, forged, or alg-confused tokens', async () => {
      const m = await api.signup();
      const [, payload] = m.token.split('.');
      const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
      const forged = await new SignJWT({ sid: 'x' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(m.id))
        .setIssuer('guildhall')
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
      for (const token of [undefined, 'garbage', none, forged]) {
        const answer = await api.call('GET', '/api/v1/user', { token });
        expect(answer.status).toBe(401);
        expect(answer.body.code).toBe('Unauthorized');
      }
    });
  });

  describe('refresh grant', () => {
    const refresh = (refreshToken: string) =>
      api.call('POST', '/api/v1/oauth/token', {
        body: { grantType: 'refresh_token', ...TEST_CLIENT, refreshToken },
      });

    it('rotates: a new pair each time, the old refresh token is spent', async () => {
      const m = await api.signup();
      const first = await refresh(m.refreshToken);
      expect(first.status).toBe(200);
      expect(first.body.refreshToken).not.toBe(m.refreshToken);
      const second = await refresh(first.body.refreshToken);
      expect(second.status).toBe(200);
      const me = await api.call('GET', '/api/v1/user', { token: second.body.accessToken });
      expect(me.body.id).toBe(m.id);
    });

    it('answers concurrent refreshes with one token alike, and the session goes on', async () => {
      const m = await api.signup();
      const [a, b] = await Promise.all([refresh(m.refreshToken), refresh(m.refreshToken)]);
      expect([a.status, b.status]).toEqual([200, 200]);
      expect(a.body.refreshToken).toBe(b.body.refreshToken);
      expect(a.body.refreshToken).not.toBe(m.refreshToken);
      for (const answer of [a, b]) {
        const me = await api.call('GET', '/api/v1/user', { token: answer.body.accessToken });
        expect(me.status).toBe(200);
      }
      const next = await refresh(a.body.refreshToken);
      expect(next.status).toBe(200);
      expect((await api.call('GET', '/api/v1/user', { token: next.body.accessToken })).status).toBe(
        200,
      );
    });

    it('answers a token reused within the reuse window with the tokens issued for it', async () => {
      const m = await api.signup();
      const rotated = await refresh(m.refreshToken);
      const realNow = t.app.ctx.now;
      t.app.ctx.now = () => new Date(Date.now() + 9 * 1000);
      try {
        const again = await refresh(m.refreshToken);
        expect(again.status).toBe(200);
        expect(again.body.refreshToken).toBe(rotated.body.refreshToken);
      } finally {
        t.app.ctx.now = realNow;
      }
      expect((await refresh(rotated.body.refreshToken)).status).toBe(200);
    });

    it('revokes the family when a used token comes back after its child rotated too', async () => {
      const m = await api.signup();
      const child = await refresh(m.refreshToken);
      const grandchild = await refresh(child.body.refreshToken);
      expect(grandchild.status).toBe(200);
      expect((await refresh(m.refreshToken)).status).toBe(400);
      expect((await refresh(grandchild.body.refreshToken)).status).toBe(400);
    });

    it('revokes the whole family when a used token is presented after the reuse window', async () => {
      const m = await api.signup();
      const rotated = await refresh(m.refreshToken);
      expect(rotated.status).toBe(200);
      const realNow = t.app.ctx.now;
      t.app.ctx.now = () => new Date(Date.now() + 11 * 1000);
      const reuse = await refresh(m.refreshToken).finally(() => {
        t.app.ctx.now = realNow;
      });
      expect(reuse.status).toBe(400);
      expect(reuse.body).toEqual({
        code: 'InvalidRequest',
        message: apiErrorMessages.refreshTokenInvalid,
      });
      // The legitimate holder's newer tokens stop working too.
      expect((await refresh(rotated.body.refreshToken)).status).toBe(400);
      const me = await api.call('GET', '/api/v1/user', { token: rotated.body.accessToken });
      expect(me.status).toBe(401);
    });

    it('refuses an unknown refresh token', async () => {
      const answer = await refresh('not-a-token');
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(apiErrorMessages.refreshTokenInvalid);
    });

    it('refuses a refresh token past the session absolute lifetime', async () => {
      const m = await api.signup();
      const realNow = t.app.ctx.now;
      t.app.ctx.now = () => new Date(Date.now() + 31 * 24 * 3600 * 1000);
      try {
        expect((await refresh(m.refreshToken)).status).toBe(400);
      } finally {
        t.app.ctx.now = realNow;
      }
    });
  });

  describe('logout', () => {
    it('ends the session: access and refresh tokens stop working; other sessions stay', async () => {
      const m = await api.signup();
      const other = await api.login(m.email, m.password);
      const out = await api.call('DELETE', '/api/v1/oauth/token', { token: m.token });
      expect(out.status).toBe(204);
      expect((await api.call('GET', '/api/v1/user', { token: m.token })).status).toBe(401);
      const refreshed = await api.call('POST', '/api/v1/oauth/token', {
        body: { grantType: 'refresh_token', ...TEST_CLIENT, refreshToken: m.refreshToken },
      });
      expect(refreshed.status).toBe(400);
      const stillIn = await api.call('GET', '/api/v1/user', { token: other.body.accessToken });
      expect(stillIn.status).toBe(200);
    });

    it('needs a token', async () => {
      expect((await api.call('DELETE', '/api/v1/oauth/token')).status).toBe(401);
    });
  });

  describe('password change', () => {
    it('needs the current password and ends the other sessions only', async () => {
      const m = await api.signup();
      const other = await api.login(m.email, m.password);
      const wrong = await api.call('PATCH', '/api/v1/user', {
        token: m.token,
        body: {
          password: 'not-it',
          newPassword: 'brand-new-password',
          confirm: 'brand-new-password',
        },
      });
      expect(wrong.status).toBe(400);
      const mismatch = await api.call('PATCH', '/api/v1/user', {
        token: m.token,
        body: { password: m.password, newPassword: 'brand-new-password', confirm: 'different' },
      });
      expect(mismatch.body.message).toBe('Passwords do not match.');
      const changed = await api.call('PATCH', '/api/v1/user', {
        token: m.token,
        body: {
          password: m.password,
          newPassword: 'brand-new-password',
          confirm: 'brand-new-password',
        },
      });
      expect(changed.status).toBe(200);
      expect((await api.call('GET', '/api/v1/user', { token: m.token })).status).toBe(200);
      expect(
        (await api.call('GET', '/api/v1/user', { token: other.body.accessToken })).status,
      ).toBe(401);
      // The other session's next refresh is refused as spec 8's local-logout answer.
      const refreshed = await api.call('POST', '/api/v1/oauth/token', {
        body: { grantType: 'refresh_token', ...TEST_CLIENT, refreshToken: other.body.refreshToken },
      });
      expect(refreshed.status).toBe(400);
      expect(refreshed.body).toMatchObject({
        code: 'InvalidRequest',
        message: apiErrorMessages.refreshTokenInvalid,
      });
      expect((await api.login(m.email, m.password)).status).toBe(401);
      expect((await api.login(m.email, 'brand-new-password')).status).toBe(200);
    });
  });

  describe('password reset', () => {
    const ask = (username: string) =>
      api.call('POST', '/api/v1/users/password/token', { body: { ...TEST_CLIENT, username } });
    const reset = (token: string, password: string) =>
      api.call('POST', '/api/v1/users/password', { body: { ...TEST_CLIENT, token, password } });
    const latestLink = async (to: string) => {
      const outbox = await api.call('GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`);
      return outbox.body[0]?.links[0] as string | undefined;
    };

    it('answers 204 whether or not the e-mail exists, and mails only real accounts', async () => {
      const nobody = uniqueEmail('nobody');
      expect((await ask(nobody)).status).toBe(204);
      expect(await latestLink(nobody)).toBeUndefined();
      const m = await api.signup();
      expect((await ask(m.email)).status).toBe(204);
      const link = await latestLink(m.email);
      expect(link).toMatch(/^http:\/\/guildhall\.test\/reset-password\?token=.+&username=/);
    });

    it('sets the password once with the token, ends every session, then the token is spent', async () => {
      const m = await api.signup();
      await ask(m.email);
      const token = new URL((await latestLink(m.email))!).searchParams.get('token')!;
      expect((await reset(token, 'reset-password-1')).status).toBe(204);
      expect((await api.call('GET', '/api/v1/user', { token: m.token })).status).toBe(401);
      expect((await api.login(m.email, 'reset-password-1')).status).toBe(200);
      const again = await reset(token, 'reset-password-2');
      expect(again.status).toBe(400);
      expect(again.body.code).toBe('InvalidRequest');
      expect((await api.login(m.email, 'reset-password-2')).status).toBe(401);
    });

    const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

    it('ends every other reset link of the account when a reset completes', async () => {
      const m = await api.signup();
      await ask(m.email);
      const first = tokenOf((await latestLink(m.email))!);
      await ask(m.email);
      const second = tokenOf((await latestLink(m.email))!);
      expect(second).not.toBe(first);
      expect((await reset(second, 'reset-password-1')).status).toBe(204);
      const stale = await reset(first, 'reset-password-2');
      expect(stale.status).toBe(400);
      expect(stale.body.message).toBe('This reset link is invalid or has expired');
      expect((await api.login(m.email, 'reset-password-1')).status).toBe(200);
    });

    it('ends every reset link of the account when the password is changed in settings', async () => {
      const m = await api.signup();
      await ask(m.email);
      const token = tokenOf((await latestLink(m.email))!);
      const changed = await api.call('PATCH', '/api/v1/user', {
        token: m.token,
        body: {
          password: m.password,
          newPassword: 'settings-password',
          confirm: 'settings-password',
        },
      });
      expect(changed.status).toBe(200);
      expect((await reset(token, 'reset-password-3')).status).toBe(400);
      expect((await api.login(m.email, 'settings-password')).status).toBe(200);
    });

    it('refuses an expired token and a short password', async () => {
      const m = await api.signup();
      await ask(m.email);
      const token = new URL((await latestLink(m.email))!).searchParams.get('token')!;
      expect((await reset(token, 'short')).body.message).toBe(
        'Enter a password with at least 8 characters.',
      );
      const realNow = t.app.ctx.now;
      t.app.ctx.now = () => new Date(Date.now() + 2 * 3600 * 1000);
      try {
        expect((await reset(token, 'long-enough-password')).status).toBe(400);
      } finally {
        t.app.ctx.now = realNow;
      }
    });
  });
});
