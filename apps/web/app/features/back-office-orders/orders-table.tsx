import type { OrderSortField } from '@prakar/shared/back-office-orders';
import { formatIndianDate } from '@prakar/shared/dates';
import type { Sorting } from '@prakar/shared/list-query';
import { formatRupees } from '@prakar/shared/money';
import { recordPath } from '@prakar/shared/routes';
import type { Transaction } from '@prakar/shared/transactions';
import { Link } from 'react-router';
import { OrderStatusBadge } from '#app/components/commerce/order-status-badge.tsx';
import { ScrollingTable } from '#app/components/data-table/scrolling-table.tsx';
import { SortHeader } from '#app/components/data-table/sort-header.tsx';
import * as Table from '#app/components/data-table/stacked-table.tsx';
import styles from './orders.module.css';

/** The table's name says its order: "Orders, newest first", "Orders by total, largest first". */
function captionOf({ sort, order }: Sorting<OrderSortField>): string {
  if (sort === 'placed') return `Orders, ${order === 'desc' ? 'newest' : 'oldest'} first`;
  if (sort === 'amount')
    return `Orders by total, ${order === 'desc' ? 'largest' : 'smallest'} first`;
  return `Orders by status, ${order === 'asc' ? 'A to Z' : 'Z to A'}`;
}

/**
 * One row per order, its number a link to the order's screen; a card per order on a phone. A
 * payment link's payer stands where an organisation would. The date, total and status sort.
 */
export function OrdersTable({
  orders,
  busy,
  sorting,
  onSort,
}: {
  orders: readonly Transaction[];
  busy: boolean;
  sorting: Sorting<OrderSortField>;
  onSort: (field: OrderSortField) => void;
}) {
  const sortHeader = (field: OrderSortField, label: string) => (
    <SortHeader field={field} label={label} sorting={sorting} onSort={onSort} />
  );
  return (
    <ScrollingTable caption={captionOf(sorting)} busy={busy} className={styles.table}>
      <Table.Head>
        <Table.Row>
          <Table.ColumnHeader>Order</Table.ColumnHeader>
          {sortHeader('placed', 'Date (IST)')}
          <Table.ColumnHeader>Organisation or payer</Table.ColumnHeader>
          <Table.ColumnHeader>Description</Table.ColumnHeader>
          {sortHeader('amount', 'Total')}
          {sortHeader('status', 'Status')}
          <Table.ColumnHeader>Invoice</Table.ColumnHeader>
        </Table.Row>
      </Table.Head>
      <Table.Body>
        {orders.map((order) => (
          <Table.Row key={order.id}>
            <Table.RowHeader>
              <Link to={recordPath('back-office/orders', order.reference)}>{order.number}</Link>
            </Table.RowHeader>
            <Table.Cell label="Date (IST)" className={styles.oneLine}>
              <time dateTime={order.createdAt}>{formatIndianDate(order.createdAt)}</time>
            </Table.Cell>
            <Table.Cell label="Organisation or payer">
              {order.organisationName ?? `${order.buyerName}, payment link`}
            </Table.Cell>
            <Table.Cell label="Description" wide>
              {order.description}
            </Table.Cell>
            <Table.Cell label="Total" className={styles.oneLine}>
              {formatRupees(order.totalPaise)}
            </Table.Cell>
            <Table.Cell label="Status">
              <OrderStatusBadge order={order} />
            </Table.Cell>
            <Table.Cell label="Invoice" className={styles.oneLine}>
              {order.invoice?.number ?? '—'}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </ScrollingTable>
  );
}
