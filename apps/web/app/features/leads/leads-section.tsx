import { leadsApi } from '@prakar/shared/api/leads';
import table from '#app/components/data-table/data-table.module.css';
import { DownloadButton } from '#app/components/data-table/download-button.tsx';
import { listLoadErrorMessage } from '#app/components/data-table/list-load-error.ts';
import { pagedListState } from '#app/components/data-table/paged-list.ts';
import { PagedResults } from '#app/components/data-table/paged-results.tsx';
import { call } from '#app/lib/api-client.ts';
import { useApiQuery } from '#app/lib/api-query.ts';
import { saveBlob } from '#app/lib/save-blob.ts';
import { useQueryView } from '#app/lib/use-query-view.ts';
import styles from './leads.module.css';
import { LeadsFilters } from './leads-filters';
import { LeadsTable } from './leads-table';
import {
  exportQuery,
  noLeadsText,
  queryOfView,
  searchOfView,
  viewFromSearch,
  withFilters,
} from './leads-view';

/**
 * The firm's inbox: search and filters, one page of messages newest first, and a CSV of every
 * message the filters match. The address holds the whole view, so it can be shared and Back
 * goes to the last one.
 */
export function LeadsSection() {
  const { view, show } = useQueryView(viewFromSearch, searchOfView);
  const list = useApiQuery(leadsApi.list, { query: queryOfView(view) }, { keepPrevious: true });
  const { shown, loading, busy, failure } = pagedListState(list);

  return (
    <section aria-labelledby="leads-heading" className={table.listSection}>
      <div className={table.listHeading}>
        <h2 id="leads-heading">Inbox</h2>
        <DownloadButton
          download={async () => {
            const { blob, filename } = await call(leadsApi.export, { query: exportQuery(view) });
            saveBlob(blob, filename);
          }}
        >
          Download CSV
        </DownloadButton>
      </div>
      <p className={styles.note}>
        Times are in India Standard Time (IST). A message from the address of a customer’s user
        names their organisation.
      </p>
      <LeadsFilters filters={view} onChange={(filters) => show(withFilters(view, filters))} />
      <PagedResults
        view={view}
        page={shown && { ...shown, rows: shown.leads.length }}
        show={show}
        loading={loading}
        loadingText="Loading messages…"
        emptyText={noLeadsText(view)}
        error={
          failure ? listLoadErrorMessage(failure, 'We could not load the messages.') : undefined
        }
        onRetry={() => void list.refetch()}
        pagesLabel="Message pages"
        pageSizeId="leads-page-size"
        pageSizeLabel="Messages per page"
      >
        {shown && shown.leads.length > 0 ? <LeadsTable leads={shown.leads} busy={busy} /> : null}
      </PagedResults>
    </section>
  );
}
