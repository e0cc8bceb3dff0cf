import type { DownloadedFile } from '@prakar/shared/api/endpoint';
import { formatIndianDateTime } from '@prakar/shared/dates';
import type { MatterDocument, MatterDocumentVersion } from '@prakar/shared/matter-documents';
import type { ReactNode } from 'react';
import { DownloadButton } from '#app/components/data-table/download-button.tsx';
import { DeletedNote } from '#app/components/matter-messages/deleted-note.tsx';
import { saveBlob } from '#app/lib/save-blob.ts';
import styles from './papers.module.css';

/** A version's file, fetched through the matter's download endpoint of the reader's side. */
export type DownloadVersion = (documentId: string, version: number) => Promise<DownloadedFile>;

/**
 * A document's versions, oldest first: each with who uploaded it and when (IST) and a button to
 * download it (which the server records), or once the retention period deleted the files, the
 * day they went; `after` adds a line of its own to a version.
 */
export function PaperVersions({
  document: { id: documentId, deletedAt, versions },
  download,
  after,
}: {
  document: Pick<MatterDocument, 'id' | 'deletedAt' | 'versions'>;
  download: DownloadVersion;
  after?: (version: MatterDocumentVersion) => ReactNode;
}) {
  if (versions.length === 0) return null;
  return (
    <ul className={styles.versions}>
      {versions.map((version) => (
        <li key={version.version} className={styles.version}>
          <span>
            Version {version.version}: {version.filename}, from{' '}
            {version.uploadedBy?.name || version.uploadedBy?.email || 'a former user'},{' '}
            {formatIndianDateTime(version.uploadedAt)}
          </span>
          {deletedAt ? (
            <DeletedNote deletedAt={deletedAt} />
          ) : (
            <DownloadButton
              download={async () => {
                const { blob, filename } = await download(documentId, version.version);
                saveBlob(blob, filename);
              }}
            >
              Download
              <span className="visually-hidden">
                {' '}
                version {version.version}, {version.filename}
              </span>
            </DownloadButton>
          )}
          {after?.(version)}
        </li>
      ))}
    </ul>
  );
}
