import { useCallback, useEffect, useState } from 'react';
import { apiGet } from './api-client';

export type ApiGetState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'error'; error: unknown };

/**
 * Reads a public API resource after the page has rendered: pre-rendered pages show their own
 * placeholder meanwhile, so the call runs without the full-screen loading overlay. `retry`
 * repeats it after a failure.
 */
export function useApiGet<T>(path: string): { state: ApiGetState<T>; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ApiGetState<T>>({ status: 'loading' });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    apiGet<T>(path, { silent: true, signal: controller.signal }).then(
      (data) => setState({ status: 'ready', data }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [path, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, retry };
}
