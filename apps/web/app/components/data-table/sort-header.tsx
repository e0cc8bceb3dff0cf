import type { Sorting } from '@prakar/shared/list-query';
import styles from './sort-header.module.css';
import { ColumnHeader } from './stacked-table.tsx';

/**
 * A column header that sorts the list: a button inside the header cell, with `aria-sort` on the
 * cell saying how the list is sorted now. On a phone, where rows are cards, the header row stays
 * on screen as a row of these buttons (stacked-table.module.css).
 */
export function SortHeader<Field extends string>({
  field,
  label,
  sorting,
  onSort,
  className,
}: {
  field: Field;
  label: string;
  sorting: Sorting<Field>;
  onSort: (field: Field) => void;
  className?: string | undefined;
}) {
  const active = sorting.sort === field;
  const ascending = sorting.order === 'asc';
  const arrow = active ? (ascending ? '▲' : '▼') : '↕';
  return (
    <ColumnHeader
      className={className}
      aria-sort={active ? (ascending ? 'ascending' : 'descending') : undefined}
    >
      <button type="button" className={styles.sortButton} onClick={() => onSort(field)}>
        {label}
        <span aria-hidden="true" className={active ? styles.sortActive : styles.sortIdle}>
          {arrow}
        </span>
      </button>
    </ColumnHeader>
  );
}
