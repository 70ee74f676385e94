import { z } from 'zod';
import { API_ERROR_CODES } from '../errors';
import { text } from './common';

export const apiErrorCodeSchema = z.enum(API_ERROR_CODES);

// Every error body is exactly { code, message }.
export const apiErrorBodySchema = z.object({
  code: apiErrorCodeSchema,
  message: text().max(500),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
