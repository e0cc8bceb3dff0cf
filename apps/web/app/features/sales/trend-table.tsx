import { monthLabel, type SalesMonth } from '@prakar/shared/sales';
import { ScrollingTable } from '#app/components/data-table/scrolling-table.tsx';
import {
  Body,
  Cell,
  ColumnHeader,
  Head,
  Row,
  RowHeader,
} from '#app/components/data-table/stacked-table.tsx';
import { formatCount } from '#app/lib/plural.ts';
import { AmountCell } from './amount-cell';
import styles from './sales.module.css';

/** The trend's numbers, month by month, oldest first: what the chart draws, to read. */
export function TrendTable({ months }: { months: readonly SalesMonth[] }) {
  return (
    <ScrollingTable caption="Sales in the last twelve months, as a table" className={styles.table}>
      <Head>
        <Row>
          <ColumnHeader>Month</ColumnHeader>
          <ColumnHeader>Invoices</ColumnHeader>
          <ColumnHeader>Credit notes</ColumnHeader>
          <ColumnHeader>Gross sales</ColumnHeader>
          <ColumnHeader>Refunds</ColumnHeader>
          <ColumnHeader>Net sales</ColumnHeader>
        </Row>
      </Head>
      <Body>
        {months.map((month) => (
          <Row key={month.month}>
            <RowHeader>{monthLabel(month.month)}</RowHeader>
            <Cell label="Invoices">{formatCount(month.invoices)}</Cell>
            <Cell label="Credit notes">{formatCount(month.creditNotes)}</Cell>
            <AmountCell label="Gross sales" paise={month.grossPaise} />
            <AmountCell label="Refunds" paise={month.refundedPaise} />
            <AmountCell label="Net sales" paise={month.netPaise} />
          </Row>
        ))}
      </Body>
    </ScrollingTable>
  );
}
