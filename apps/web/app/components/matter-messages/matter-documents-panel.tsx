import type { matterArchiveApi } from '@prakar/shared/api/matter-archive';
import type { matterDocumentsApi } from '@prakar/shared/api/matter-documents';
import { formatIndianDateTime } from '@prakar/shared/dates';
import { MATTER_DOCUMENT_KIND_LABELS, type MatterDocument } from '@prakar/shared/matter-documents';
import { LoadError } from '#app/components/content/load-error.tsx';
import { DownloadButton } from '#app/components/data-table/download-button.tsx';
import { call } from '#app/lib/api-client.ts';
import { useApiQuery } from '#app/lib/api-query.ts';
import { saveBlob } from '#app/lib/save-blob.ts';
import { DeletedNote } from './deleted-note';
import { fileSize } from './file-size';
import styles from './matter-messages.module.css';
import { type DocumentDownload, saveDocumentVersion } from './save-document';

export interface DocumentsEndpoints {
  list: typeof matterDocumentsApi.list | typeof matterDocumentsApi.staffList;
  download: DocumentDownload;
  zip: typeof matterArchiveApi.download | typeof matterArchiveApi.staffDownload;
}

function DocumentRow({
  id,
  document,
  download,
}: {
  id: string;
  document: MatterDocument;
  download: DocumentDownload;
}) {
  const latest = document.versions.at(-1);
  if (!latest) return null;
  const save = () =>
    saveDocumentVersion(download, { id, documentId: document.id, version: latest.version });
  return (
    <li className={styles.document}>
      <span className={styles.lines}>
        <span>{document.title}</span>
        <span className={styles.muted}>
          {MATTER_DOCUMENT_KIND_LABELS[document.what]}
          {document.versions.length > 1 ? `, version ${latest.version}` : ''},{' '}
          {formatIndianDateTime(latest.uploadedAt)}
        </span>
      </span>
      {document.deletedAt ? (
        <DeletedNote deletedAt={document.deletedAt} />
      ) : (
        <DownloadButton download={save}>
          Download<span className="visually-hidden"> {latest.filename}</span>
          <span className={styles.muted}> ({fileSize(latest.size)})</span>
        </DownloadButton>
      )}
    </li>
  );
}

/** Every document of a matter, newest version each, with all of them as one ZIP. */
export function MatterDocumentsPanel({
  id,
  number,
  endpoints,
}: {
  id: string;
  number: string;
  endpoints: DocumentsEndpoints;
}) {
  const read = useApiQuery(endpoints.list, { params: { id } });
  if (read.isPending) return <p role="status">Loading the documents…</p>;
  if (read.isError) {
    return (
      <LoadError message="We could not load the documents." onRetry={() => void read.refetch()} />
    );
  }
  const { documents } = read.data;
  if (documents.length === 0) return <p className={styles.muted}>No documents yet.</p>;
  const saveAll = async () => {
    const { blob, filename } = await call(endpoints.zip, { params: { id } });
    saveBlob(blob, filename);
  };
  return (
    <div className={styles.messages}>
      <ul className={styles.documents}>
        {documents.map((document) => (
          <DocumentRow
            key={document.id}
            id={id}
            document={document}
            download={endpoints.download}
          />
        ))}
      </ul>
      {documents.some((document) => !document.deletedAt) ? (
        <DownloadButton download={saveAll}>
          Download all as a ZIP<span className="visually-hidden"> of {number}</span>
        </DownloadButton>
      ) : null}
    </div>
  );
}
