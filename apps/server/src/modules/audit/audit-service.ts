import type { Database } from '#src/db/client.ts';
import type { KeysetCursor } from '#src/db/keyset.ts';
import { type AuditFilter, createAuditRepository, type TrailScope } from './audit-repository.ts';
import { auditTimelineEntry } from './audit-timeline.ts';

export type { AuditFilter, TrailScope } from './audit-repository.ts';
export { toAuditEvent } from './audit-repository.ts';

/** Reads the audit trail for user management's activity screen, its CSV export and the back office's timelines. */
export function createAuditService(deps: { db: Database }) {
  const repository = createAuditRepository(deps.db);
  return {
    /** One page of events, newest first, with the number of events the filter matches. */
    page: (filter: AuditFilter, cursor: KeysetCursor | undefined, pageSize: number) =>
      repository.page(filter, cursor, pageSize),

    /** Every matching event up to `maxRows`, newest first, a batch at a time: an export. */
    all: (filter: AuditFilter, maxRows: number) => repository.all(filter, maxRows),

    /** A record's or an organisation's newest `limit` events as its timeline's entries. */
    timeline: async (scope: TrailScope, limit: number) =>
      (await repository.latest(scope, limit)).map((row) =>
        auditTimelineEntry(row, 'organisationId' in scope),
      ),
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
