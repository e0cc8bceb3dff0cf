import type { UseQueryResult } from '@tanstack/react-query';
import { queryString } from './paging-params';

/**
 * The address of a list's view from the API query it sends (they share one vocabulary), in the
 * query's order, leaving out what it leaves out.
 */
export function searchOfQuery(query: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  return queryString(params);
}

export interface PagedListState<T, E> {
  /** This answer, or while the next page, search or filter loads, the last one. */
  shown: T | undefined;
  /** Something new is on its way: the first answer, another view, or a retry after a failure. */
  loading: boolean;
  /** The last answer stands in for the next one: the table is dimmed and marked busy. */
  busy: boolean;
  /** Why the read failed, while it is not being tried again: then only the error is shown. */
  failure: E | undefined;
}

/**
 * What a paged list (read with `useApiQuery(…, { keepPrevious: true })`) shows: while the next
 * page, search or filter loads, the last answer stays on screen, dimmed; after a failure nothing
 * shows but the error, and trying again shows the loading state instead. A refresh of the answer
 * on screen (a change elsewhere, coming back to the screen) happens in the background: the rows
 * stay as they are, undimmed, until the new ones arrive.
 */
export function pagedListState<T, E>(query: UseQueryResult<T, E>): PagedListState<T, E> {
  return {
    shown: query.isSuccess ? query.data : undefined,
    loading: query.isPlaceholderData || (query.isFetching && !query.isSuccess),
    busy: query.isPlaceholderData,
    failure: query.isError && !query.isFetching ? query.error : undefined,
  };
}
