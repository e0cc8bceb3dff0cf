import { SHOWN_ORDER_STATUS_LABELS, shownOrderStatus } from '@prakar/shared/orders';
import table from '#app/components/data-table/data-table.module.css';
import styles from './order-status-badge.module.css';

/**
 * An order's status as a coloured label, the same in every list of orders; a paid order
 * refunded in full or in part says so.
 */
export function OrderStatusBadge({ order }: { order: Parameters<typeof shownOrderStatus>[0] }) {
  const status = shownOrderStatus(order);
  return (
    <span className={`${table.badge} ${styles[status]}`}>{SHOWN_ORDER_STATUS_LABELS[status]}</span>
  );
}
