import { useEffect, useState } from 'react';
import { type ApiGetState, useApiGet } from './use-api-get';

export interface KeptApiGet<T> {
  state: ApiGetState<T>;
  /** What to show: this answer, or while the next one loads, the last one (dimmed). */
  shown: T | undefined;
  retry: () => void;
}

/**
 * `useApiGet` for paged lists: moving between pages, searching or reloading after a change keeps
 * the last answer on screen until the next arrives, so a table does not collapse and jump on
 * every click. After a failure nothing is shown but the error.
 */
export function useKeptApiGet<T>(path: string): KeptApiGet<T> {
  const { state, retry } = useApiGet<T>(path);
  const [last, setLast] = useState<T>();

  useEffect(() => {
    if (state.status === 'ready') setLast(state.data);
  }, [state]);

  const shown =
    state.status === 'ready' ? state.data : state.status === 'loading' ? last : undefined;
  return { state, shown, retry };
}
