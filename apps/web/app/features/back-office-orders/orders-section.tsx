import { backOfficeOrdersApi } from '@prakar/shared/api/back-office-orders';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import table from '#app/components/data-table/data-table.module.css';
import { listLoadErrorMessage } from '#app/components/data-table/list-load-error.ts';
import { pagedListState } from '#app/components/data-table/paged-list.ts';
import { PagedResults } from '#app/components/data-table/paged-results.tsx';
import { useApiQuery } from '#app/lib/api-query.ts';
import { useQueryView } from '#app/lib/use-query-view.ts';
import {
  hasFilters,
  type OrderSearchFilters,
  queryOfView,
  searchOfView,
  viewFromSearch,
} from './order-search-filters';
import { OrderSearchForm } from './order-search-form';
import styles from './orders.module.css';
import { OrdersTable } from './orders-table';

/**
 * Every organisation's orders for the firm's staff: the search and filters, a page of orders and
 * how many match. The address holds the whole view. `actions` sit beside the heading (sending a
 * payment link, which another feature does).
 */
export function OrdersSection({ actions }: { actions?: ReactNode }) {
  const { view, show } = useQueryView(viewFromSearch, searchOfView);
  const orders = useApiQuery(
    backOfficeOrdersApi.list,
    { query: queryOfView(view) },
    { keepPrevious: true },
  );
  const { shown, loading, busy, failure } = pagedListState(orders);
  const apply = (filters: OrderSearchFilters) => show({ ...view, ...filters, cursor: '' });

  return (
    <section aria-labelledby="orders-heading" className={table.listSection}>
      <div className={table.listHeading}>
        <h2 id="orders-heading">Orders</h2>
        {actions ? <div className={styles.headingActions}>{actions}</div> : null}
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
      <PagedResults
        view={view}
        page={shown && { ...shown, rows: shown.orders.length }}
        show={show}
        loading={loading}
        loadingText="Loading orders…"
        emptyText={
          hasFilters(view) || view.organisationId || view.refund
            ? 'No orders match this search.'
            : 'No orders yet.'
        }
        error={failure ? listLoadErrorMessage(failure, 'We could not load the orders.') : undefined}
        onRetry={() => void orders.refetch()}
        pagesLabel="Orders pages"
        pageSizeId="back-office-orders-page-size"
        pageSizeLabel="Orders per page"
      >
        {shown && shown.orders.length > 0 ? (
          <OrdersTable orders={shown.orders} busy={busy} />
        ) : null}
      </PagedResults>
    </section>
  );
}
