import { DownloadButton } from '#app/components/data-table/download-button.tsx';
import { getFile } from '#app/lib/api-client.ts';
import { type AuditFilters, exportSearch } from './audit-filters';

/** Every event the filters match, as a spreadsheet; the server names the file after today. */
export function DownloadCsvButton({ filters }: { filters: AuditFilters }) {
  return (
    <DownloadButton
      download={() => getFile(`/Details/Audit/Export${exportSearch(filters)}`, 'audit-trail.csv')}
    >
      Download CSV
    </DownloadButton>
  );
}
