import { GST_RATE_PERCENT } from '@prakar/shared/gst';
import { stateName } from '@prakar/shared/indian-states';
import { formatRupees } from '@prakar/shared/money';
import type { PriceBreakdown } from '@prakar/shared/orders';
import { ScrollingTable } from '#app/components/data-table/scrolling-table.tsx';
import * as Table from '#app/components/data-table/stacked-table.tsx';
import { FigureCell, SumRow } from './price-cells';
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
  const quantityLabel = plansOnly ? 'Years' : 'Quantity';
  const priceLabel = plansOnly ? 'Price a year' : 'Price';
  const taxes: [label: string, paise: number][] =
    breakdown.supply === 'intra-state'
      ? [
          [`CGST at ${half}%`, breakdown.cgstPaise],
          [`SGST at ${half}%`, breakdown.sgstPaise],
        ]
      : [[`IGST at ${GST_RATE_PERCENT}%`, breakdown.igstPaise]];
  const totals: [label: string, paise: number][] = [
    ['Subtotal', breakdown.subtotalPaise],
    ...taxes,
    ['Total', breakdown.totalPaise],
  ];

  return (
    <div className={styles.breakdown}>
      <ScrollingTable
        id={id}
        captionId={captionId}
        caption={caption}
        busy={busy}
        className={styles.priceTable}
      >
        <Table.Head>
          <Table.Row>
            <Table.ColumnHeader>Item</Table.ColumnHeader>
            <Table.ColumnHeader className={styles.number}>{quantityLabel}</Table.ColumnHeader>
            <Table.ColumnHeader className={styles.number}>{priceLabel}</Table.ColumnHeader>
            <Table.ColumnHeader className={styles.number}>Amount</Table.ColumnHeader>
          </Table.Row>
        </Table.Head>
        <Table.Body>
          {breakdown.lines.map((line) => (
            <Table.Row key={`${line.planCode ?? ''}${line.description}`}>
              <Table.RowHeader>{line.description}</Table.RowHeader>
              <FigureCell label={quantityLabel}>{line.quantity}</FigureCell>
              <FigureCell label={priceLabel}>{formatRupees(line.unitPricePaise)}</FigureCell>
              <FigureCell label="Amount">{formatRupees(line.amountPaise)}</FigureCell>
            </Table.Row>
          ))}
        </Table.Body>
        <Table.Foot>
          {totals.map(([label, paise]) => (
            <SumRow key={label} label={label} span={3} paise={paise} stressed={label === 'Total'} />
          ))}
        </Table.Foot>
      </ScrollingTable>
      <p className={styles.note}>
        Place of supply: {stateName(breakdown.placeOfSupply) ?? breakdown.placeOfSupply} (
        {breakdown.placeOfSupply}).
      </p>
    </div>
  );
}
