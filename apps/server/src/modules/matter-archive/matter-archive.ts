import { Readable } from 'node:stream';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { ZipFile } from 'yazl';
import type { Database } from '#src/db/client.ts';
import { matterDocuments, matterDocumentVersions } from '#src/db/schema.ts';
import { type RequestOrigin, recordAudit } from '#src/modules/audit/audit-log.ts';
import { matterReadEntry, readableMatter } from '#src/modules/matters/matter-visibility.ts';
import type { CurrentUser } from '#src/modules/sessions/sessions-service.ts';
import { uniqueNames } from './unique-names.ts';

export interface MatterArchiveFile {
  filename: string;
  stream: NodeJS.ReadableStream;
}

/**
 * Every document of a matter still kept, as one ZIP (docs/decisions/0086): each document's latest
 * version under its stored name, names made unique. Only the list is read up front; each file's
 * bytes are read from the database when the archive reaches it, so one file at a time is held.
 * For the matter's organisation (another's is not found) and the firm's staff; audited.
 */
export function createMatterArchive(deps: { db: Database; now: () => Date }) {
  const { db } = deps;

  async function latestVersions(matterId: string) {
    const rows = await db
      .select({
        documentId: matterDocuments.id,
        versionId: matterDocumentVersions.id,
        filename: matterDocumentVersions.storedName,
        uploadedAt: matterDocumentVersions.uploadedAt,
      })
      .from(matterDocuments)
      .innerJoin(matterDocumentVersions, eq(matterDocumentVersions.documentId, matterDocuments.id))
      .where(and(eq(matterDocuments.matterId, matterId), isNull(matterDocuments.deletedAt)))
      .orderBy(
        asc(matterDocuments.createdAt),
        asc(matterDocuments.id),
        desc(matterDocumentVersions.version),
      );
    return rows.filter((row, at) => rows[at - 1]?.documentId !== row.documentId);
  }

  async function bytesOf(versionId: string): Promise<Buffer> {
    const [row] = await db
      .select({ bytes: matterDocumentVersions.bytes })
      .from(matterDocumentVersions)
      .where(eq(matterDocumentVersions.id, versionId));
    if (!row) throw new Error('A matter document’s version went away while it was being zipped.');
    return row.bytes;
  }

  async function archive(
    current: CurrentUser,
    matterId: string,
    origin: RequestOrigin,
    asStaff: boolean,
  ): Promise<MatterArchiveFile> {
    const matter = await readableMatter(db, current, matterId, asStaff);
    const versions = await latestVersions(matterId);
    const reading = { current, asStaff, matterId, matter };
    await recordAudit(
      db,
      deps.now(),
      origin,
      matterReadEntry('matter_documents_zipped', reading, { count: versions.length }),
    );
    const zip = new ZipFile();
    const names = uniqueNames(versions.map((version) => version.filename));
    versions.forEach((version, at) => {
      zip.addReadStreamLazy(
        names[at] ?? version.filename,
        { mtime: version.uploadedAt },
        (done) => {
          bytesOf(version.versionId).then(
            (bytes) => done(null, Readable.from([bytes])),
            (error: unknown) => done(error as Error, Readable.from([])),
          );
        },
      );
    });
    zip.on('error', (error: Error) => zip.outputStream.emit('error', error));
    zip.end();
    return { filename: `${matter.number} documents.zip`, stream: zip.outputStream };
  }

  return { zip: archive };
}

export type MatterArchive = ReturnType<typeof createMatterArchive>;
