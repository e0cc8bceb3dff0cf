import { ERROR_CODES } from '@prakar/shared/api-error';
import {
  BODY_TOO_DEEP_MESSAGE,
  BODY_TOO_MANY_VALUES_MESSAGE,
  brokenBodyBound,
} from '@prakar/shared/body-bounds';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '#src/http-error.ts';

/** A 400 for a parsed body nested too deep or holding too many values (body-bounds.ts). */
export function refuseUnboundedBody(value: unknown): void {
  const broken = brokenBodyBound(value);
  if (broken === 'depth') {
    throw new HttpError(400, ERROR_CODES.bodyTooDeep, BODY_TOO_DEEP_MESSAGE);
  }
  if (broken === 'values') {
    throw new HttpError(400, ERROR_CODES.bodyTooManyValues, BODY_TOO_MANY_VALUES_MESSAGE);
  }
}

/**
 * Fastify's own JSON parser (JSON.parse, iterative in V8, and its breadth-first prototype
 * poisoning scan), then the body's bounds, before any hook, validation or text check walks it
 * (docs/decisions/0055-bounded-request-bodies.md).
 */
export function installBoundedJsonParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parseJson(request, body as string, (error, value) => {
      if (error) return done(error);
      try {
        refuseUnboundedBody(value);
      } catch (refusal) {
        return done(refusal as HttpError);
      }
      return done(null, value);
    });
  });
}
