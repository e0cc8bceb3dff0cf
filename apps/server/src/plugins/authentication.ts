import { ERROR_CODES } from '@prakar/shared/api-error';
import { AUTH_ERROR_CODES } from '@prakar/shared/auth-error-codes';
import { PROFILE_MODAL } from '@prakar/shared/constants';
import type { Permission } from '@prakar/shared/permissions';
import { TWO_FACTOR_SET_UP_REQUIRED_MESSAGE } from '@prakar/shared/two-factor';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '#src/http-error.ts';
import { hasPermission } from '#src/modules/access/access-rules.ts';
import { isAccessTokenSecret } from '#src/modules/access-tokens/access-token-secret.ts';
import type { AccessTokensService } from '#src/modules/access-tokens/access-tokens-service.ts';
import { profileSaved } from '#src/modules/accounts/session-user.ts';
import type { RequestOrigin } from '#src/modules/audit/audit-log.ts';
import { BROWSER_COOKIE } from '#src/modules/sessions/session-cookie.ts';
import type {
  CurrentUser,
  SessionsService,
  SessionUser,
} from '#src/modules/sessions/sessions-service.ts';
import type { TwoFactorPolicyService } from '#src/modules/two-factor/two-factor-policy.ts';
import { isSetUpEndpoint } from '#src/modules/two-factor/two-factor-policy.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, or null; set for every /api request. */
    user: CurrentUser | null;
    /** The raw session token the caller sent (not an access token), kept only for the request. */
    sessionToken: string | null;
    /** The organisation requires two-step sign-in of this caller, who has yet to set it up. */
    twoFactorSetUpRequired: boolean;
  }
}

/** A session token or a personal access token (`prk_pat_…`): both are base64url, with `_`. */
const BEARER = /^Bearer\s+([A-Za-z0-9_-]{16,200})$/;

/** What a read-only access token may send: reads, nothing else. */
const READ_METHODS = new Set(['GET', 'HEAD']);

/**
 * The token from `Authorization: Bearer` (API clients with an access token, sibling apps with
 * the session's) or the session cookie.
 */
export function sessionTokenOf(request: FastifyRequest, cookieName: string): string | undefined {
  const authorization = request.headers.authorization;
  if (authorization) return BEARER.exec(authorization)?.[1];
  const cookie = request.cookies[cookieName];
  return cookie || undefined;
}

export function originOf(request: FastifyRequest): RequestOrigin {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    browserId: request.cookies[BROWSER_COOKIE],
  };
}

/**
 * Finds the caller's session on every API request. It never rejects by itself: routes decide with
 * `requireUser` or the endpoint's declared `permission`, and `GET /Authentication/Session` answers
 * null. A `UserId` header (the web app sends one when signed in) naming another user makes the
 * caller anonymous. A caller their organisation requires two-step sign-in of, who has not set it
 * up, reaches only the set-up and the endpoints open without sign-in: everything else is 403.
 */
export function registerAuthentication(
  app: FastifyInstance,
  options: {
    sessions: SessionsService;
    accessTokens: AccessTokensService;
    twoFactorPolicy: Pick<TwoFactorPolicyService, 'setUpRequired'>;
    cookieName: string;
  },
): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  app.decorateRequest('twoFactorSetUpRequired', false);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = sessionTokenOf(request, options.cookieName);
    if (!token) return;
    const current = isAccessTokenSecret(token)
      ? await options.accessTokens.authenticate(token, request.ip)
      : await options.sessions.authenticate(token);
    if (!current) return;
    const claimed = request.headers.userid;
    if (claimed !== undefined && claimed !== String(current.account.id)) {
      request.log.info('UserId header does not match the session: treated as signed out');
      return;
    }
    if (current.accessToken?.scope === 'read' && !READ_METHODS.has(request.method)) {
      throw new HttpError(
        403,
        AUTH_ERROR_CODES.tokenReadOnly,
        'This access token is read-only: it may only read (GET). Create a read-and-write token to make changes.',
      );
    }
    request.user = current;
    request.sessionToken = current.session ? token : null;
    if (!(await options.twoFactorPolicy.setUpRequired(current))) return;
    request.twoFactorSetUpRequired = true;
    const { url, config } = request.routeOptions;
    const openWithoutSignIn = (config as { signIn?: string } | undefined)?.signIn !== undefined;
    if (!openWithoutSignIn && !isSetUpEndpoint(request.method, url)) {
      throw new HttpError(
        403,
        AUTH_ERROR_CODES.twoFactorSetUpRequired,
        TWO_FACTOR_SET_UP_REQUIRED_MESSAGE,
      );
    }
  });
}

export const unauthorized = () =>
  new HttpError(401, ERROR_CODES.unauthorized, 'Please sign in to continue.');

/** The caller, or 401. */
export function currentUser(request: FastifyRequest): CurrentUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

export async function requireUser(request: FastifyRequest): Promise<void> {
  currentUser(request);
}

/**
 * The caller and the session they signed in with, or 403 for a caller who came with an access
 * token: managing tokens, the password and sessions is for the person at the browser.
 */
export function currentSessionUser(request: FastifyRequest): SessionUser {
  const current = currentUser(request);
  if (current.accessToken) {
    throw new HttpError(
      403,
      AUTH_ERROR_CODES.sessionRequired,
      'An access token cannot do this. Sign in to the portal and do it there.',
    );
  }
  return current;
}

export async function requireSession(request: FastifyRequest): Promise<void> {
  currentSessionUser(request);
}

export const forbidden = () =>
  new HttpError(403, ERROR_CODES.forbidden, 'You do not have access to this.');

/** One check for every permission; roles and access control meet in the shared package. */
export function requirePermission(permission: Permission) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!hasPermission(currentUser(request), permission)) throw forbidden();
  };
}

export const IN_PERSON_MESSAGE =
  'Refunds and price changes need a staff member signed in to the portal: an access token cannot make them.';

/**
 * Refunds and price changes move the firm's money or change what every customer pays: a staff
 * member does them signed in, never through an access token, whatever its scope. A read-and-write
 * token is for scripts that keep records, and one leaked must not refund or reprice
 * (docs/decisions/0070). An endpoint asks for it with `inPerson: true` beside its permission.
 */
export function requirePermissionInPerson(permission: Permission) {
  const holdsPermission = requirePermission(permission);
  return async (request: FastifyRequest): Promise<void> => {
    await holdsPermission(request);
    if (currentUser(request).accessToken) {
      throw new HttpError(403, AUTH_ERROR_CODES.sessionRequired, IN_PERSON_MESSAGE);
    }
  };
}

/** For My Apps, user management and transactions: refused until the profile is complete. */
export async function requireCompleteProfile(request: FastifyRequest): Promise<void> {
  const { account, organisation } = currentUser(request);
  if (profileSaved(account, organisation) !== 'Yes') {
    throw new HttpError(403, AUTH_ERROR_CODES.profileIncomplete, PROFILE_MODAL.message);
  }
}
