import { useSyncExternalStore } from 'react';

const never = () => () => {};

/** False while a pre-rendered page is still plain HTML, true once React runs it. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
