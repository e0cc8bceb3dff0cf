import { QueryClient } from '@tanstack/react-query';

/**
 * A read is asked again once when it failed on the way (no answer: status 0, or a server fault);
 * a refusal or a missing record will not change by asking again. The status is read off the
 * error rather than through `instanceof ApiError`, so every page's first load (which makes this
 * cache) need not carry the API client.
 */
function worthRetrying(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status !== 'number' || status === 0 || status >= 500;
}

/**
 * The page's one cache of server answers. Answers stay fresh for half a minute, so moving between
 * portal screens shows what was read a moment ago instead of asking again; a change refreshes
 * the resources it touched (see `useApiMutation`). A failed read is retried once, and only when
 * it failed on the way (no answer, or a server fault).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: worthRetrying, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
