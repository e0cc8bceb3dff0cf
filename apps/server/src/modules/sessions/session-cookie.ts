import type { CookieSerializeOptions } from '@fastify/cookie';
import { SIGNED_IN_HINT_COOKIE } from '@prakar/shared/constants';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface SessionCookieSettings {
  name: string;
  domain: string | undefined;
  /** Only over https: a Secure cookie set on plain http is dropped by browsers. */
  secure: boolean;
}

/** HttpOnly so no script can read it; Lax so links from mail and sibling apps still sign in. */
function cookieOptions(settings: SessionCookieSettings): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: settings.secure,
    ...(settings.domain ? { domain: settings.domain } : {}),
  };
}

/** The cookie that tells a browser the account has seen before from a new one (ADR 0092). */
export const BROWSER_COOKIE = 'prakar_browser';

/** As long as browsers keep a cookie (400 days in Chrome): a browser used yearly stays known. */
const BROWSER_COOKIE_SECONDS = 400 * 24 * 3_600;

export interface StartedSession {
  token: string;
  expiresAt: Date;
  /** The browser's own id, new when it came without one. */
  browserId: string;
}

/**
 * The session's secret, and beside it a readable hint that holds no secret, only that someone is
 * signed in, so a pre-rendered page knows to start the app before its first paint (ADR 0050);
 * and the browser's id, which outlives the session.
 */
export function setSessionCookie(
  reply: FastifyReply,
  settings: SessionCookieSettings,
  session: StartedSession,
): void {
  const options = cookieOptions(settings);
  reply.setCookie(settings.name, session.token, { ...options, expires: session.expiresAt });
  setSignedInHint(reply, settings, session.expiresAt);
  reply.setCookie(BROWSER_COOKIE, session.browserId, {
    ...options,
    maxAge: BROWSER_COOKIE_SECONDS,
  });
}

export function clearSessionCookie(reply: FastifyReply, settings: SessionCookieSettings): void {
  reply.clearCookie(settings.name, cookieOptions(settings));
  clearSignedInHint(reply, settings);
}

function clearSignedInHint(reply: FastifyReply, settings: SessionCookieSettings) {
  reply.clearCookie(SIGNED_IN_HINT_COOKIE, { ...cookieOptions(settings), httpOnly: false });
}

function setSignedInHint(reply: FastifyReply, settings: SessionCookieSettings, expiresAt: Date) {
  const options = { ...cookieOptions(settings), httpOnly: false, expires: expiresAt };
  reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', options);
}

/**
 * Brings the hint in line with the session the browser's cookie holds: set for a session signed in
 * before the hint existed, cleared when the session has ended (so pages stop starting the app).
 */
export function matchSignedInHint(
  request: FastifyRequest,
  reply: FastifyReply,
  settings: SessionCookieSettings,
): void {
  if (request.headers.authorization) return;
  const hinted = request.cookies[SIGNED_IN_HINT_COOKIE] !== undefined;
  const session = request.user?.session;
  if (session && !hinted) setSignedInHint(reply, settings, session.expiresAt);
  // Only the hint: a caller whose UserId claim named someone else is anonymous here, yet the
  // browser's session may be another user's, live, and must not be signed out by this answer.
  else if (!session && hinted) clearSignedInHint(reply, settings);
}
