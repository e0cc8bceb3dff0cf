import type { Database } from '#src/db/client.ts';
import { type AuditFilter, createAuditRepository } from './audit-repository.ts';

export type { AuditFilter } from './audit-repository.ts';
export { toAuditEvent } from './audit-repository.ts';

/** Reads the audit trail for user management's activity screen and its CSV export. */
export function createAuditService(deps: { db: Database }) {
  const repository = createAuditRepository(deps.db);
  return {
    /** One page of events, newest first, with the number of events the filter matches. */
    page: (filter: AuditFilter, page: number, pageSize: number) =>
      repository.page(filter, page, pageSize),

    /** Every matching event up to `limit`, newest first: what an export holds. */
    all: (filter: AuditFilter, limit: number) => repository.all(filter, limit),
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
