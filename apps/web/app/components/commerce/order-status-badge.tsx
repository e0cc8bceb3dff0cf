import { ORDER_STATUS_LABELS, type OrderStatus } from '@prakar/shared/orders';
import table from '#app/components/data-table/data-table.module.css';
import styles from './order-status-badge.module.css';

/** An order's status as a coloured label, the same in every list of orders. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <span className={`${table.badge} ${styles[status]}`}>{ORDER_STATUS_LABELS[status]}</span>;
}
