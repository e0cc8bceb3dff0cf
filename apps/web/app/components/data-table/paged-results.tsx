import type { ReactNode } from 'react';
import { LoadError } from '#app/components/content/load-error.tsx';
import { Pagination } from './pagination';
import type { Paging } from './paging-params';
import { ResultsStatus } from './results-status';

/**
 * A paged list below its filters: the status line (loading, results or the empty text), the error
 * with "Try again" while the read has failed, the list's own rows (`children`), then the page
 * links and page size while anything matches. `view` is the list's view in the address; a page
 * link keeps the rest of it, a new page size goes back to the first page.
 */
export function PagedResults<View extends Paging>({
  view,
  total,
  searchOfView,
  show,
  loading,
  loadingText,
  emptyText,
  error,
  onRetry,
  pagesLabel,
  pageSizeId,
  pageSizeLabel,
  children,
}: {
  view: View;
  /** Undefined while nothing has loaded (or after a failure). */
  total: number | undefined;
  searchOfView: (view: View) => string;
  show: (view: View) => void;
  loading: boolean;
  loadingText: string;
  emptyText: string;
  /** What to say while the read has failed; undefined otherwise. */
  error: string | undefined;
  onRetry: () => void;
  /** The name of the page links' landmark, e.g. "Activity pages". */
  pagesLabel: string;
  pageSizeId: string;
  pageSizeLabel: string;
  children: ReactNode;
}) {
  return (
    <>
      <ResultsStatus
        loading={loading}
        loadingText={loadingText}
        paging={view}
        total={total}
        emptyText={emptyText}
      />
      {error === undefined ? null : <LoadError message={error} onRetry={onRetry} />}
      {children}
      {total ? (
        <Pagination
          page={view.page}
          pageSize={view.pageSize}
          total={total}
          searchOfPage={(page) => searchOfView({ ...view, page })}
          label={pagesLabel}
          pageSizeId={pageSizeId}
          pageSizeLabel={pageSizeLabel}
          onPageSize={(pageSize) => show({ ...view, pageSize, page: 1 })}
        />
      ) : null}
    </>
  );
}
