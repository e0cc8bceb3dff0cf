import type { MatterDocumentKind } from '@prakar/shared/matter-documents';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import { matterDocuments, matterDocumentVersions, matters, users } from '#src/db/schema.ts';

export interface NewDocument {
  matterId: string;
  what: MatterDocumentKind;
  title: string;
  file: { storedName: string; contentType: string; bytes: Buffer };
  uploadedByUserId: number;
  at: Date;
}

/** A matter's documents and their versions; the bytes are read only for a download. */
export function createMatterDocumentsRepository(db: Executor) {
  return {
    /** The matter's organisation and number, or undefined when there is no such matter. */
    async matter(matterId: string) {
      const [row] = await db
        .select({ organisationId: matters.organisationId, number: matters.number })
        .from(matters)
        .where(eq(matters.id, matterId));
      return row;
    },

    /** A new document with its first version. */
    async insert(document: NewDocument): Promise<string> {
      const [row] = await db
        .insert(matterDocuments)
        .values({
          matterId: document.matterId,
          what: document.what,
          title: document.title,
          createdAt: document.at,
        })
        .returning({ id: matterDocuments.id });
      if (!row) throw new Error('Inserting a matter document returned no row.');
      await db.insert(matterDocumentVersions).values({
        documentId: row.id,
        version: 1,
        bytes: document.file.bytes,
        storedName: document.file.storedName,
        contentType: document.file.contentType,
        size: document.file.bytes.length,
        uploadedByUserId: document.uploadedByUserId,
        uploadedAt: document.at,
      });
      return row.id;
    },

    /** Every version of the matter's documents, the documents oldest first, each's versions in order. */
    async versions(matterId: string) {
      return db
        .select({
          documentId: matterDocuments.id,
          what: matterDocuments.what,
          title: matterDocuments.title,
          createdAt: matterDocuments.createdAt,
          deletedAt: matterDocuments.deletedAt,
          version: matterDocumentVersions.version,
          filename: matterDocumentVersions.storedName,
          contentType: matterDocumentVersions.contentType,
          size: matterDocumentVersions.size,
          uploadedAt: matterDocumentVersions.uploadedAt,
          uploaderName: users.name,
          uploaderEmail: users.email,
        })
        .from(matterDocuments)
        .innerJoin(
          matterDocumentVersions,
          eq(matterDocumentVersions.documentId, matterDocuments.id),
        )
        .leftJoin(users, eq(users.id, matterDocumentVersions.uploadedByUserId))
        .where(eq(matterDocuments.matterId, matterId))
        .orderBy(
          asc(matterDocuments.createdAt),
          asc(matterDocuments.id),
          asc(matterDocumentVersions.version),
        );
    },

    /** One version's file, when it belongs to a document of that matter. */
    async file(matterId: string, documentId: string, version: number) {
      const [row] = await db
        .select({
          filename: matterDocumentVersions.storedName,
          contentType: matterDocumentVersions.contentType,
          bytes: matterDocumentVersions.bytes,
          deletedAt: matterDocuments.deletedAt,
        })
        .from(matterDocumentVersions)
        .innerJoin(matterDocuments, eq(matterDocuments.id, matterDocumentVersions.documentId))
        .where(
          and(
            eq(matterDocuments.matterId, matterId),
            eq(matterDocuments.id, documentId),
            eq(matterDocumentVersions.version, version),
          ),
        );
      return row;
    },
  };
}
