import { HttpResponse } from 'msw';
import type { ZodError, ZodType, z } from 'zod';
import {
  apiErrorMessages,
  apiErrorStatus,
  idParamSchema,
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

export const errorResponse = (code: ApiErrorCode, message: string) =>
  HttpResponse.json({ code, message }, { status: apiErrorStatus[code] });

/** Ends the handler with an error answer (MSW sends a thrown Response as is). */
export const fail = (code: ApiErrorCode, message: string): never => {
  throw errorResponse(code, message);
};

export const zodMessage = (error: ZodError): string => {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request';
  const path = issue.path.join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
};

export async function readBody<S extends ZodType>(
  request: Request,
  schema: S,
): Promise<z.output<S>> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return fail('InvalidRequest', 'Request body is not valid JSON');
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) return fail('InvalidRequest', zodMessage(parsed.error));
  return parsed.data;
}

export const parseQuery = <S extends ZodType>(request: Request, schema: S): z.output<S> => {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = schema.safeParse(query);
  if (!parsed.success) return fail('InvalidRequest', zodMessage(parsed.error));
  return parsed.data;
};

export const idParam = (value: unknown): number => {
  const parsed = idParamSchema.safeParse(value);
  if (!parsed.success) return fail('InvalidRequest', 'id: Invalid id');
  return parsed.data;
};

export const checkClient = (body: ClientCredentials): void => {
  if (body.clientId !== MOCK_CLIENT.clientId || body.clientSecret !== MOCK_CLIENT.clientSecret) {
    fail('Unauthorized', 'Unknown client');
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
  if (!session || !claims) return fail('Unauthorized', 'Invalid access token');
  if (claims.exp * 1000 <= Date.now()) {
    return fail('InvalidCredentials', apiErrorMessages.tokenExpired);
  }
  return findUser(session.userId) ?? fail('Unauthorized', 'Invalid access token');
}

export const requireUser = (request: Request): MockUser =>
  optionalUser(request) ?? fail('Unauthorized', 'Missing bearer token');

export const noContent = () => new HttpResponse(null, { status: 204 });
