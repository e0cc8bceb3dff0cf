import type { PageInfo } from '@prakar/shared/list-query';
import type { ReactNode } from 'react';
import { LoadError } from '#app/components/content/load-error.tsx';
import { Pagination } from './pagination';
import { firstRowOf, type Paging } from './paging-params';
import { ResultsStatus } from './results-status';

/**
 * A paged list below its filters: the status line (loading, results or the empty text), the error
 * with "Try again" while the read has failed, the list's own rows (`children`), then the page
 * buttons and page size while anything matches. `view` is the list's view in the address; another
 * page keeps the rest of it, a new page size goes back to the first page.
 */
export function PagedResults<View extends Paging>({
  view,
  page,
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
  /** The answer's paging and how many rows it holds; undefined while nothing has loaded (or after a failure). */
  page: (PageInfo & { rows: number }) | undefined;
  show: (view: View) => void;
  loading: boolean;
  loadingText: string;
  emptyText: string;
  /** What to say while the read has failed; undefined otherwise. */
  error: string | undefined;
  onRetry: () => void;
  /** The name of the page buttons' landmark, e.g. "Activity pages". */
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
        shown={page?.rows ?? 0}
        total={page?.total}
        totalIsLowerBound={page?.totalIsLowerBound}
        firstRow={firstRowOf(view)}
        emptyText={emptyText}
      />
      {error === undefined ? null : <LoadError message={error} onRetry={onRetry} />}
      {children}
      {page?.total ? (
        <Pagination
          previousCursor={page.previousCursor}
          nextCursor={page.nextCursor}
          onPage={(cursor, step) => {
            const page = view.cursor ? view.page : 1;
            show({ ...view, cursor, page: page === undefined ? undefined : page + step });
          }}
          onFirst={() => show({ ...view, cursor: '', page: undefined })}
          pageSize={view.pageSize}
          label={pagesLabel}
          pageSizeId={pageSizeId}
          pageSizeLabel={pageSizeLabel}
          onPageSize={(pageSize) => show({ ...view, pageSize, cursor: '', page: undefined })}
        />
      ) : null}
    </>
  );
}
