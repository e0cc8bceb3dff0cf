import type { FastifyRequest } from 'fastify';
import { originOf } from '#src/plugins/authentication.ts';
import type { SessionsService } from './sessions-service.ts';

/**
 * A new sign-in replaces the session the browser's cookie held (whoever it belonged to), so a
 * shared computer never keeps the previous user's session alive behind the new one.
 */
export async function endCookieSession(
  sessions: SessionsService,
  request: FastifyRequest,
): Promise<void> {
  const previous = request.user;
  if (!previous?.session || request.headers.authorization) return;
  await sessions.end(previous.session, previous.account, originOf(request));
}
