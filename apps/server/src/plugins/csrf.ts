import { AUTH_ERROR_CODES } from '@prakar/shared/auth-error-codes';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '#src/http-error.ts';

/** Every API route's state-changing calls need proof they come from our pages or an API client. */
export const CSRF_PROTECTED_PATHS: readonly RegExp[] = [/^\/api\//];

/**
 * What the payment gateway sends: the buyer's browser returning from its checkout page (a form
 * POST from the gateway's origin) and its webhooks. Each carries the gateway's signature, which
 * is checked instead.
 */
export const CSRF_EXEMPT_PATHS: readonly string[] = [
  '/api/Transactions/Payment/callback',
  '/api/Transactions/Payment/webhook',
];

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const CSRF_MESSAGE =
  'This request was refused because it did not come from our website. Please reload the page and try again.';

/**
 * A cross-site form can send neither a custom header (that needs CORS, which we do not grant)
 * nor a forged Origin, so either one shows the call comes from our own pages or an API client.
 * A bearer token is never attached by the browser on its own, so it needs neither.
 */
export function registerCsrfProtection(app: FastifyInstance, options: { publicUrl: string }): void {
  const allowedOrigin = new URL(options.publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    if (!CSRF_PROTECTED_PATHS.some((pattern) => pattern.test(request.url))) return;
    if (CSRF_EXEMPT_PATHS.includes(request.url.split('?')[0] ?? '')) return;
    if (request.headers['x-requested-with'] || request.headers.authorization) return;
    if (request.headers.origin === allowedOrigin) return;
    throw new HttpError(403, AUTH_ERROR_CODES.csrfRejected, CSRF_MESSAGE);
  });
}
