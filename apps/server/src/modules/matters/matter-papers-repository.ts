import type { MatterDocumentKind } from '@prakar/shared/matter-documents';
import type { ChecklistState, DraftDecision, NextHearing } from '@prakar/shared/matter-papers';
import { and, asc, eq, gte, inArray, max } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import {
  matterChecklistItems,
  matterDocuments,
  matterDocumentVersions,
  matterDraftResponses,
  matterFilings,
  matterHearings,
  users,
} from '#src/db/schema.ts';

export interface KeptFile {
  storedName: string;
  contentType: string;
  bytes: Buffer;
}

const hearingColumns = {
  id: matterHearings.id,
  on: matterHearings.hearingOn,
  time: matterHearings.hearingTime,
  forum: matterHearings.forum,
  place: matterHearings.place,
};

/** The matter's first hearing from `today` (an IST day), if one is set. */
export async function nextHearingOf(
  db: Executor,
  matterId: string,
  today: string,
): Promise<NextHearing | null> {
  const [row] = await db
    .select(hearingColumns)
    .from(matterHearings)
    .where(and(eq(matterHearings.matterId, matterId), gte(matterHearings.hearingOn, today)))
    .orderBy(asc(matterHearings.hearingOn), asc(matterHearings.hearingTime))
    .limit(1);
  return row ?? null;
}

/** A matter's checklist, drafts' answers, filing and hearings, beside its documents. */
export function createMatterPapersRepository(db: Executor) {
  /** The document's latest version, 0 before its first. */
  async function lastVersion(documentId: string): Promise<number> {
    const [last] = await db
      .select({ version: max(matterDocumentVersions.version) })
      .from(matterDocumentVersions)
      .where(eq(matterDocumentVersions.documentId, documentId));
    return last?.version ?? 0;
  }

  return {
    /** A new document with no version yet: a requested one, until the client uploads it. */
    async insertDocument(matterId: string, what: MatterDocumentKind, title: string, at: Date) {
      const [row] = await db
        .insert(matterDocuments)
        .values({ matterId, what, title, createdAt: at })
        .returning({ id: matterDocuments.id });
      if (!row) throw new Error('Inserting a matter document returned no row.');
      return row.id;
    },

    lastVersion,

    /** The document's next version (1 for its first), never overwriting one. */
    async addVersion(documentId: string, file: KeptFile, byUserId: number, at: Date) {
      const version = (await lastVersion(documentId)) + 1;
      await db.insert(matterDocumentVersions).values({
        documentId,
        version,
        bytes: file.bytes,
        storedName: file.storedName,
        contentType: file.contentType,
        size: file.bytes.length,
        uploadedByUserId: byUserId,
        uploadedAt: at,
      });
      return version;
    },

    /** The matter's first document of this kind (its one draft). */
    async firstDocument(matterId: string, what: MatterDocumentKind) {
      const [row] = await db
        .select({ id: matterDocuments.id, title: matterDocuments.title })
        .from(matterDocuments)
        .where(and(eq(matterDocuments.matterId, matterId), eq(matterDocuments.what, what)))
        .orderBy(asc(matterDocuments.createdAt))
        .limit(1);
      return row;
    },

    async insertItem(item: typeof matterChecklistItems.$inferInsert) {
      await db.insert(matterChecklistItems).values(item);
    },

    /** The matter's checklist, in the order the firm asked. */
    items(matterId: string) {
      return db
        .select({
          id: matterChecklistItems.documentId,
          title: matterDocuments.title,
          note: matterChecklistItems.note,
          state: matterChecklistItems.state,
          reason: matterChecklistItems.reason,
          requestedAt: matterDocuments.createdAt,
        })
        .from(matterChecklistItems)
        .innerJoin(matterDocuments, eq(matterDocuments.id, matterChecklistItems.documentId))
        .where(eq(matterDocuments.matterId, matterId))
        .orderBy(asc(matterDocuments.createdAt), asc(matterChecklistItems.position));
    },

    /** One item of the matter's checklist, locked until the transaction ends. */
    async lockItem(matterId: string, itemId: string) {
      const [row] = await db
        .select({
          id: matterChecklistItems.documentId,
          title: matterDocuments.title,
          state: matterChecklistItems.state,
        })
        .from(matterChecklistItems)
        .innerJoin(matterDocuments, eq(matterDocuments.id, matterChecklistItems.documentId))
        .where(
          and(eq(matterDocuments.matterId, matterId), eq(matterChecklistItems.documentId, itemId)),
        )
        .for('update', { of: matterChecklistItems });
      return row;
    },

    async setItemState(itemId: string, state: ChecklistState, at: Date, reason?: string | null) {
      await db
        .update(matterChecklistItems)
        .set({ state, stateChangedAt: at, ...(reason === undefined ? {} : { reason }) })
        .where(eq(matterChecklistItems.documentId, itemId));
    },

    /** The answers the client gave to the draft's versions. */
    responses(documentId: string) {
      return db
        .select({
          version: matterDraftResponses.version,
          decision: matterDraftResponses.decision,
          comment: matterDraftResponses.comment,
          at: matterDraftResponses.at,
          name: users.name,
          email: users.email,
        })
        .from(matterDraftResponses)
        .leftJoin(users, eq(users.id, matterDraftResponses.byUserId))
        .where(eq(matterDraftResponses.documentId, documentId));
    },

    /** Records the answer to one version; false if it had one already. */
    async respond(response: {
      documentId: string;
      version: number;
      decision: DraftDecision;
      comment: string | null;
      byUserId: number;
      at: Date;
    }): Promise<boolean> {
      const inserted = await db
        .insert(matterDraftResponses)
        .values(response)
        .onConflictDoNothing()
        .returning({ version: matterDraftResponses.version });
      return inserted.length > 0;
    },

    async filing(matterId: string) {
      const [row] = await db
        .select({
          filedOn: matterFilings.filedOn,
          acknowledgementId: matterFilings.acknowledgementId,
        })
        .from(matterFilings)
        .where(eq(matterFilings.matterId, matterId));
      return row;
    },

    async insertFiling(filing: typeof matterFilings.$inferInsert) {
      await db.insert(matterFilings).values(filing);
    },

    /** The matter's hearings, soonest first. */
    hearings(matterId: string) {
      return db
        .select({ ...hearingColumns, noticeDocumentId: matterHearings.noticeDocumentId })
        .from(matterHearings)
        .where(eq(matterHearings.matterId, matterId))
        .orderBy(asc(matterHearings.hearingOn), asc(matterHearings.hearingTime));
    },

    async insertHearing(hearing: typeof matterHearings.$inferInsert) {
      await db.insert(matterHearings).values(hearing);
    },

    /** The users with these ids who are still active, to be mailed. */
    async activeUsers(ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(and(inArray(users.id, ids), eq(users.status, 'active')));
    },
  };
}

export type MatterPapersRepository = ReturnType<typeof createMatterPapersRepository>;
