import { addYears, istDay, startOfIstDay } from '@prakar/shared/ist-calendar';
import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { matterDocuments, matterDocumentVersions, matters } from '#src/db/schema.ts';
import { NO_REQUEST, recordAudit } from '#src/modules/audit/audit-log.ts';
import { retentionYears } from './retention-setting.ts';

const FINISHED = ['closed', 'declined'] as const;

/**
 * The daily retention run (docs/decisions/0086): for each matter closed (or declined) before the
 * same IST day `years` ago, empties its documents' versions' bytes, marks the documents deleted,
 * and audits `matter_documents_deleted` with the count. Each matter's documents are claimed by
 * the update that marks them, `where deleted_at is null`: a second process running at the same
 * time waits for the first one's row locks, then finds nothing left to mark, so it neither
 * deletes nor audits twice. Answers how many documents it deleted.
 */
export async function deleteExpiredDocuments(deps: {
  db: Database;
  now: () => Date;
}): Promise<number> {
  const { db } = deps;
  const years = await retentionYears(db);
  const at = deps.now();
  const closedBefore = startOfIstDay(addYears(istDay(at), -years));
  const due = await db
    .selectDistinct({
      id: matters.id,
      number: matters.number,
      organisationId: matters.organisationId,
    })
    .from(matters)
    .innerJoin(matterDocuments, eq(matterDocuments.matterId, matters.id))
    .where(
      and(
        inArray(matters.status, [...FINISHED]),
        lt(matters.statusChangedAt, closedBefore),
        isNull(matterDocuments.deletedAt),
      ),
    );

  let deleted = 0;
  for (const matter of due) {
    deleted += await db.transaction(async (tx) => {
      const claimed = await tx
        .update(matterDocuments)
        .set({ deletedAt: at })
        .where(and(eq(matterDocuments.matterId, matter.id), isNull(matterDocuments.deletedAt)))
        .returning({ id: matterDocuments.id });
      if (claimed.length === 0) return 0;
      await tx
        .update(matterDocumentVersions)
        .set({ bytes: Buffer.alloc(0) })
        .where(
          inArray(
            matterDocumentVersions.documentId,
            claimed.map((document) => document.id),
          ),
        );
      await recordAudit(tx, at, NO_REQUEST, {
        action: 'matter_documents_deleted',
        organisationId: matter.organisationId,
        targetType: 'matter',
        targetId: matter.id,
        after: { number: matter.number, count: claimed.length, years },
      });
      return claimed.length;
    });
  }
  return deleted;
}
