/**
 * How many API requests are running: a tiny external store the loading overlay subscribes to
 * with `useSyncExternalStore`.
 */
let count = 0;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function beginRequest(): void {
  count += 1;
  emit();
}

export function endRequest(): void {
  count = Math.max(0, count - 1);
  emit();
}

export function getInFlightCount(): number {
  return count;
}

export function subscribeInFlight(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const isBusy = (): boolean => count > 0;
/** Pre-rendered pages have no requests running. */
export const notBusy = (): boolean => false;
