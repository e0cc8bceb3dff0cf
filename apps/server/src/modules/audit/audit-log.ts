import type { AuditAction } from '@prakar/shared/audit';
import type { Executor } from '#src/db/client.ts';
import { auditEvents } from '#src/db/schema.ts';

export type { AuditAction };

/** Where a request came from, for the audit trail. */
export interface RequestOrigin {
  ip: string | undefined;
  userAgent: string | undefined;
  /** The browser's id cookie, when it has one: sign-ins tell a new browser by it. */
  browserId?: string | undefined;
}

/** The origin of what the server does on its own (a periodic job, a gateway's report): no request. */
export const NO_REQUEST: RequestOrigin = { ip: undefined, userAgent: undefined };

export interface AuditEntry {
  action: AuditAction;
  actorUserId?: number | null | undefined;
  organisationId?: string | null | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  before?: unknown;
  after?: unknown;
}

/** Long enough for any real browser's User-Agent; a longer one is noise and is cut. */
export const USER_AGENT_MAX = 512;

/** The address and User-Agent a stored submission keeps of who sent it. */
export const senderColumns = (origin: RequestOrigin) => ({
  ip: origin.ip,
  userAgent: origin.userAgent?.slice(0, USER_AGENT_MAX),
});

export async function recordAudit(
  db: Executor,
  at: Date,
  origin: RequestOrigin,
  entry: AuditEntry,
): Promise<void> {
  await db.insert(auditEvents).values({
    at,
    action: entry.action,
    actorUserId: entry.actorUserId ?? null,
    organisationId: entry.organisationId ?? null,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId ?? null,
    ip: origin.ip ?? null,
    userAgent: origin.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
