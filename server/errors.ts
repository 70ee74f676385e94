import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import {
  apiErrorStatus,
  apiMessages,
  messages,
  validationFailure,
  type ApiErrorCode,
} from './contract';
import { errorFacts, loggedPath } from './logging';

/**
 * An error the API answers as JSON `{ code, message }` with its HTTP status; a refused value
 * also names its `field` (docs/api.md "Errors").
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

const fail = (code: ApiErrorCode) => (message: string, field?: string) =>
  new HttpError(apiErrorStatus[code], code, message, field);

export const badRequest = fail('InvalidRequest');
export const conflict = fail('ResourceConflict');
export const unauthorized = fail('Unauthorized');
export const forbidden = fail('Forbidden');
export const invalidCredentials = fail('InvalidCredentials');
export const throttled = fail('RequestThrottled');
export const notFound = (message: string = apiMessages.resourceNotFound) =>
  new HttpError(404, 'ResourceNotFound', message);

/** Fastify's own 4xx errors, mapped to the contract's codes and readable messages. */
const fastifyErrors: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: apiMessages.bodyNotJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: apiMessages.bodyEmpty },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: apiMessages.bodyTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: apiMessages.unsupportedContentType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: apiMessages.invalidContentLength },
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: messages.image },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, message: apiMessages.expectedMultipart },
  FST_MP_PREMATURE_CLOSE: { status: 400, message: apiMessages.uploadIncomplete },
  FST_PARTS_LIMIT: { status: 413, message: apiMessages.uploadTooManyParts },
  FST_FILES_LIMIT: { status: 413, message: apiMessages.uploadOneFile },
  FST_FIELDS_LIMIT: { status: 413, message: apiMessages.uploadTooManyFields },
  FST_PROTO_VIOLATION: { status: 400, message: apiMessages.uploadFieldNotAllowed },
  FST_INVALID_JSON_FIELD_ERROR: { status: 400, message: apiMessages.uploadFieldNotJson },
};

// A malformed multipart body surfaces as busboy's plain Errors (no code): bad input, not a
// server fault, so a 4xx with a sentence instead of a 500 and a stack in the log.
const multipartErrors: Array<{ match: RegExp; status: number; message: string }> = [
  {
    match: /^Multipart: Boundary not found$|^The needle cannot/,
    status: 400,
    message: apiMessages.uploadNoBoundary,
  },
  {
    match: /unexpected end of multipart data$|^Unexpected end of form$/i,
    status: 400,
    message: apiMessages.uploadIncomplete,
  },
  { match: /^Malformed part header$/, status: 400, message: apiMessages.uploadMalformed },
  {
    match: /^Unsupported Content-Type\.$|^Missing Content-Type-header\.$/,
    status: 415,
    message: apiMessages.expectedMultipart,
  },
];

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if (error instanceof HttpError) {
      const { code, message, field } = error;
      return reply
        .status(error.statusCode)
        .send(field ? { code, message, field } : { code, message });
    }
    if (error instanceof ZodError) {
      // The first problem as it is (the contract's messages are written for people) and where.
      return reply.status(400).send({ code: 'InvalidRequest', ...validationFailure(error) });
    }
    const fastifyError = error as FastifyError;
    const known = fastifyError.code
      ? fastifyErrors[fastifyError.code]
      : multipartErrors.find(({ match }) => match.test(error.message));
    const status = known?.status ?? fastifyError.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({
        code:
          status === 429
            ? 'RequestThrottled'
            : status === 404
              ? 'ResourceNotFound'
              : 'InvalidRequest',
        message: known?.message ?? fastifyError.message,
      });
    }
    // A genuine fault: logged by route pattern and the error's class, codes and frames only
    // (never its message: a failed query's message holds every parameter, e-mail and password
    // hash included).
    request.log.error(
      { route: `${request.method} ${loggedPath(request)}`, fault: errorFacts(error) },
      'unhandled error',
    );
    return reply.status(500).send({ code: 'InternalError', message: apiMessages.internalError });
  });
}
