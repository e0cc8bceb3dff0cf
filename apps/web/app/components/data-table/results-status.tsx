import styles from './data-table.module.css';
import { pageSummary } from './page-summary';

/**
 * One live region for loading, results and the empty state, so each search is announced once:
 * "Loading users…", then "Showing 25 of 312" or the empty text.
 */
export function ResultsStatus({
  loading,
  loadingText,
  shown,
  total,
  totalIsLowerBound,
  firstRow,
  emptyText,
}: {
  loading: boolean;
  loadingText: string;
  /** The rows on this page. */
  shown: number;
  /** Undefined while nothing has loaded (or after a failure). */
  total: number | undefined;
  /** The server stopped counting at `total`: more rows match. */
  totalIsLowerBound?: boolean;
  /** The number of the page's first row, when known. */
  firstRow?: number | undefined;
  emptyText: string;
}) {
  const text = loading
    ? loadingText
    : total === undefined
      ? ''
      : pageSummary(shown, total, emptyText, { totalIsLowerBound, firstRow });
  const empty = !loading && total === 0;
  return (
    <p role="status" className={empty ? styles.empty : styles.summary}>
      {text}
    </p>
  );
}
