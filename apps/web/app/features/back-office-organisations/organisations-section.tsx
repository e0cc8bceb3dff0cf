import { backOfficeOrganisationsApi } from '@prakar/shared/api/back-office-organisations';
import table from '#app/components/data-table/data-table.module.css';
import { DownloadButton } from '#app/components/data-table/download-button.tsx';
import { QueryResults } from '#app/components/data-table/query-results.tsx';
import { SearchField } from '#app/components/data-table/search-field.tsx';
import { sortedBy } from '#app/components/data-table/sorting.ts';
import { SavedViews } from '#app/components/saved-views/saved-views.tsx';
import { call } from '#app/lib/api-client.ts';
import { useApiQuery } from '#app/lib/api-query.ts';
import { saveBlob } from '#app/lib/save-blob.ts';
import { useQueryView } from '#app/lib/use-query-view.ts';
import {
  exportQueryOfView,
  queryOfView,
  readyViews,
  searchOfView,
  viewFromSearch,
} from './organisation-view';
import styles from './organisations.module.css';
import { OrganisationsTable } from './organisations-table';

/**
 * Every customer organisation, searched as you type and sorted by a column's header, each opening
 * its own page; the views above it, and the CSV of every organisation the view finds.
 */
export function OrganisationsSection() {
  const { view, show } = useQueryView(viewFromSearch, searchOfView);
  const list = useApiQuery(
    backOfficeOrganisationsApi.list,
    { query: queryOfView(view) },
    { keepPrevious: true },
  );
  return (
    <section aria-labelledby="organisations-heading" className={table.listSection}>
      <div className={table.listHeading}>
        <h2 id="organisations-heading">Organisations</h2>
        <SavedViews list="organisations" ready={readyViews(view)} current={searchOfView(view)} />
        <DownloadButton
          download={async () => {
            const query = exportQueryOfView(view);
            const { blob, filename } = await call(backOfficeOrganisationsApi.export, { query });
            saveBlob(blob, filename);
          }}
        >
          Download CSV
        </DownloadButton>
      </div>
      <div className={styles.search}>
        <SearchField
          id="organisations-search"
          label="Search by name or GSTIN"
          value={view.search}
          onSearch={(search) => show({ ...view, search, cursor: '' })}
        />
      </div>
      <QueryResults
        view={view}
        show={show}
        list={list}
        rows="organisations"
        emptyText={view.search ? 'No organisation matches this search.' : 'No organisations yet.'}
      >
        {(rows, busy) => (
          <OrganisationsTable
            organisations={rows}
            busy={busy}
            sorting={view}
            onSort={(field) => show(sortedBy(view, field))}
          />
        )}
      </QueryResults>
    </section>
  );
}
