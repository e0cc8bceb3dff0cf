import type { UseQueryResult } from '@tanstack/react-query';

export interface KeptListState<T> {
  /** What to show: this answer, or while the next one loads, the last one (dimmed). */
  shown: T | undefined;
  /** A first load, another page or filter on its way, or trying again after a failure. */
  loading: boolean;
  /** The read failed and is not being tried again: the screen says so and offers to. */
  failed: boolean;
}

/**
 * How a paged list read with `useApiQuery(…, { keepPrevious: true })` looks: while the next page,
 * search or filter loads, the last answer stays on screen; after a failure nothing shows but the
 * error, and trying again shows the loading state instead. A refresh of the answer on screen (a
 * change elsewhere, coming back to the screen) replaces it without a loading state.
 */
export function keptListState<T>(query: UseQueryResult<T>): KeptListState<T> {
  return {
    shown: query.isSuccess ? query.data : undefined,
    loading: query.isPlaceholderData || (query.isFetching && !query.isSuccess),
    failed: query.isError && !query.isFetching,
  };
}
