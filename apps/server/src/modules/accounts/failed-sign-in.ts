import type { Executor } from '#src/db/client.ts';
import { type RequestOrigin, recordAudit } from '#src/modules/audit/audit-log.ts';
import type { UserRow } from './accounts-repository.ts';

/**
 * A refused sign-in (password, code or passkey) in the audit trail, under the account it was for,
 * or none for an address without one; `why` says what was wrong.
 */
export function auditFailedSignIn(
  db: Executor,
  at: Date,
  origin: RequestOrigin,
  user: Pick<UserRow, 'id' | 'organisationId'> | undefined,
  why: Record<string, unknown>,
): Promise<void> {
  return recordAudit(db, at, origin, {
    action: 'sign_in_failed',
    actorUserId: user?.id,
    organisationId: user?.organisationId,
    targetType: 'user',
    targetId: user ? String(user.id) : undefined,
    after: why,
  });
}
