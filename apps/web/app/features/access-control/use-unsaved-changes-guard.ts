import { useEffect } from 'react';
import { type Blocker, useBlocker } from 'react-router';

/**
 * While there are unsaved changes, holds back any move away from this view (another page of the
 * portal, or another page, search or filter of this list), so the page can ask first; closing or
 * reloading the tab gets the browser's own question.
 */
export function useUnsavedChangesGuard(unsaved: boolean): Blocker {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  return blocker;
}
