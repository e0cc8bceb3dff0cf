import { formatRupees } from '@prakar/shared/money';
import type { ReactNode } from 'react';
import * as Table from '#app/components/data-table/stacked-table.tsx';
import styles from './price-table.module.css';

/** A figure of a price table (a count or rupees), set to the right; `label` names it on a phone. */
export function FigureCell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Cell label={label} className={styles.number}>
      {children}
    </Table.Cell>
  );
}

/** A sum under a price table's lines: its name across the `span` columns before the amount. */
export function SumRow({
  label,
  span,
  paise,
  stressed,
}: {
  label: string;
  span: number;
  paise: number;
  /** The sum the reader is after (the total), set apart from the others. */
  stressed: boolean;
}) {
  return (
    <Table.Row className={stressed ? styles.total : undefined}>
      <Table.RowHeader colSpan={span}>{label}</Table.RowHeader>
      <Table.Cell className={styles.number}>{formatRupees(paise)}</Table.Cell>
    </Table.Row>
  );
}
