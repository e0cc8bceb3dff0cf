import { ERROR_CODES } from '@prakar/shared/api-error';
import { formatIndianDate } from '@prakar/shared/dates';
import type { MatterDocument, MatterDocumentList } from '@prakar/shared/matter-documents';
import type { Database } from '#src/db/client.ts';
import { HttpError, notFound } from '#src/http-error.ts';
import { type RequestOrigin, recordAudit } from '#src/modules/audit/audit-log.ts';
import type { CurrentUser } from '#src/modules/sessions/sessions-service.ts';
import { createMatterDocumentsRepository } from './matter-documents-repository.ts';
import { matterReadEntry, readableMatter } from './matter-visibility.ts';

export const VERSION_NOT_FOUND_MESSAGE = 'We could not find that version of the document.';

/** 410: the record is kept, its file deleted for good by the firm's retention period. */
export const documentDeleted = (deletedAt: Date) => {
  const message = `This document was deleted on ${formatIndianDate(deletedAt.toISOString())} after the firm’s retention period; only its record is kept.`;
  return new HttpError(410, ERROR_CODES.gone, message);
};

type VersionRow = Awaited<
  ReturnType<ReturnType<typeof createMatterDocumentsRepository>['versions']>
>[number];

/** The matter's documents by id, from its versions' rows, in their order. */
export function documentsOf(rows: VersionRow[]): Map<string, MatterDocument> {
  const documents = new Map<string, MatterDocument>();
  for (const row of rows) {
    const document = documents.get(row.documentId) ?? {
      id: row.documentId,
      what: row.what,
      title: row.title,
      createdAt: row.createdAt.toISOString(),
      deletedAt: row.deletedAt?.toISOString() ?? null,
      versions: [],
    };
    document.versions.push({
      version: row.version,
      filename: row.filename,
      contentType: row.contentType,
      size: row.size,
      uploadedBy:
        row.uploaderEmail === null
          ? null
          : { name: row.uploaderName ?? '', email: row.uploaderEmail },
      uploadedAt: row.uploadedAt.toISOString(),
    });
    documents.set(row.documentId, document);
  }
  return documents;
}

/** Which version of which of a matter's documents. */
export interface VersionAddress {
  id: string;
  documentId: string;
  version: number;
}

/**
 * A matter's documents with their versions, and each version's file: for the matter's own
 * organisation (another organisation's matter is not found, as if it did not exist) and for the
 * firm's staff. Every reading of the list (one event, not one per document) and every download is
 * in the trail against the matter; a client's in their organisation's trail too.
 */
export function createMatterDocuments(deps: { db: Database; now: () => Date }) {
  const repository = createMatterDocumentsRepository(deps.db);

  async function list(
    current: CurrentUser,
    matterId: string,
    origin: RequestOrigin,
    asStaff: boolean,
  ): Promise<MatterDocumentList> {
    const matter = await readableMatter(deps.db, current, matterId, asStaff);
    const documents = [...documentsOf(await repository.versions(matterId)).values()];
    const reading = { current, asStaff, matterId, matter };
    await recordAudit(
      deps.db,
      deps.now(),
      origin,
      matterReadEntry('matter_documents_viewed', reading, { count: documents.length }),
    );
    return { documents };
  }

  async function download(
    current: CurrentUser,
    { id, documentId, version }: VersionAddress,
    origin: RequestOrigin,
    asStaff: boolean,
  ) {
    const matter = await readableMatter(deps.db, current, id, asStaff);
    const file = await repository.file(id, documentId, version);
    if (!file) throw notFound(VERSION_NOT_FOUND_MESSAGE);
    if (file.deletedAt) throw documentDeleted(file.deletedAt);
    const reading = { current, asStaff, matterId: id, matter };
    await recordAudit(
      deps.db,
      deps.now(),
      origin,
      matterReadEntry('matter_document_downloaded', reading, { version, filename: file.filename }),
    );
    return file;
  }

  return { list, download };
}

export type MatterDocuments = ReturnType<typeof createMatterDocuments>;
