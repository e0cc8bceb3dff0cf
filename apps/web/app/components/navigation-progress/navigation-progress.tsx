import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import styles from './navigation-progress.module.css';

/** Changes of page quicker than this never show the bar, so fast pages do not flash. */
export const PROGRESS_DELAY_MS = 180;

/** True while the router fetches the next page's code or data, or sends a form. */
export function useNavigationPending(): boolean {
  return useNavigation().state !== 'idle';
}

/**
 * A slim bar across the top of the window while a change of page takes time. It is decoration for
 * sighted visitors: screen readers are told through `aria-busy` on the main region, and the new
 * page's heading takes focus when it arrives, so nothing is announced on every navigation.
 */
export function NavigationProgress() {
  const pending = useNavigationPending();
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (!pending) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), PROGRESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pending]);

  if (!shown) return null;
  return (
    <div
      className={styles.track}
      aria-hidden="true"
      data-testid="navigation-progress"
      data-print="hide"
    >
      <span className={styles.bar} />
    </div>
  );
}
