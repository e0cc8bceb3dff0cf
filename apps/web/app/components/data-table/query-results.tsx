import type { PageInfo } from '@prakar/shared/list-query';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { listLoadErrorMessage } from './list-load-error';
import { pagedListState } from './paged-list';
import { PagedResults } from './paged-results';
import type { Paging } from './paging-params';

/**
 * `PagedResults` for a paged list read with `useApiQuery(…, { keepPrevious: true })`: the status,
 * error and page buttons follow the read, and `children` draws the rows shown (dimmed, `busy`,
 * while the next view loads) when there are any. `noun` names what the list holds, plural and
 * lower case ("orders"): what is loading, what could not load, the page buttons and page size.
 */
export function QueryResults<View extends Paging, Answer extends PageInfo, Row>({
  view,
  show,
  list,
  rowsOf,
  noun,
  emptyText,
  children,
}: {
  view: View;
  show: (view: View) => void;
  list: UseQueryResult<Answer, unknown>;
  rowsOf: (answer: Answer) => Row[];
  noun: string;
  emptyText: string;
  children: (rows: Row[], busy: boolean) => ReactNode;
}) {
  const pageSizeId = useId();
  const { shown, loading, busy, failure } = pagedListState(list);
  const rows = shown ? rowsOf(shown) : [];
  const title = noun.charAt(0).toUpperCase() + noun.slice(1);
  return (
    <PagedResults
      view={view}
      page={shown && { ...shown, rows: rows.length }}
      show={show}
      loading={loading}
      loadingText={`Loading ${noun}…`}
      emptyText={emptyText}
      error={failure ? listLoadErrorMessage(failure, `We could not load the ${noun}.`) : undefined}
      onRetry={() => void list.refetch()}
      pagesLabel={`${title} pages`}
      pageSizeId={pageSizeId}
      pageSizeLabel={`${title} per page`}
    >
      {rows.length > 0 ? children(rows, busy) : null}
    </PagedResults>
  );
}
