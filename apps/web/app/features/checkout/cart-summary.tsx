import type { CartLine } from '@prakar/shared/cart';
import { formatRupees } from '@prakar/shared/money';
import styles from '#app/components/commerce/price-table.module.css';
import table from '#app/components/data-table/data-table.module.css';
import { ScrollingTable } from '#app/components/data-table/scrolling-table.tsx';
import {
  Body,
  Cell,
  ColumnHeader,
  Foot,
  Head,
  Row,
  RowHeader,
} from '#app/components/data-table/stacked-table.tsx';
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
    <ScrollingTable
      captionId="checkout-cart-caption"
      caption="Your cart"
      className={styles.priceTable}
    >
      <Head>
        <Row>
          <ColumnHeader>Plan</ColumnHeader>
          <ColumnHeader className={styles.number}>Years</ColumnHeader>
          <ColumnHeader className={styles.number}>Amount</ColumnHeader>
        </Row>
      </Head>
      <Body>
        {lines.map((line) => (
          <Row key={line.productCode}>
            <RowHeader>
              {line.productName} {line.planName}
              <span className={table.secondary}>{planLimitLabel(line)}</span>
            </RowHeader>
            <Cell label="Years" className={styles.number}>
              {line.quantity}
            </Cell>
            <Cell label="Amount" className={styles.number}>
              {formatRupees(line.amountPaise)}
            </Cell>
          </Row>
        ))}
      </Body>
      <Foot>
        <Row className={styles.total}>
          <RowHeader colSpan={2}>Subtotal before GST</RowHeader>
          <Cell className={styles.number}>{formatRupees(subtotalPaise)}</Cell>
        </Row>
      </Foot>
    </ScrollingTable>
  );
}
