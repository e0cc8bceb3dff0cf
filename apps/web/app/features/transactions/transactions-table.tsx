import { formatIndianDate } from '@prakar/shared/dates';
import { formatRupees } from '@prakar/shared/money';
import { isOrderOpen } from '@prakar/shared/orders';
import type { Transaction } from '@prakar/shared/transactions';
import { Link } from 'react-router';
import { CancelOrderButton } from '#app/components/commerce/cancel-order.tsx';
import { InvoiceDownloadButton } from '#app/components/commerce/invoice-download-button.tsx';
import { OrderStatusBadge } from '#app/components/commerce/order-status-badge.tsx';
import table from '#app/components/data-table/data-table.module.css';
import { ScrollingTable } from '#app/components/data-table/scrolling-table.tsx';
import * as Table from '#app/components/data-table/stacked-table.tsx';
import { OrderRefunds } from './order-refunds';
import { paymentSummary } from './payment-summary';
import styles from './transactions.module.css';

/** The invoice's number, and its PDF as the server renders it. */
function Invoice({ invoice }: { invoice: Transaction['invoice'] }) {
  if (!invoice) return <>—</>;
  return (
    <div className={styles.invoice}>
      <span className="unbroken">{invoice.number}</span>
      <InvoiceDownloadButton invoice={invoice} className={table.rowButton} />
    </div>
  );
}

/** An order from the cart still waiting: until when, and Pay (the same order) or Cancel. */
function OpenOrderActions({ order }: { order: Transaction }) {
  return (
    <div className={styles.openOrder}>
      {order.payBy ? (
        <span className={table.secondary}>
          Pay by <time dateTime={order.payBy}>{formatIndianDate(order.payBy)}</time>
        </span>
      ) : null}
      <div className={styles.orderActions}>
        <Link className={table.rowButton} to={`/paynow?order=${encodeURIComponent(order.id)}`}>
          Pay<span className="visually-hidden"> order {order.number}</span>
        </Link>
        <CancelOrderButton order={order} className={table.rowButton} />
      </div>
    </div>
  );
}

/**
 * One row per order, newest first, its number as the row's header. Platform administrators, who
 * see every organisation, also get who each order is for (a payment link's payer has none).
 * Buyers (`canPay`) can pay or cancel their organisation's unpaid orders from the cart.
 */
export function TransactionsTable({
  transactions,
  busy,
  showOrganisation,
  canPay,
}: {
  transactions: readonly Transaction[];
  busy: boolean;
  showOrganisation: boolean;
  canPay: boolean;
}) {
  return (
    <ScrollingTable caption="Orders, newest first" busy={busy} className={styles.table}>
      <Table.HeaderRow
        labels={[
          'Order',
          'Date (IST)',
          showOrganisation && 'Organisation',
          'Description',
          'Amount',
          'Status',
          'Payment',
          'Invoice',
          'Refunds',
        ]}
      />
      <Table.Body>
        {transactions.map((order) => (
          <Table.Row key={order.id}>
            <Table.RowHeader>{order.number}</Table.RowHeader>
            <Table.Cell label="Date (IST)">
              <time dateTime={order.createdAt}>{formatIndianDate(order.createdAt)}</time>
            </Table.Cell>
            {showOrganisation ? (
              <Table.Cell label="Organisation">
                {order.organisationName ?? order.buyerName}
              </Table.Cell>
            ) : null}
            <Table.Cell label="Description" wide className={styles.description}>
              {order.description}
            </Table.Cell>
            <Table.Cell label="Amount" className={styles.amount}>
              {formatRupees(order.totalPaise)}
              <span className={table.secondary}>incl. GST {formatRupees(order.taxPaise)}</span>
            </Table.Cell>
            <Table.Cell label="Status">
              <OrderStatusBadge order={order} />
              {canPay && order.kind === 'subscription' && isOrderOpen(order.status) ? (
                <OpenOrderActions order={order} />
              ) : null}
            </Table.Cell>
            <Table.Cell label="Payment">{paymentSummary(order.payments)}</Table.Cell>
            <Table.Cell label="Invoice">
              <Invoice invoice={order.invoice} />
            </Table.Cell>
            <Table.Cell label="Refunds">
              <OrderRefunds refunds={order.refunds} />
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </ScrollingTable>
  );
}
