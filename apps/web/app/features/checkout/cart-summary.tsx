import type { CartLine } from '@prakar/shared/cart';
import { formatRupees } from '@prakar/shared/money';
import { planLimitLabel } from '@prakar/shared/plan-format';
import { FigureCell, SumRow } from '#app/components/commerce/price-cells.tsx';
import styles from '#app/components/commerce/price-table.module.css';
import table from '#app/components/data-table/data-table.module.css';
import { ScrollingTable } from '#app/components/data-table/scrolling-table.tsx';
import * as Table from '#app/components/data-table/stacked-table.tsx';

/** The cart at a glance, before GST: what a visitor is about to sign in to buy. */
export function CartSummary({
  lines,
  subtotalPaise,
}: {
  lines: readonly CartLine[];
  subtotalPaise: number;
}) {
  return (
    <ScrollingTable caption="Your cart" className={styles.priceTable}>
      <Table.Head>
        <Table.Row>
          <Table.ColumnHeader>Plan</Table.ColumnHeader>
          <Table.ColumnHeader className={styles.number}>Years</Table.ColumnHeader>
          <Table.ColumnHeader className={styles.number}>Amount</Table.ColumnHeader>
        </Table.Row>
      </Table.Head>
      <Table.Body>
        {lines.map((line) => (
          <Table.Row key={line.productCode}>
            <Table.RowHeader>
              <span className="unbroken">{line.productName}</span> {line.planName}
              <span className={table.secondary}>{planLimitLabel(line)}</span>
            </Table.RowHeader>
            <FigureCell label="Years">{line.quantity}</FigureCell>
            <FigureCell label="Amount">{formatRupees(line.amountPaise)}</FigureCell>
          </Table.Row>
        ))}
      </Table.Body>
      <Table.Foot>
        <SumRow label="Subtotal before GST" span={2} paise={subtotalPaise} stressed />
      </Table.Foot>
    </ScrollingTable>
  );
}
