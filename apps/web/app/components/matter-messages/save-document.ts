import type { matterDocumentsApi } from '@prakar/shared/api/matter-documents';
import { call } from '#app/lib/api-client.ts';
import { saveBlob } from '#app/lib/save-blob.ts';

/** Where the client or the firm's staff download a version of a matter's document. */
export type DocumentDownload =
  | typeof matterDocumentsApi.download
  | typeof matterDocumentsApi.staffDownload;

/** Downloads a version of a matter's document and saves it under the name the server gives. */
export async function saveDocumentVersion(
  download: DocumentDownload,
  params: { id: string; documentId: string; version: number },
) {
  const { blob, filename } = await call(download, { params });
  saveBlob(blob, filename);
}
