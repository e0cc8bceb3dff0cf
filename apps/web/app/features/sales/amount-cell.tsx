import { formatRupees } from '@prakar/shared/money';
import { Cell } from '#app/components/data-table/stacked-table.tsx';
import styles from './sales.module.css';

/** An amount in its table column; a negative one (refunds beyond sales) is marked as well as signed. */
export function AmountCell({ label, paise }: { label: string; paise: number }) {
  return (
    <Cell
      label={label}
      className={paise < 0 ? `${styles.amount} ${styles.negative}` : styles.amount}
    >
      {formatRupees(paise)}
    </Cell>
  );
}
