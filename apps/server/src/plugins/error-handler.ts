import { type ApiErrorBody, ERROR_CODES, type ErrorCode } from '@prakar/shared/api-error';
import type { AuthErrorCode } from '@prakar/shared/auth-error-codes';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isConnectionLost } from '#src/db/connection-lost.ts';
import { isUniqueViolation } from '#src/db/unique-violation.ts';
import { HttpError } from '#src/http-error.ts';

export const VALIDATION_MESSAGE = 'Some fields need your attention.';
export const SHAPE_MESSAGE = 'The request must be a JSON object with the expected fields.';
export const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';
export const CONNECTION_LOST_MESSAGE =
  'We lost touch with our database for a moment. Please try again in a few seconds.';
export const NOT_FOUND_MESSAGE = 'We could not find what you asked for.';
export const REQUIRED_FIELD_MESSAGE = 'This field is required.';
export const CONFLICT_MESSAGE = 'That clashes with something that already exists.';

/** What each 4xx status says when the error itself carries nothing fit for a person to read. */
const clientErrors: Record<number, { code: ErrorCode; message: string }> = {
  400: { code: ERROR_CODES.badRequest, message: 'The request could not be understood.' },
  401: { code: ERROR_CODES.unauthorized, message: 'Please sign in to continue.' },
  403: { code: ERROR_CODES.forbidden, message: 'You do not have access to this.' },
  404: { code: ERROR_CODES.notFound, message: NOT_FOUND_MESSAGE },
  405: { code: ERROR_CODES.badRequest, message: 'This address does not accept that method.' },
  409: { code: ERROR_CODES.conflict, message: CONFLICT_MESSAGE },
  413: { code: ERROR_CODES.payloadTooLarge, message: 'The request is too large.' },
  415: {
    code: ERROR_CODES.unsupportedMediaType,
    message: 'Please send the request as JSON (Content-Type: application/json).',
  },
  429: { code: ERROR_CODES.rateLimited, message: 'Too many requests. Please try again later.' },
};

export function errorBody(
  code: ErrorCode | AuthErrorCode,
  message: string,
  fields?: Record<string, string>,
): ApiErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

type Issue = { instancePath?: string; keyword?: string; message?: string; params?: unknown };

/** Field path (`a.b`) → first message; a missing field gets a plain "required" message. */
function fieldMessages(issues: Issue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = (issue.instancePath ?? '').split('/').filter(Boolean).join('.');
    if (path === '' || path in fields) continue;
    const missing =
      issue.keyword === 'invalid_type' && /received undefined/.test(issue.message ?? '');
    fields[path] = missing ? REQUIRED_FIELD_MESSAGE : (issue.message ?? 'This value is not valid.');
  }
  return fields;
}

/** Fastify's own parse errors, reworded for people. */
function bodyProblem(error: FastifyError): string | undefined {
  if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    return 'The request body is not valid JSON.';
  }
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return 'The request body is empty.';
  return undefined;
}

/** Seconds a client should wait after a 503: the faults behind one pass in moments. */
export const RETRY_AFTER_SECONDS = 5;

function sendError(reply: FastifyReply, status: number, body: ApiErrorBody) {
  if (status === 503) reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/**
 * Errors the router raises before any route or hook runs (a URL with broken %-encoding): same
 * body shape as every other error, instead of Fastify's own.
 */
export function frameworkErrors(
  _error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  sendError(reply, 400, errorBody(ERROR_CODES.badRequest, 'That address is not valid.'));
}

/**
 * The one place an error becomes a response: `{ error: { code, message, fields? } }`, never a
 * stack trace. 5xx details go to the log only.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = fieldMessages(error.validation);
      request.log.info({ fields }, 'request failed validation');
      // No field to point at: the whole body (or query) had the wrong shape, e.g. was missing.
      if (Object.keys(fields).length === 0) {
        return sendError(reply, 400, errorBody(ERROR_CODES.validation, SHAPE_MESSAGE));
      }
      return sendError(reply, 400, errorBody(ERROR_CODES.validation, VALIDATION_MESSAGE, fields));
    }
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return sendError(reply, error.statusCode, errorBody(error.code, error.message, error.fields));
    }
    if (isConnectionLost(error)) {
      request.log.warn({ err: error }, 'database connection lost');
      return sendError(reply, 503, errorBody(ERROR_CODES.unavailable, CONNECTION_LOST_MESSAGE));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      // The rate limiter's message says when to come back (see rate-limit options in app.ts).
      return sendError(reply, 429, errorBody(ERROR_CODES.rateLimited, error.message));
    }
    if (status >= 400 && status < 500) {
      request.log.info({ code: error.code, status }, error.message);
      const known = clientErrors[status] ?? clientErrors[400];
      const message = bodyProblem(error) ?? known?.message;
      return sendError(
        reply,
        status,
        errorBody(known?.code ?? ERROR_CODES.badRequest, message ?? 'Bad request.'),
      );
    }
    if (isUniqueViolation(error)) {
      // A clash no service foresaw (requests racing to create one thing): the caller's request
      // conflicts with what exists, which is theirs to see, not an internal error.
      request.log.warn({ err: error }, 'request clashed with a unique row');
      return sendError(reply, 409, errorBody(ERROR_CODES.conflict, CONFLICT_MESSAGE));
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, 500, errorBody(ERROR_CODES.internal, INTERNAL_MESSAGE));
  });

  // Unknown routes, including any method on an unknown /api path, get the same JSON shape.
  app.setNotFoundHandler((_request, reply) =>
    sendError(reply, 404, errorBody(ERROR_CODES.notFound, NOT_FOUND_MESSAGE)),
  );
}
