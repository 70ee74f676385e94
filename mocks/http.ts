import { HttpResponse } from 'msw';
import type { ZodError, ZodType, z } from 'zod';
import {
  apiMessages,
  apiErrorStatus,
  idParamSchema,
  validationFailure,
  type ApiErrorCode,
  type ClientCredentials,
} from '@/contract';
import { db, findUser, type MockUser } from './db';
import { mockJwtClaims } from './tokens';

// What every handler shares: the error body `{ code, message }` with the contract's status,
// body validation with the contract's schemas (worded like the server), and the bearer token.

/** The API's base path; handlers match any origin (Storybook, Vitest's http://localhost). */
export const api = (path: string): string => `*/api${path}`;

/** The OAuth client the mocks accept (the SPA's defaults, README). */
export const MOCK_CLIENT: ClientCredentials = {
  clientId: 'guildhall-web',
  clientSecret: 'guildhall-web-public',
};

/** The error body `{ code, message }`, with `field` for a refused value (docs/api.md). */
export const errorResponse = (code: ApiErrorCode, message: string, field?: string) =>
  HttpResponse.json(field ? { code, message, field } : { code, message }, {
    status: apiErrorStatus[code],
  });

/** Ends the handler with an error answer (MSW sends a thrown Response as is). */
export const fail = (code: ApiErrorCode, message: string, field?: string): never => {
  throw errorResponse(code, message, field);
};

/** The first problem's message alone; a handler refusing a request uses failValidation. */
export const zodMessage = (error: ZodError): string => validationFailure(error).message;

/**
 * Ends the handler as the server answers a refused body, query or path: the first problem's
 * message and the field it is about (`validationFailure` of the contract, shared with it).
 */
export const failValidation = (error: ZodError): never => {
  const { message, field } = validationFailure(error);
  return fail('InvalidRequest', message, field);
};

export async function readBody<S extends ZodType>(
  request: Request,
  schema: S,
): Promise<z.output<S>> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return fail('InvalidRequest', apiMessages.bodyNotJson);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) return failValidation(parsed.error);
  return parsed.data;
}

export const parseQuery = <S extends ZodType>(request: Request, schema: S): z.output<S> => {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = schema.safeParse(query);
  if (!parsed.success) return failValidation(parsed.error);
  return parsed.data;
};

/** The path's `:id` (the server parses `{ id }`, so a refusal names the field `id`). */
export const idParam = (value: unknown): number => {
  const parsed = idParamSchema.safeParse(value);
  if (!parsed.success) {
    return fail('InvalidRequest', validationFailure(parsed.error).message, 'id');
  }
  return parsed.data;
};

export const checkClient = (body: ClientCredentials): void => {
  if (body.clientId !== MOCK_CLIENT.clientId || body.clientSecret !== MOCK_CLIENT.clientSecret) {
    fail('Unauthorized', apiMessages.unknownClient);
  }
};

const bearerOf = (request: Request): string | undefined => {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return match?.[1];
};

/** The signed-in member, or undefined without a bearer token; a bad token is refused. */
export function optionalUser(request: Request): MockUser | undefined {
  const token = bearerOf(request);
  if (!token) return undefined;
  const session = db.sessions.find((s) => s.accessToken === token);
  const claims = mockJwtClaims(token);
  // The server's order: a token it cannot read, then expiry, then a session that has ended.
  if (!claims) return fail('Unauthorized', apiMessages.accessTokenInvalid);
  if (claims.exp * 1000 <= Date.now()) {
    return fail('InvalidCredentials', apiMessages.tokenExpired);
  }
  if (!session) return fail('Unauthorized', apiMessages.sessionEnded);
  return findUser(session.userId) ?? fail('Unauthorized', apiMessages.sessionEnded);
}

export const requireUser = (request: Request): MockUser =>
  optionalUser(request) ?? fail('Unauthorized', apiMessages.signInRequired);

export const noContent = () => new HttpResponse(null, { status: 204 });
