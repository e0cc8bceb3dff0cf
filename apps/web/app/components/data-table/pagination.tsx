import { PAGE_SIZES } from '@prakar/shared/list-query';
import { SelectField } from '#app/components/form-field/text-field.tsx';
import styles from './data-table.module.css';

/**
 * First, previous and next, then the page size. The buttons stay focusable at either end (marked
 * unavailable rather than disabled), so focus never drops to the page when the last page loads.
 */
export function Pagination({
  previousCursor,
  nextCursor,
  onPage,
  onFirst,
  pageSize,
  label,
  pageSizeId,
  pageSizeLabel,
  onPageSize,
}: {
  previousCursor: string | null;
  nextCursor: string | null;
  /** Another page, by its cursor; `step` is +1 for the next page and -1 for the previous one. */
  onPage: (cursor: string, step: 1 | -1) => void;
  onFirst: () => void;
  pageSize: number;
  /** The name of the page buttons' landmark, e.g. "Activity pages". */
  label: string;
  pageSizeId: string;
  pageSizeLabel: string;
  onPageSize: (pageSize: number) => void;
}) {
  const pageButton = (available: boolean, text: string, go: () => void) => (
    <button
      type="button"
      className={available ? styles.pageButton : styles.pageButtonUnavailable}
      aria-disabled={available ? undefined : true}
      onClick={() => {
        if (available) go();
      }}
    >
      {text}
    </button>
  );

  return (
    <div className={styles.pagination} data-print="hide">
      <nav aria-label={label} className={styles.pager}>
        {pageButton(previousCursor !== null, 'First page', onFirst)}
        {pageButton(previousCursor !== null, 'Previous page', () => {
          if (previousCursor) onPage(previousCursor, -1);
        })}
        {pageButton(nextCursor !== null, 'Next page', () => {
          if (nextCursor) onPage(nextCursor, 1);
        })}
      </nav>
      <div className={styles.pageSize}>
        <SelectField
          id={pageSizeId}
          label={pageSizeLabel}
          value={String(pageSize)}
          onChange={(event) => onPageSize(Number(event.target.value))}
          options={PAGE_SIZES.map((size) => ({ value: size, label: size }))}
        />
      </div>
    </div>
  );
}
