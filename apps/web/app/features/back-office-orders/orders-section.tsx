import { backOfficeOrdersApi } from '@prakar/shared/api/back-office-orders';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import table from '#app/components/data-table/data-table.module.css';
import { DownloadButton } from '#app/components/data-table/download-button.tsx';
import { QueryResults } from '#app/components/data-table/query-results.tsx';
import { sortedBy } from '#app/components/data-table/sorting.ts';
import { SavedViews } from '#app/components/saved-views/saved-views.tsx';
import { call } from '#app/lib/api-client.ts';
import { useApiQuery } from '#app/lib/api-query.ts';
import { saveBlob } from '#app/lib/save-blob.ts';
import { useQueryView } from '#app/lib/use-query-view.ts';
import {
  exportQueryOfView,
  hasFilters,
  type OrderSearchFilters,
  queryOfView,
  readyViews,
  searchOfView,
  viewFromSearch,
} from './order-search-filters';
import { OrderSearchForm } from './order-search-form';
import styles from './orders.module.css';
import { OrdersTable } from './orders-table';

/**
 * Every organisation's orders for the firm's staff: the search and filters, a page of orders and
 * how many match, sorted by a column's header. The address holds the whole view. Beside the
 * heading, `actions` (sending a payment link, which another feature does) and the CSV of every
 * order the view finds.
 */
export function OrdersSection({ actions }: { actions?: ReactNode }) {
  const { view, show } = useQueryView(viewFromSearch, searchOfView);
  const orders = useApiQuery(
    backOfficeOrdersApi.list,
    { query: queryOfView(view) },
    { keepPrevious: true },
  );
  const apply = (filters: OrderSearchFilters) => show({ ...view, ...filters, cursor: '' });

  return (
    <section aria-labelledby="orders-heading" className={table.listSection}>
      <div className={table.listHeading}>
        <h2 id="orders-heading">Orders</h2>
        <SavedViews list="orders" ready={readyViews(view)} current={searchOfView(view)} />
        <div className={styles.headingActions}>
          {actions}
          <DownloadButton
            download={async () => {
              const query = exportQueryOfView(view);
              const { blob, filename } = await call(backOfficeOrdersApi.export, { query });
              saveBlob(blob, filename);
            }}
          >
            Download CSV
          </DownloadButton>
        </div>
      </div>
      <p className={styles.note}>Dates are in India Standard Time (IST); totals include GST.</p>
      {view.organisationId ? (
        <p className={styles.note}>
          One organisation’s orders.{' '}
          <Link to={{ search: searchOfView({ ...view, organisationId: '', cursor: '' }) }}>
            Show every organisation’s
          </Link>
        </p>
      ) : null}
      {view.refund === 'failed' ? (
        <p className={styles.note}>
          Orders with a failed refund. Open one to try its refund again or withdraw it.{' '}
          <Link to={{ search: searchOfView({ ...view, refund: '', cursor: '' }) }}>
            Show every order
          </Link>
        </p>
      ) : null}
      <OrderSearchForm filters={view} onApply={apply} />
      <QueryResults
        view={view}
        show={show}
        list={orders}
        rows="orders"
        emptyText={
          hasFilters(view) || view.organisationId || view.refund
            ? 'No orders match this search.'
            : 'No orders yet.'
        }
      >
        {(rows, busy) => (
          <OrdersTable
            orders={rows}
            busy={busy}
            sorting={view}
            onSort={(field) => show(sortedBy(view, field))}
          />
        )}
      </QueryResults>
    </section>
  );
}
