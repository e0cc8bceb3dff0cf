import { formatIndianDateTime } from '@prakar/shared/dates';
import { formatRupees } from '@prakar/shared/money';
import type { OrderRefunds } from '@prakar/shared/refunds';
import { PAYMENT_METHOD_LABELS } from '@prakar/shared/transactions';
import table from '#app/components/data-table/data-table.module.css';
import { ScrollingTable } from '#app/components/data-table/scrolling-table.tsx';
import * as Table from '#app/components/data-table/stacked-table.tsx';
import { RefundDialog } from './refund-form';
import styles from './refunds.module.css';

const STATUS_LABELS: Record<string, string> = {
  captured: 'Captured',
  refunded: 'Refunded',
  failed: 'Failed',
  authorized: 'Authorised',
  created: 'Started',
};

/** The order's payments, newest first, each with what is left to refund and Refund. */
export function PaymentsTable({
  order: { reference, payments, lines, wholeOrderRefundable },
}: {
  order: OrderRefunds;
}) {
  return (
    <ScrollingTable caption="Payments" className={styles.table}>
      <Table.HeaderRow
        labels={['Payment', 'Paid (IST)', 'Amount', 'Status', 'Refundable']}
        actions
      />
      <Table.Body>
        {payments.map((payment) => (
          <Table.Row key={payment.id}>
            <Table.RowHeader>
              {payment.id}
              <span className={table.secondary}>
                {PAYMENT_METHOD_LABELS[payment.method] ?? payment.method}
              </span>
            </Table.RowHeader>
            <Table.Cell label="Paid (IST)">
              <time dateTime={payment.createdAt}>{formatIndianDateTime(payment.createdAt)}</time>
            </Table.Cell>
            <Table.Cell label="Amount" className={styles.amount}>
              {formatRupees(payment.amountPaise)}
            </Table.Cell>
            <Table.Cell label="Status">
              {STATUS_LABELS[payment.status] ?? payment.status}
            </Table.Cell>
            <Table.Cell label="Refundable" className={styles.amount}>
              {formatRupees(payment.refundablePaise)}
            </Table.Cell>
            <Table.Cell wide>
              {payment.refundablePaise > 0 ? (
                <RefundDialog
                  reference={reference}
                  payment={payment}
                  lines={lines}
                  wholeOrderRefundable={wholeOrderRefundable}
                />
              ) : null}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </ScrollingTable>
  );
}
