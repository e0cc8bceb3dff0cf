import { formatRupees } from '@prakar/shared/money';
import type { DocumentAmounts, SalesDashboard } from '@prakar/shared/sales';
import { ScrollingTable } from '#app/components/data-table/scrolling-table.tsx';
import * as Table from '#app/components/data-table/stacked-table.tsx';
import { countOf, formatCount } from '#app/lib/plural.ts';
import { AmountCell } from './amount-cell';
import styles from './sales.module.css';

const HEADS: readonly [keyof DocumentAmounts, string][] = [
  ['taxablePaise', 'Taxable value'],
  ['cgstPaise', 'CGST'],
  ['sgstPaise', 'SGST'],
  ['igstPaise', 'IGST'],
  ['totalPaise', 'Total with GST'],
];

/**
 * The period's headline figures, then gross sales (its invoices), refunds (its credit notes) and
 * net sales, head by head as the documents split the tax.
 */
export function NetSales({ dashboard }: { dashboard: SalesDashboard }) {
  const { gross, refunds, net, unpaid } = dashboard;
  const figures = [
    {
      term: 'Net sales before GST',
      value: net.taxablePaise,
      shown: formatRupees(net.taxablePaise),
    },
    { term: 'Invoices issued', value: gross.documents, shown: formatCount(gross.documents) },
    {
      term: 'Credit notes issued',
      value: refunds.documents,
      shown: formatCount(refunds.documents),
    },
    {
      term: 'Unpaid orders',
      value: unpaid.count,
      shown: `${formatCount(unpaid.count)}, ${formatRupees(unpaid.totalPaise)}`,
    },
  ];
  const rows: [string, string, DocumentAmounts][] = [
    ['Gross sales', countOf(gross.documents, 'invoice', 'invoices'), gross],
    ['Refunds', countOf(refunds.documents, 'credit note', 'credit notes'), refunds],
    ['Net sales', 'gross less refunds', net],
  ];
  return (
    <>
      <dl className={styles.figures}>
        {figures.map(({ term, value, shown }) => (
          <div key={term} className={styles.figure}>
            <dt>{term}</dt>
            <dd className={value < 0 ? styles.negative : undefined}>{shown}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.chart}>
        <h3 className={styles.chartTitle}>Gross sales, refunds and net sales</h3>
        <ScrollingTable caption="Gross sales, refunds and net sales" className={styles.table}>
          <Table.Head>
            <Table.Row>
              <Table.ColumnHeader>Sales</Table.ColumnHeader>
              {HEADS.map(([, label]) => (
                <Table.ColumnHeader key={label}>{label}</Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Head>
          <Table.Body>
            {rows.map(([label, documents, amounts]) => (
              <Table.Row key={label}>
                <Table.RowHeader>
                  {label} <span className={styles.documents}>({documents})</span>
                </Table.RowHeader>
                {HEADS.map(([head, column]) => (
                  <AmountCell key={head} label={column} paise={amounts[head]} />
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </ScrollingTable>
      </div>
    </>
  );
}
