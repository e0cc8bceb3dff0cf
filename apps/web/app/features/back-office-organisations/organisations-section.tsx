import { backOfficeOrganisationsApi } from '@prakar/shared/api/back-office-organisations';
import { formatIndianDate } from '@prakar/shared/dates';
import { stateName } from '@prakar/shared/indian-states';
import { recordPath } from '@prakar/shared/routes';
import { Link } from 'react-router';
import table from '#app/components/data-table/data-table.module.css';
import { listLoadErrorMessage } from '#app/components/data-table/list-load-error.ts';
import { pagedListState } from '#app/components/data-table/paged-list.ts';
import { PagedResults } from '#app/components/data-table/paged-results.tsx';
import { ScrollingTable } from '#app/components/data-table/scrolling-table.tsx';
import { SearchField } from '#app/components/data-table/search-field.tsx';
import * as Table from '#app/components/data-table/stacked-table.tsx';
import { useApiQuery } from '#app/lib/api-query.ts';
import { useQueryView } from '#app/lib/use-query-view.ts';
import { queryOfView, searchOfView, viewFromSearch } from './organisation-view';
import styles from './organisations.module.css';

const place = (city: string | null, stateCode: string | null) =>
  [city, stateCode ? (stateName(stateCode) ?? stateCode) : null].filter(Boolean).join(', ') || '—';

/** Every customer organisation by name, searched as you type; each opens its own page. */
export function OrganisationsSection() {
  const { view, show } = useQueryView(viewFromSearch, searchOfView);
  const list = useApiQuery(
    backOfficeOrganisationsApi.list,
    { query: queryOfView(view) },
    { keepPrevious: true },
  );
  const { shown, loading, busy, failure } = pagedListState(list);
  return (
    <section aria-labelledby="organisations-heading" className={table.listSection}>
      <h2 id="organisations-heading">Organisations</h2>
      <div className={styles.search}>
        <SearchField
          id="organisations-search"
          label="Search by name or GSTIN"
          value={view.search}
          onSearch={(search) => show({ ...view, search, cursor: '' })}
        />
      </div>
      <PagedResults
        view={view}
        page={shown && { ...shown, rows: shown.organisations.length }}
        show={show}
        loading={loading}
        loadingText="Loading organisations…"
        emptyText={view.search ? 'No organisation matches this search.' : 'No organisations yet.'}
        error={
          failure
            ? listLoadErrorMessage(failure, 'We could not load the organisations.')
            : undefined
        }
        onRetry={() => void list.refetch()}
        pagesLabel="Organisations pages"
        pageSizeId="organisations-page-size"
        pageSizeLabel="Organisations per page"
      >
        {shown && shown.organisations.length > 0 ? (
          <ScrollingTable
            captionId="organisations-caption"
            caption="Organisations by name"
            busy={busy}
            className={styles.table}
          >
            <Table.Head>
              <Table.Row>
                <Table.ColumnHeader>Organisation</Table.ColumnHeader>
                <Table.ColumnHeader>GSTIN</Table.ColumnHeader>
                <Table.ColumnHeader>Place</Table.ColumnHeader>
                <Table.ColumnHeader>Users</Table.ColumnHeader>
                <Table.ColumnHeader>Customer since</Table.ColumnHeader>
              </Table.Row>
            </Table.Head>
            <Table.Body>
              {shown.organisations.map((organisation) => (
                <Table.Row key={organisation.id}>
                  <Table.RowHeader>
                    <Link to={recordPath('back-office/organisations', organisation.id)}>
                      {organisation.name}
                    </Link>
                  </Table.RowHeader>
                  <Table.Cell label="GSTIN">{organisation.gstin ?? '—'}</Table.Cell>
                  <Table.Cell label="Place">
                    {place(organisation.city, organisation.stateCode)}
                  </Table.Cell>
                  <Table.Cell label="Users">{organisation.userCount}</Table.Cell>
                  <Table.Cell label="Customer since">
                    {formatIndianDate(organisation.createdAt)}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </ScrollingTable>
        ) : null}
      </PagedResults>
    </section>
  );
}
