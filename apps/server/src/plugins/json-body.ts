import { ERROR_CODES } from '@prakar/shared/api-error';
import {
  BODY_TOO_DEEP_MESSAGE,
  BODY_TOO_MANY_VALUES_MESSAGE,
  type BodyBoundBroken,
  brokenBodyBound,
  brokenJsonBound,
} from '@prakar/shared/body-bounds';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '#src/http-error.ts';

function refuse(broken: BodyBoundBroken | undefined): void {
  if (broken === 'depth') {
    throw new HttpError(400, ERROR_CODES.bodyTooDeep, BODY_TOO_DEEP_MESSAGE);
  }
  if (broken === 'values') {
    throw new HttpError(400, ERROR_CODES.bodyTooManyValues, BODY_TOO_MANY_VALUES_MESSAGE);
  }
}

/** A 400 for a parsed body nested too deep or holding too many values (body-bounds.ts). */
export const refuseUnboundedBody = (value: unknown) => refuse(brokenBodyBound(value));

/** The same, read from JSON text before it is parsed. */
export const refuseUnboundedJson = (text: string) => refuse(brokenJsonBound(text));

/**
 * The body's bounds, read from its text, then Fastify's own JSON parser (JSON.parse, iterative in
 * V8, and its breadth-first prototype poisoning scan): a body past them costs one pass over its
 * characters, no parse, and nothing else ever walks it (docs/decisions/0055).
 */
export function installBoundedJsonParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    try {
      refuseUnboundedJson(body as string);
    } catch (refusal) {
      return done(refusal as HttpError);
    }
    return parseJson(request, body as string, done);
  });
}
