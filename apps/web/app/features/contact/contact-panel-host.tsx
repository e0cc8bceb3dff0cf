import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import {
  closeContactPanel,
  setContactPanelLoader,
  useContactPanelState,
} from '#app/components/contact-panel/contact-panel-store.ts';
import { useOnceTrue } from '#app/lib/use-once-true.ts';

// The panel brings React Hook Form, zod and the dialog: loaded the first time someone opens it.
const loadContactPanel = () => import('./contact-panel');
setContactPanelLoader(loadContactPanel);
const ContactPanel = lazy(loadContactPanel);

export function ContactPanelHost() {
  const { open, subject } = useContactPanelState();
  const { pathname } = useLocation();
  // A navigation (a 401 sending the visitor to login, Back) leaves the panel behind.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on page changes only
  useEffect(() => closeContactPanel(), [pathname]);
  const wanted = useOnceTrue(open);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ContactPanel open={open} subject={subject} />
    </Suspense>
  );
}
