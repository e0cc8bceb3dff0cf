import { ColumnHeader } from '#app/components/data-table/stacked-table.tsx';
import type { SortOrder, UserSortField } from '#app/components/user-list/user-list-view.ts';
import styles from './users.module.css';

/**
 * A column header that sorts the list: a button inside the header cell, with `aria-sort` on the
 * cell saying how the list is sorted now.
 */
export function SortHeader({
  field,
  label,
  sort,
  order,
  onSort,
}: {
  field: UserSortField;
  label: string;
  sort: UserSortField;
  order: SortOrder;
  onSort: (field: UserSortField) => void;
}) {
  const active = sort === field;
  const arrow = active ? (order === 'asc' ? '▲' : '▼') : '↕';
  return (
    <ColumnHeader aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : undefined}>
      <button type="button" className={styles.sortButton} onClick={() => onSort(field)}>
        {label}
        <span aria-hidden="true" className={active ? styles.sortActive : styles.sortIdle}>
          {arrow}
        </span>
      </button>
    </ColumnHeader>
  );
}
