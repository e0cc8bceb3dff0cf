import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isBusy, notBusy, subscribeInFlight } from '#app/lib/in-flight.ts';
import { useOnceTrue } from '#app/lib/use-once-true.ts';

const LoadingOverlay = lazy(() =>
  import('./loading-overlay').then((module) => ({ default: module.LoadingOverlay })),
);

/**
 * Most pages of the site make no request a visitor waits for, so the overlay's code arrives with
 * the first one and stays; the overlay itself waits 300 ms before it shows, time enough for that.
 */
export function LoadingOverlayHost() {
  const busy = useSyncExternalStore(subscribeInFlight, isBusy, notBusy);
  const wanted = useOnceTrue(busy);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LoadingOverlay />
    </Suspense>
  );
}
