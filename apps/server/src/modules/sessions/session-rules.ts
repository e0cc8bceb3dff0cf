import { INACTIVITY_TIMEOUT_MS } from '@prakar/shared/constants';

/** Writing the last use on every request would cost a write per call; 30 s is precise enough. */
export const TOUCH_INTERVAL_MS = 30_000;

export interface SessionTimes {
  lastSeenAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
}

/** Open: not revoked, not past its absolute end, and not idle for 10 minutes or more. */
export function isSessionOpen(session: SessionTimes, now: Date): boolean {
  if (session.revokedAt) return false;
  if (now.getTime() >= session.expiresAt.getTime()) return false;
  return now.getTime() - session.lastSeenAt.getTime() <= INACTIVITY_TIMEOUT_MS;
}

/** Whether a last-use time (a session's, or an access token's, null when never used) is worth writing again. */
export function needsTouch(lastSeenAt: Date | null, now: Date): boolean {
  return lastSeenAt === null || now.getTime() - lastSeenAt.getTime() >= TOUCH_INTERVAL_MS;
}
