import { expect } from 'vitest';
import type { ZodType } from 'zod';
import { apiErrorBodySchema, apiErrorStatus, type ApiErrorCode } from '@/contract';

export interface Answer {
  status: number;
  body: unknown;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  form?: FormData;
}

/** One raw HTTP call: no client logic in between, so the answer is what the API said. */
export async function call(
  baseUrl: string,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(`${baseUrl}${path}`, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON: kept as text.
  }
  return { status: response.status, body: parsed };
}

/** The answer has `status` and a body of `schema` (parsed output returned). */
export function expectShape<T>(answer: Answer, status: number, schema?: ZodType<T>): T {
  expect({ status: answer.status, body: answer.body }).toMatchObject({ status });
  if (!schema) return answer.body as T;
  const parsed = schema.safeParse(answer.body);
  if (!parsed.success) {
    throw new Error(
      `Answer does not match the schema: ${parsed.error.message}\n${JSON.stringify(answer.body)}`,
    );
  }
  return parsed.data;
}

/**
 * The answer is the contract's error `{ code, message }` with the code's status and exactly this
 * message (from `apiMessages` or `messages` of the contract), so a mock worded differently from
 * the server fails the parity suite.
 */
export function expectError(
  answer: Answer,
  code: ApiErrorCode,
  message: string,
  status = apiErrorStatus[code],
) {
  expect({ status: answer.status, body: answer.body }).toMatchObject({
    status,
    body: { code, message },
  });
  expect(apiErrorBodySchema.safeParse(answer.body).success).toBe(true);
}

/**
 * A validation failure: exactly `{ code: 'InvalidRequest', message, field }`, the field the
 * request's schema refused first (docs/api.md "Errors").
 */
export function expectFieldError(answer: Answer, field: string, message: string) {
  expect({ status: answer.status, body: answer.body }).toEqual({
    status: 400,
    body: { code: 'InvalidRequest', message, field },
  });
  expect(apiErrorBodySchema.safeParse(answer.body).success).toBe(true);
}
