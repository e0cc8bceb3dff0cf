import { PAGE_SIZES } from '@prakar/shared/list-query';
import { SelectField } from '#app/components/form-field/text-field.tsx';
import styles from './data-table.module.css';

/**
 * Previous and next, then the page size. The buttons stay focusable at either end (marked
 * unavailable rather than disabled), so focus never drops to the page when the last page loads.
 */
export function Pagination({
  previousCursor,
  nextCursor,
  onPage,
  pageSize,
  label,
  pageSizeId,
  pageSizeLabel,
  onPageSize,
}: {
  previousCursor: string | null;
  nextCursor: string | null;
  onPage: (cursor: string) => void;
  pageSize: number;
  /** The name of the page buttons' landmark, e.g. "Activity pages". */
  label: string;
  pageSizeId: string;
  pageSizeLabel: string;
  onPageSize: (pageSize: number) => void;
}) {
  const pageButton = (cursor: string | null, text: string) => (
    <button
      type="button"
      className={cursor ? styles.pageButton : styles.pageButtonUnavailable}
      aria-disabled={cursor ? undefined : true}
      onClick={() => {
        if (cursor) onPage(cursor);
      }}
    >
      {text}
    </button>
  );

  return (
    <div className={styles.pagination} data-print="hide">
      <nav aria-label={label} className={styles.pager}>
        {pageButton(previousCursor, 'Previous page')}
        {pageButton(nextCursor, 'Next page')}
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
