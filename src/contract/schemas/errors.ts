import { z } from 'zod';
import { apiMessages } from '../apiMessages';
import { API_ERROR_CODES } from '../errors';
import { text } from './common';

export const apiErrorCodeSchema = z.enum(API_ERROR_CODES);

// Every error body is { code, message }; a validation failure (a body, query or path that its
// schema refuses) also names the field it is about, so an API client need not guess from a
// sentence written for the forms ('Select a valid option.').
export const apiErrorBodySchema = z.strictObject({
  code: apiErrorCodeSchema,
  message: text().max(500),
  /** The first failing field as a dotted path (`paid`, `positions.0.title`). */
  field: text().min(1).max(200).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

/** A validation failure's answer: its first problem's message, and the field when it has one. */
export interface ValidationFailure {
  message: string;
  field?: string;
}

/**
 * What the server and the mocks answer for a refused request: the first problem as it is (the
 * contract's messages are written for people) and where it is. A key a strict object does not
 * know is the field itself; a problem with the whole value (a body that is not an object) names
 * none.
 */
export function validationFailure(error: z.ZodError): ValidationFailure {
  const issue = error.issues[0];
  if (!issue) return { message: apiMessages.invalidRequest };
  const path = issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0]] : issue.path;
  const field = path
    .filter((part) => part !== undefined)
    .map(String)
    .join('.');
  return field ? { message: issue.message, field } : { message: issue.message };
}
