import { monthLabel, type SalesMonth } from '@prakar/shared/sales';
import { ScrollingTable } from '#app/components/data-table/scrolling-table.tsx';
import * as Table from '#app/components/data-table/stacked-table.tsx';
import { formatCount } from '#app/lib/plural.ts';
import { AmountCell } from './amount-cell';
import styles from './sales.module.css';

/** The trend's numbers, month by month, oldest first: what the chart draws, to read. */
export function TrendTable({ months }: { months: readonly SalesMonth[] }) {
  return (
    <ScrollingTable caption="Sales in the last twelve months, as a table" className={styles.table}>
      <Table.HeaderRow
        labels={['Month', 'Invoices', 'Credit notes', 'Gross sales', 'Refunds', 'Net sales']}
      />
      <Table.Body>
        {months.map((month) => (
          <Table.Row key={month.month}>
            <Table.RowHeader>{monthLabel(month.month)}</Table.RowHeader>
            <Table.Cell label="Invoices">{formatCount(month.invoices)}</Table.Cell>
            <Table.Cell label="Credit notes">{formatCount(month.creditNotes)}</Table.Cell>
            <AmountCell label="Gross sales" paise={month.grossPaise} />
            <AmountCell label="Refunds" paise={month.refundedPaise} />
            <AmountCell label="Net sales" paise={month.netPaise} />
          </Table.Row>
        ))}
      </Table.Body>
    </ScrollingTable>
  );
}
