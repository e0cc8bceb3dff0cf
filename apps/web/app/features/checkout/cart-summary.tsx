import type { CartLine } from '@prakar/shared/cart';
import { formatRupees } from '@prakar/shared/money';
import styles from '#app/components/commerce/price-table.module.css';
import table from '#app/components/data-table/data-table.module.css';
import { TableScroller } from '#app/components/data-table/table-scroller.tsx';
import { planLimitLabel } from '#app/lib/plan-format.ts';

/** The cart at a glance, before GST: what a visitor is about to sign in to buy. */
export function CartSummary({
  lines,
  subtotalPaise,
}: {
  lines: readonly CartLine[];
  subtotalPaise: number;
}) {
  return (
    <TableScroller captionId="checkout-cart-caption" busy={false}>
      <table className={`${table.table} ${styles.priceTable}`}>
        <caption id="checkout-cart-caption" className="visually-hidden">
          Your cart
        </caption>
        <thead>
          <tr>
            <th scope="col">Plan</th>
            <th scope="col" className={styles.number}>
              Years
            </th>
            <th scope="col" className={styles.number}>
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.productCode}>
              <th scope="row">
                {line.productName} {line.planName}
                <span className={table.secondary}>{planLimitLabel(line)}</span>
              </th>
              <td className={styles.number}>{line.quantity}</td>
              <td className={styles.number}>{formatRupees(line.amountPaise)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className={styles.total}>
            <th scope="row" colSpan={2}>
              Subtotal before GST
            </th>
            <td className={styles.number}>{formatRupees(subtotalPaise)}</td>
          </tr>
        </tfoot>
      </table>
    </TableScroller>
  );
}
