import { paymentsApi } from '@prakar/shared/api/payments';
import { transactionsApi } from '@prakar/shared/api/transactions';
import { STAFF_PERMISSION } from '@prakar/shared/permissions';
import { ProductPlanLinks } from '#app/components/commerce/product-plan-links.tsx';
import table from '#app/components/data-table/data-table.module.css';
import { DownloadButton } from '#app/components/data-table/download-button.tsx';
import { listLoadErrorMessage } from '#app/components/data-table/list-load-error.ts';
import { pagedListState } from '#app/components/data-table/paged-list.ts';
import { PagedResults } from '#app/components/data-table/paged-results.tsx';
import { call } from '#app/lib/api-client.ts';
import { useApiQuery } from '#app/lib/api-query.ts';
import { saveBlob } from '#app/lib/save-blob.ts';
import { useCurrentUser } from '#app/lib/session/use-current-user.ts';
import { useQueryView } from '#app/lib/use-query-view.ts';
import { userHasPermission } from '#app/lib/user-permissions.ts';
import { PaymentLinkDialog } from './payment-link-dialog';
import { TransactionFilterForm } from './transaction-filter-form';
import {
  exportBody,
  hasFilters,
  queryOfView,
  searchOfView,
  type TransactionFilters,
  viewFromSearch,
} from './transaction-filters';
import styles from './transactions.module.css';
import { TransactionsTable } from './transactions-table';

/**
 * The organisation's orders: filters, one page of orders with their payments and invoices, and a
 * CSV of everything that matches. The address holds the whole view, so it can be shared and Back
 * goes to the last one. Platform administrators see every organisation's orders (and payment
 * links' payers), can narrow them to one, and send payment links for advisory fees.
 */
export function TransactionsSection() {
  const { view, show } = useQueryView(viewFromSearch, searchOfView);
  const user = useCurrentUser();
  const platformAdmin = user ? userHasPermission(user, STAFF_PERMISSION) : false;
  const orders = useApiQuery(
    transactionsApi.list,
    { query: queryOfView(view) },
    { keepPrevious: true },
  );
  const { shown, loading, busy, failure } = pagedListState(orders);

  const applyFilters = (filters: TransactionFilters) => show({ ...view, ...filters, cursor: '' });
  const downloadCsv = async () => {
    const { blob, filename } = await call(transactionsApi.exportCsv, { body: exportBody(view) });
    saveBlob(blob, filename);
  };
  const filtered = hasFilters(view);

  return (
    <section aria-labelledby="orders-heading" className={table.listSection}>
      <div className={table.listHeading}>
        <h2 id="orders-heading">Orders</h2>
        <div className={styles.headingActions}>
          <DownloadButton download={downloadCsv}>Download CSV</DownloadButton>
          {platformAdmin ? <PaymentLinkDialog /> : null}
        </div>
      </div>
      <p className={styles.note}>
        {platformAdmin
          ? 'Every organisation’s orders and the payment links sent for advisory fees.'
          : 'Your organisation’s orders.'}{' '}
        Dates are in India Standard Time (IST); amounts include GST.
      </p>
      <TransactionFilterForm
        filters={view}
        showOrganisation={platformAdmin}
        onApply={applyFilters}
      />
      <PagedResults
        view={view}
        page={shown && { ...shown, rows: shown.transactions.length }}
        show={show}
        loading={loading}
        loadingText="Loading orders…"
        emptyText={filtered ? 'No orders match these filters.' : 'No orders yet.'}
        error={failure ? listLoadErrorMessage(failure, 'We could not load the orders.') : undefined}
        onRetry={() => void orders.refetch()}
        pagesLabel="Orders pages"
        pageSizeId="orders-page-size"
        pageSizeLabel="Orders per page"
      >
        {/* Only with nothing to show, so never beside the error. */}
        {!loading && shown?.total === 0 && !filtered ? (
          <p className={styles.emptyHelp}>
            Orders and their GST invoices appear here once bought. See the plans of{' '}
            <ProductPlanLinks />.
          </p>
        ) : null}
        {shown && shown.transactions.length > 0 ? (
          <TransactionsTable
            transactions={shown.transactions}
            busy={busy}
            showOrganisation={platformAdmin}
            canPay={
              !platformAdmin &&
              user !== null &&
              userHasPermission(user, paymentsApi.start.permission)
            }
          />
        ) : null}
      </PagedResults>
    </section>
  );
}
