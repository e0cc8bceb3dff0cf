import { auditApi } from '@prakar/shared/api/audit';
import { DownloadButton } from '#app/components/data-table/download-button.tsx';
import { call } from '#app/lib/api-client.ts';
import { saveBlob } from '#app/lib/save-blob.ts';
import { type AuditFilters, exportQuery } from './audit-filters';

/** Every event the filters match, as a spreadsheet; the server names the file after today. */
export function DownloadCsvButton({ filters }: { filters: AuditFilters }) {
  return (
    <DownloadButton
      download={async () => {
        const { blob, filename } = await call(auditApi.export, { query: exportQuery(filters) });
        saveBlob(blob, filename);
      }}
    >
      Download CSV
    </DownloadButton>
  );
}
