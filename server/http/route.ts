import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { verifyAccessToken } from '../auth/tokens';
import type { AuthInfo } from '../auth/types';
import { apiMessages, isOperator, type ApiErrorCode, type Role } from '../contract';
import { forbidden, unauthorized } from '../errors';
import { requireSecondFactor } from '../operators/secondFactor';

// One declaration per endpoint: the contract's zod schemas validate the request here and the
// same declaration feeds the OpenAPI document (routes/docs.ts), so the two cannot drift.

type Schema = z.ZodType;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
// 'operator': signed in, with the reviewer or admin role as the database holds it now (the
// session check loads the member on every request), and a session that passed the second
// factor (issue 38), else 403. 'operator-factor': the same without the second factor, for the
// factor's own endpoints (server/routes/admin/secondFactor.ts).
export type AuthMode = 'required' | 'optional' | 'none' | 'operator' | 'operator-factor';
const operatorModes: ReadonlySet<AuthMode> = new Set(['operator', 'operator-factor']);

export interface RouteDoc {
  method: Method;
  /** Full path with Fastify's `:param` syntax, e.g. /api/v1/user/team/:id */
  path: string;
  summary: string;
  tag: string;
  auth: AuthMode;
  body?: Schema;
  query?: Schema;
  params?: Schema;
  response?: Schema;
  status: number;
  errors: ApiErrorCode[];
  /** Set for bodies that are not JSON (the upload endpoint). */
  bodyMediaType?: string;
}

export interface RouteSpec<B, Q, P, A extends AuthMode> {
  method: Method;
  url: string;
  summary: string;
  tag: string;
  auth: A;
  body?: B;
  query?: Q;
  params?: P;
  response?: Schema;
  /** Success status; 204 sends no body. */
  status?: number;
  errors?: ApiErrorCode[];
  bodyMediaType?: string;
}

type Out<S> = S extends Schema ? z.output<S> : undefined;

export interface RouteInput<B, Q, P, A extends AuthMode> {
  body: Out<B>;
  query: Out<Q>;
  params: Out<P>;
  auth: A extends 'required' | 'operator' | 'operator-factor' ? AuthInfo : AuthInfo | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

async function authenticate(
  app: FastifyInstance,
  request: FastifyRequest,
  mode: AuthMode,
): Promise<AuthInfo | null> {
  if (mode === 'none') return null;
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (!match?.[1]) {
    if (mode === 'required' || operatorModes.has(mode)) {
      throw unauthorized(apiMessages.signInRequired);
    }
    return null;
  }
  // A read may take the session from the cache; a write, and every operator request (roles are
  // checked against the database, docs/architecture.md), reads it fresh.
  const fresh = request.method !== 'GET' || operatorModes.has(mode);
  const { userId, sessionId, user, secondFactorAt } = await verifyAccessToken(app.ctx, match[1], {
    fresh,
  });
  if (operatorModes.has(mode) && !isOperator(user.role as Role)) {
    throw forbidden(apiMessages.operatorsOnly);
  }
  if (mode === 'operator' && !secondFactorAt) await requireSecondFactor(app.ctx, userId);
  return { userId, sessionId, user, secondFactorAt };
}

export function route<
  B extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  P extends Schema | undefined = undefined,
  A extends AuthMode = 'required',
>(
  app: FastifyInstance,
  spec: RouteSpec<B, Q, P, A>,
  handler: (input: RouteInput<B, Q, P, A>) => Promise<unknown>,
): void {
  const status = spec.status ?? 200;
  app.routeDocs.push({
    method: spec.method,
    path: `${app.prefix}${spec.url}`,
    summary: spec.summary,
    tag: spec.tag,
    auth: spec.auth,
    body: spec.body,
    query: spec.query,
    params: spec.params,
    response: spec.response,
    status,
    errors: spec.errors ?? [],
    bodyMediaType: spec.bodyMediaType,
  });
  app.route({
    method: spec.method,
    url: spec.url,
    handler: async (request, reply) => {
      // Authentication first: an anonymous caller learns nothing from validation messages.
      const auth = await authenticate(app, request, spec.auth);
      const parse = (schema: Schema | undefined, value: unknown) =>
        schema ? schema.parse(value ?? {}) : undefined;
      const params = parse(spec.params, request.params);
      const query = parse(spec.query, request.query);
      const body = spec.body ? spec.body.parse(request.body) : undefined;
      const input = { body, query, params, auth, request, reply } as RouteInput<B, Q, P, A>;
      let result: unknown;
      try {
        result = await handler(input);
      } finally {
        // A write answers (or fails) once this instance's caches have heard of what it changed,
        // so the caller's next read here sees it (server/db/changes.ts, sync()).
        if (spec.method !== 'GET') await app.ctx.changes.sync();
      }
      // A handler that answered itself (a stream, a redirect) returns the reply, and awaiting
      // it waits for that answer to end: Fastify's reply is a thenable, resolved with nothing,
      // also when the client went away mid-answer (then `sent` stays false). Once the answer
      // has begun, sending another would only log a failed 500 (tests/server/uploads.test.ts).
      if (result === reply || reply.sent || reply.raw.headersSent) return reply;
      // In tests every answer must match the contract it is documented with.
      if (app.ctx.config.validateResponses && spec.response) {
        const checked = spec.response.safeParse(result);
        // A server fault, not bad input: answered as a 500 so no test can mistake it.
        if (!checked.success) {
          throw new Error(
            `${spec.method} ${spec.url} answer breaks its contract: ${checked.error.message}`,
          );
        }
      }
      if (status === 204) return reply.status(204).send();
      // A handler may pick another success status (e.g. 201 when a PUT created the row).
      return reply.status(reply.statusCode !== 200 ? reply.statusCode : status).send(result);
    },
  });
}
