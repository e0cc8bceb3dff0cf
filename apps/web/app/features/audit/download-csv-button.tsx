import { useState } from 'react';
import { showServiceError } from '../../components/toasts/notify';
import buttons from '../../components/ui/button.module.css';
import { getFile } from '../../lib/api-client';
import { type AuditFilters, exportSearch } from './audit-filters';

/** Every event the filters match, as a spreadsheet; the server names the file after today. */
export function DownloadCsvButton({ filters }: { filters: AuditFilters }) {
  const [busy, setBusy] = useState(false);

  const download = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await getFile(`/Details/Audit/Export${exportSearch(filters)}`, 'audit-trail.csv');
    } catch (error) {
      showServiceError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className={buttons.secondary}
      // Not `disabled`: a disabled button drops keyboard focus to the page.
      aria-disabled={busy || undefined}
      onClick={() => void download()}
    >
      Download CSV
    </button>
  );
}
