import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

/**
 * A request made on this machine itself: the socket's own address (not `request.ip`, which a
 * trusted proxy can set) is loopback, and no proxy forwarded it, since a reverse proxy on the same
 * machine would make any visitor's request look local.
 */
export function isLocalAndNotForwarded(request: FastifyRequest): boolean {
  if (FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
  const address = request.socket.remoteAddress ?? '';
  return address === '::1' || /^(?:::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address);
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether `Authorization: Bearer …` carries `token`. Both are hashed first, so the comparison
 * takes the same time whatever was sent, its length included.
 */
export function bearerMatches(authorization: string | undefined, token: string): boolean {
  const sent = /^Bearer\s+(\S+)$/.exec(authorization ?? '')?.[1];
  return sent !== undefined && timingSafeEqual(digest(sent), digest(token));
}
