import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';

/** An error the API answers as JSON `{ code, message }` with its HTTP status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, 'InvalidRequest', message);
export const notFound = (message = 'Resource not found') =>
  new HttpError(404, 'ResourceNotFound', message);

/** Fastify's own 4xx errors, mapped to the contract's codes and readable messages. */
const fastifyErrors: Record<string, { code: string; message?: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    code: 'InvalidRequest',
    message: 'Request body is not valid JSON',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'InvalidRequest', message: 'Request body is empty' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PayloadTooLarge', message: 'Request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'UnsupportedMediaType',
    message: 'Unsupported content type',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'InvalidRequest', message: 'Invalid content length' },
};

function zodMessage(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request';
  const path = issue.path.join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ code: error.code, message: error.message });
    }
    if (error instanceof ZodError) {
      return reply.status(400).send({ code: 'InvalidRequest', message: zodMessage(error) });
    }
    const fastifyError = error as FastifyError;
    const known = fastifyError.code ? fastifyErrors[fastifyError.code] : undefined;
    const status = fastifyError.statusCode ?? 500;
    if (known || (status >= 400 && status < 500)) {
      return reply.status(status >= 400 && status < 500 ? status : 400).send({
        code: known?.code ?? (status === 429 ? 'RequestThrottled' : 'InvalidRequest'),
        message: known?.message ?? fastifyError.message,
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ code: 'InternalError', message: 'Something went wrong' });
  });
}
