import { ERROR_CODES, type ErrorCode } from '@prakar/shared/api-error';
import type { AuthErrorCode } from '@prakar/shared/auth-error-codes';

/**
 * An error a service throws on purpose: its status, code and message reach the client as they
 * are, unlike any other error, which becomes a generic 500.
 */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode | AuthErrorCode,
    message: string,
    /** Field path → message, for errors a form shows next to its inputs. */
    readonly fields?: Record<string, string>,
    /** Response headers that go with it, such as `retry-after` on a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new HttpError(404, ERROR_CODES.notFound, message);

export const serviceUnavailable = (message: string) =>
  new HttpError(503, ERROR_CODES.unavailable, message);
