import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply } from 'fastify';

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

export function setSessionCookie(
  reply: FastifyReply,
  settings: SessionCookieSettings,
  token: string,
  expiresAt: Date,
): void {
  reply.setCookie(settings.name, token, { ...cookieOptions(settings), expires: expiresAt });
}

export function clearSessionCookie(reply: FastifyReply, settings: SessionCookieSettings): void {
  reply.clearCookie(settings.name, cookieOptions(settings));
}
