import type { Endpoint, EndpointInput, EndpointResult } from '@prakar/shared/api/endpoint';
import {
  keepPreviousData,
  type Query,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { call, type RequestOptions } from './api-client';
import type { ApiError } from './api-error';
import { apiQueryKey } from './api-query-key';

/** `call` with its input always given: the hooks pass on whatever input their caller typed. */
const callWith = call as <E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options?: RequestOptions,
) => Promise<EndpointResult<E>>;

export interface ApiQueryOptions<T = unknown> {
  /** Wait (for a signed-in user, a chosen record) until this is true. */
  enabled?: boolean;
  /**
   * Paged lists: while the next page, search or filter loads, keep showing the last answer (the
   * query says `isPlaceholderData`), so a table does not collapse and jump on every click.
   */
  keepPrevious?: boolean;
  /**
   * Ask again every so many milliseconds while the screen is open (e.g. a payment in progress);
   * a function decides after each answer, from the query so far, whether and when to ask again.
   */
  refetchInterval?: number | false | ((query: Query<T, ApiError>) => number | false);
  /**
   * What to show until the first answer arrives (e.g. what the page was built with), never kept
   * in the cache as if the server had said it.
   */
  placeholder?: T;
}

/**
 * One endpoint's read as TanStack Query takes it, its key and answer typed by the contract: for
 * `useQuery` (with a `select` of its own, say), `prefetchQuery`, `ensureQueryData`, or its
 * `queryKey` for `getQueryData` and `getQueryState`.
 */
export function apiQueryOptions<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options: ApiQueryOptions<EndpointResult<E>> = {},
) {
  return queryOptions<EndpointResult<E>, ApiError>({
    queryKey: apiQueryKey(endpoint, input),
    queryFn: ({ signal }) => callWith(endpoint, input, { signal, silent: true }),
    enabled: options.enabled,
    // TanStack's type refuses function-valued data (it would be read as a placeholder function),
    // which it cannot rule out for an endpoint still generic here; answers are plain JSON.
    placeholderData: options.keepPrevious ? keepPreviousData : (options.placeholder as never),
    refetchInterval: options.refetchInterval,
  });
}

/**
 * Reads one endpoint of the contract through the page's cache. Reads run without the full-screen
 * loading overlay: the screen shows its own placeholder while `isPending`.
 */
export function useApiQuery<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options: ApiQueryOptions<EndpointResult<E>> = {},
) {
  return useQuery(apiQueryOptions(endpoint, input, options));
}

/** Marks every cached answer of these resources stale, refetching the ones on screen. */
export function invalidateResources(client: QueryClient, resources: readonly string[]) {
  return Promise.all(
    resources.map((resource) => client.invalidateQueries({ queryKey: [resource] })),
  );
}

export interface ApiMutationOptions<E extends Endpoint> {
  /**
   * The resources this change touches, besides the endpoint's own: their cached answers are
   * refreshed once it succeeds.
   */
  invalidates?: readonly string[];
  onSuccess?: (result: EndpointResult<E>, input: EndpointInput<E>) => unknown;
}

/**
 * Changes something through one endpoint of the contract; while it runs, the loading overlay
 * shows. When it succeeds, what was cached of its resource (and of `invalidates`) is refreshed.
 */
export function useApiMutation<E extends Endpoint>(
  endpoint: E,
  options: ApiMutationOptions<E> = {},
) {
  const client = useQueryClient();
  return useMutation<EndpointResult<E>, ApiError, EndpointInput<E>>({
    mutationFn: (input) => callWith(endpoint, input),
    onSuccess: async (result, input) => {
      await options.onSuccess?.(result, input);
      await invalidateResources(client, [endpoint.resource, ...(options.invalidates ?? [])]);
    },
  });
}
