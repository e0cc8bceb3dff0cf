import type { MessageSide } from '@prakar/shared/matter-messages';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import {
  matterDocuments,
  matterDocumentVersions,
  matterMessages,
  matters,
  organisations,
  users,
} from '#src/db/schema.ts';

export interface NewMessage {
  matterId: string;
  authorUserId: number;
  side: MessageSide;
  body: string;
  attachmentDocumentId: string | null;
  sentAt: Date;
}

/** A matter's messages, each with the first version of its attachment, if any. */
export function createMatterMessagesRepository(db: Executor) {
  return {
    /** What a message names of its matter: its organisation, number, kind and assignee. */
    async matter(matterId: string) {
      const [row] = await db
        .select({
          id: matters.id,
          organisationId: matters.organisationId,
          organisationName: organisations.name,
          number: matters.number,
          kind: matters.kind,
          assigneeUserId: matters.assigneeUserId,
        })
        .from(matters)
        .innerJoin(organisations, eq(organisations.id, matters.organisationId))
        .where(eq(matters.id, matterId));
      return row;
    },

    /** The thread in the order it was written, oldest first. */
    async thread(matterId: string) {
      return db
        .select({
          id: matterMessages.id,
          side: matterMessages.side,
          body: matterMessages.body,
          sentAt: matterMessages.sentAt,
          authorName: users.name,
          authorEmail: users.email,
          documentId: matterDocuments.id,
          deletedAt: matterDocuments.deletedAt,
          filename: matterDocumentVersions.storedName,
          size: matterDocumentVersions.size,
        })
        .from(matterMessages)
        .leftJoin(users, eq(users.id, matterMessages.authorUserId))
        .leftJoin(matterDocuments, eq(matterDocuments.id, matterMessages.attachmentDocumentId))
        .leftJoin(
          matterDocumentVersions,
          and(
            eq(matterDocumentVersions.documentId, matterDocuments.id),
            eq(matterDocumentVersions.version, 1),
          ),
        )
        .where(eq(matterMessages.matterId, matterId))
        .orderBy(asc(matterMessages.position));
    },

    async insert(message: NewMessage): Promise<string> {
      const [row] = await db
        .insert(matterMessages)
        .values(message)
        .returning({ id: matterMessages.id });
      if (!row) throw new Error('Inserting a matter message returned no row.');
      return row.id;
    },
  };
}
