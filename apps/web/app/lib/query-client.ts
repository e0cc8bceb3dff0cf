import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

/** Answers the client gave up on by itself: a refusal or a missing record will not change by asking again. */
function worthRetrying(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  return !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
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
