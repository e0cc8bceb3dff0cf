import type { Database } from '#src/db/client.ts';
import type { KeysetCursor } from '#src/db/keyset.ts';
import { type AuditFilter, createAuditRepository } from './audit-repository.ts';

export type { AuditFilter } from './audit-repository.ts';
export { toAuditEvent } from './audit-repository.ts';

/** Reads the audit trail for user management's activity screen and its CSV export. */
export function createAuditService(deps: { db: Database }) {
  const repository = createAuditRepository(deps.db);
  return {
    /** One page of events, newest first, with the number of events the filter matches. */
    page: (filter: AuditFilter, cursor: KeysetCursor | undefined, pageSize: number) =>
      repository.page(filter, cursor, pageSize),

    /** Every matching event up to `maxRows`, newest first, a batch at a time: an export. */
    all: (filter: AuditFilter, maxRows: number) => repository.all(filter, maxRows),
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
