import { GST_RATE_PERCENT } from '@prakar/shared/gst';
import { stateName } from '@prakar/shared/indian-states';
import { formatRupees } from '@prakar/shared/money';
import type { PriceBreakdown } from '@prakar/shared/orders';
import table from '#app/components/data-table/data-table.module.css';
import { TableScroller } from '#app/components/data-table/table-scroller.tsx';
import styles from './price-table.module.css';

const half = GST_RATE_PERCENT / 2;

/**
 * What the server worked out for an order or a quote: each line, the subtotal, CGST and SGST for
 * a buyer in the seller's state or IGST otherwise, and the total. Nothing here is calculated.
 */
export function PriceBreakdownTable({
  breakdown,
  id,
  caption,
  busy = false,
}: {
  breakdown: PriceBreakdown;
  id: string;
  caption: string;
  busy?: boolean;
}) {
  const captionId = `${id}-caption`;
  const plansOnly = breakdown.lines.every((line) => line.planCode !== null);
  const taxes: [label: string, paise: number][] =
    breakdown.supply === 'intra-state'
      ? [
          [`CGST at ${half}%`, breakdown.cgstPaise],
          [`SGST at ${half}%`, breakdown.sgstPaise],
        ]
      : [[`IGST at ${GST_RATE_PERCENT}%`, breakdown.igstPaise]];

  return (
    <div className={styles.breakdown}>
      <TableScroller captionId={captionId} busy={busy} id={id}>
        <table className={`${table.table} ${styles.priceTable}`}>
          <caption id={captionId} className="visually-hidden">
            {caption}
          </caption>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col" className={styles.number}>
                {plansOnly ? 'Years' : 'Quantity'}
              </th>
              <th scope="col" className={styles.number}>
                {plansOnly ? 'Price a year' : 'Price'}
              </th>
              <th scope="col" className={styles.number}>
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {breakdown.lines.map((line) => (
              <tr key={`${line.planCode ?? ''}${line.description}`}>
                <th scope="row">{line.description}</th>
                <td className={styles.number}>{line.quantity}</td>
                <td className={styles.number}>{formatRupees(line.unitPricePaise)}</td>
                <td className={styles.number}>{formatRupees(line.amountPaise)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                Subtotal
              </th>
              <td className={styles.number}>{formatRupees(breakdown.subtotalPaise)}</td>
            </tr>
            {taxes.map(([label, paise]) => (
              <tr key={label}>
                <th scope="row" colSpan={3}>
                  {label}
                </th>
                <td className={styles.number}>{formatRupees(paise)}</td>
              </tr>
            ))}
            <tr className={styles.total}>
              <th scope="row" colSpan={3}>
                Total
              </th>
              <td className={styles.number}>{formatRupees(breakdown.totalPaise)}</td>
            </tr>
          </tfoot>
        </table>
      </TableScroller>
      <p className={styles.note}>
        Place of supply: {stateName(breakdown.placeOfSupply) ?? breakdown.placeOfSupply} (
        {breakdown.placeOfSupply}).
      </p>
    </div>
  );
}
