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
 * while the next view loads) when there are any. The rows' name, plural and lower case ("orders"),
 * says what is loading, what could not load, and names the page buttons and page size.
 */
export function QueryResults<
  View extends Paging,
  Key extends string,
  Answer extends PageInfo & Record<Key, readonly unknown[]>,
>({
  view,
  show,
  list,
  rows: key,
  noun = key,
  emptyText,
  children,
}: {
  view: View;
  show: (view: View) => void;
  list: UseQueryResult<Answer, unknown>;
  /** Where the answer holds the rows, and what they are unless `noun` says otherwise. */
  rows: Key;
  noun?: string;
  emptyText: string;
  children: (rows: Answer[Key], busy: boolean) => ReactNode;
}) {
  const pageSizeId = useId();
  const { shown, loading, busy, failure } = pagedListState(list);
  const rows = shown?.[key];
  const title = noun.charAt(0).toUpperCase() + noun.slice(1);
  return (
    <PagedResults
      view={view}
      page={shown && { ...shown, rows: shown[key].length }}
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
      {rows && rows.length > 0 ? children(rows, busy) : null}
    </PagedResults>
  );
}
