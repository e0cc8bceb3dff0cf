import { useEffect, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { isBusy, notBusy, subscribeInFlight } from '#app/lib/in-flight.ts';
import styles from './loading-overlay.module.css';

/** Requests that finish within this time never show the overlay, so fast pages don't flash. */
export const OVERLAY_DELAY_MS = 300;

/**
 * A full-screen "Loading" overlay while requests run. It is portalled to <body> when it appears, so
 * an open dialog (which hides everything else from assistive technology) doesn't hide it too.
 */
export function LoadingOverlay() {
  const busy = useSyncExternalStore(subscribeInFlight, isBusy, notBusy);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), OVERLAY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [busy]);

  if (!visible) return null;
  return createPortal(
    <div
      className={styles.overlay}
      role="status"
      aria-live="polite"
      data-testid="loading-overlay"
      data-print="hide"
    >
      <span className={styles.spinner} aria-hidden="true" />
      <span>Loading</span>
    </div>,
    document.body,
  );
}
