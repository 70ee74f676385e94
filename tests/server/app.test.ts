import { expect, it } from 'vitest';
import { defaultBackend } from './harness';
import { describeServer } from './suite';

describeServer(
  'server basics',
  ({ t }) => {
    it('answers the health route', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
    });

    it('answers unknown routes with a JSON 404', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/v1/unknown' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        code: 'ResourceNotFound',
        message: 'No route for GET /api/v1/unknown',
      });
    });

    it('answers malformed JSON with 400 InvalidRequest', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/users',
        headers: { 'content-type': 'application/json' },
        payload: '{"broken": ',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'InvalidRequest',
        message: 'Request body is not valid JSON',
      });
    });

    it('answers a body over the limit with 413 InvalidRequest', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/users',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ email: 'x'.repeat(200_000) }),
      });
      expect(response.statusCode).toBe(413);
      expect(response.json().code).toBe('InvalidRequest');
    });

    it('answers an unsupported media type with 415 InvalidRequest', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/users',
        headers: { 'content-type': 'text/plain' },
        payload: 'hello',
      });
      expect(response.statusCode).toBe(415);
      expect(response.json().code).toBe('InvalidRequest');
    });

    it('answers zod failures with the first message of the contract', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/users',
        payload: { email: 'not-an-email', password: 'long-enough', firstName: 'A', lastName: 'B' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'InvalidRequest',
        message: 'Enter a valid email address.',
        field: 'email',
      });
    });

    it('serves an OpenAPI document generated from the route declarations', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
      expect(response.statusCode).toBe(200);
      const doc = response.json();
      expect(doc.openapi).toBe('3.1.0');
      expect(Object.keys(doc.paths)).toEqual(
        expect.arrayContaining([
          '/api/v1/oauth/token',
          '/api/v1/users',
          '/api/v1/user',
          '/api/v1/profiles/{id}',
          '/api/v1/user/team/{id}',
          '/api/v1/user/otherTeam/{id}',
          '/api/v1/testimonials/uuid/{uuid}',
          '/api/v1/uploads/{kind}',
        ]),
      );
      const signup = doc.paths['/api/v1/users'].post;
      expect(signup.requestBody.content['application/json'].schema.required).toEqual(
        expect.arrayContaining(['email', 'password', 'firstName', 'lastName']),
      );
      expect(signup.responses['409'].description).toContain('ResourceConflict');
    });

    it('refuses anonymous callers on every endpoint that needs a token, before validating', async () => {
      const required = t.app.routeDocs.filter((doc) => doc.auth === 'required');
      expect(required.length).toBeGreaterThanOrEqual(25);
      for (const doc of required) {
        const url = doc.path.replace(':id', '1').replace(':kind', 'avatars');
        for (const authorization of [undefined, 'Bearer not-a-jwt', 'Basic abc']) {
          const response = await t.app.inject({
            method: doc.method,
            url,
            headers: authorization ? { authorization } : {},
            ...(doc.body ? { payload: {} } : {}),
          });
          expect(response.statusCode, `${doc.method} ${url}`).toBe(401);
          expect(response.json().code).toBe('Unauthorized');
        }
      }
    });
  },
  {},
  { backends: [defaultBackend()] },
);
