import '#app/lib/zod-jitless.ts';
import { PAGE_SIZES } from '@prakar/shared/list-query';
import { Link } from 'react-router';
import { SelectField } from '#app/components/form-field/text-field.tsx';
import styles from './data-table.module.css';
import { lastPage } from './page-summary';
import type { Paging } from './paging-params';

/**
 * Previous and next as links, so a page of results has its own address; then the page size.
 * `searchOfPage` gives the query string of the same view on another page.
 */
export function Pagination({
  page,
  pageSize,
  total,
  searchOfPage,
  label,
  pageSizeId,
  pageSizeLabel,
  onPageSize,
}: Paging & {
  total: number;
  searchOfPage: (page: number) => string;
  /** The name of the page links' landmark, e.g. "Activity pages". */
  label: string;
  pageSizeId: string;
  pageSizeLabel: string;
  onPageSize: (pageSize: number) => void;
}) {
  const last = lastPage(total, pageSize);
  const pageLink = (target: number, text: string, available: boolean) =>
    available ? (
      <Link className={styles.pageLink} to={{ search: searchOfPage(target) }}>
        {text}
      </Link>
    ) : (
      <span className={styles.pageLinkDisabled}>{text}</span>
    );

  return (
    <div className={styles.pagination} data-print="hide">
      <nav aria-label={label} className={styles.pager}>
        {pageLink(Math.min(page - 1, last), 'Previous', page > 1)}
        <span>
          Page {Math.min(page, last)} of {last}
        </span>
        {pageLink(page + 1, 'Next', page < last)}
      </nav>
      <div className={styles.pageSize}>
        <SelectField
          id={pageSizeId}
          label={pageSizeLabel}
          value={String(pageSize)}
          onChange={(event) => onPageSize(Number(event.target.value))}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </SelectField>
      </div>
    </div>
  );
}
