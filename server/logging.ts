import { randomUUID } from 'node:crypto';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';

// What the server may write to its log. A log line never carries a password hash, a token, an
// SSN, an e-mail address or a request body, so nothing here logs a value a request sent:
// requests are logged by method and route pattern, and errors by class, code and stack frames.
// Error messages are left out on purpose: Drizzle's DrizzleQueryError puts every SQL parameter
// in its message (and in .params), PostgreSQL's `detail` quotes the conflicting key, and even
// engine messages quote input ("Unexpected token … is not valid JSON").

type Destination = { write(line: string): void };

// Path segments that may be capabilities: a testimonial link's UUID, a token, a long key.
const OPAQUE_SEGMENT = /^[A-Za-z0-9_~.%-]{20,}$/;

/** The request's route pattern when it matched one, else its path with opaque parts hidden. */
export function loggedPath(request: FastifyRequest): string {
  const pattern = request.routeOptions?.url;
  if (pattern) return pattern;
  const path = (request.url ?? '').split('?')[0] ?? '';
  return path
    .split('/')
    .map((segment) => (OPAQUE_SEGMENT.test(segment) ? ':redacted' : segment))
    .join('/');
}

interface ErrorFacts {
  type: string;
  code?: string;
  /** PostgreSQL's own words for where it failed: schema names, never values. */
  table?: string;
  column?: string;
  constraint?: string;
  routine?: string;
  /** The SQL statement's kind and first table, e.g. "insert users" (no parameters). */
  operation?: string;
  stack?: string[];
  cause?: ErrorFacts;
}

const SQL_OPERATION =
  /^\s*(?:with\b[\s\S]*?\)\s*)?(select|insert|update|delete)\b[\s\S]*?\b(?:into|update|from)\s+"?([\w.]+)"?/i;

const stringField = (value: unknown): string | undefined =>
  typeof value === 'string' && value.length <= 200 ? value : undefined;

/** The facts of an error that are safe to log: class, codes, schema names and stack frames. */
export function errorFacts(error: unknown, depth = 0): ErrorFacts {
  if (!(error instanceof Error)) return { type: typeof error };
  const fields = error as unknown as Record<string, unknown>;
  const query = typeof fields.query === 'string' ? fields.query.slice(0, 4000) : undefined;
  const operation = query ? SQL_OPERATION.exec(query) : null;
  const facts: ErrorFacts = {
    type: error.constructor?.name || error.name,
    code:
      stringField(fields.code) ??
      (typeof fields.code === 'number' ? String(fields.code) : undefined),
    table: stringField(fields.table),
    column: stringField(fields.column),
    constraint: stringField(fields.constraint),
    routine: stringField(fields.routine),
    operation: operation ? `${operation[1]!.toLowerCase()} ${operation[2]}` : undefined,
    // Frames only: the first line of a stack is the message.
    stack: error.stack
      ?.split('\n')
      .filter((line) => /^\s+at /.test(line))
      .slice(0, 12)
      .map((line) => line.trim()),
  };
  if (error.cause !== undefined && depth < 3) facts.cause = errorFacts(error.cause, depth + 1);
  for (const key of Object.keys(facts) as Array<keyof ErrorFacts>) {
    if (facts[key] === undefined) delete facts[key];
  }
  return facts;
}

/** Fastify's logger options: the level, a destination (tests capture it) and safe serializers. */
export function loggerOptions(
  level: string,
  stream?: Destination,
): NonNullable<Exclude<FastifyServerOptions['logger'], boolean>> {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: loggedPath(request),
        remoteAddress: request.ip,
      }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
      // Fastify's type expects pino's shape (with the message) that this serializer leaves out.
      err: errorFacts as unknown as (error: Error) => {
        type: string;
        message: string;
        stack: string;
      },
    },
    // In case a header object is ever logged whole.
    redact: {
      paths: [
        'headers.authorization',
        'headers.cookie',
        'req.headers.authorization',
        'req.headers.cookie',
      ],
      censor: '[redacted]',
    },
  };
}

/**
 * Every request's id is a fresh random UUID (issue 38), in each of its log lines (`reqId`) and
 * in the audit entries it writes. An id a client or a proxy sends (X-Request-Id) is not taken:
 * the audit log's ids must be unique and the server's own, and a caller could otherwise give
 * two requests one id or plant a misleading one.
 */
export const requestIdOptions = {
  genReqId: (): string => randomUUID(),
  requestIdHeader: false,
  requestIdLogLabel: 'reqId',
} satisfies Pick<FastifyServerOptions, 'genReqId' | 'requestIdHeader' | 'requestIdLogLabel'>;
