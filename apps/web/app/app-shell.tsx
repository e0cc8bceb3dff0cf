import { isFooterHidden, isKnownPath, isNavHidden } from '@prakar/shared/routes';
import { Outlet, useLocation } from 'react-router';
import { SiteFooter } from '#app/components/footer/site-footer.tsx';
import { NavigationEffects } from '#app/components/layout/navigation-effects.tsx';
import { PrintLetterhead } from '#app/components/layout/print-letterhead.tsx';
import { LoadingOverlayHost } from '#app/components/loading-overlay/loading-overlay-host.tsx';
import { SiteHeader } from '#app/components/nav/site-header.tsx';
import {
  NavigationProgress,
  useNavigationPending,
} from '#app/components/navigation-progress/navigation-progress.tsx';
import { ToasterHost } from '#app/components/toasts/toaster-host.tsx';
import { useInBackOffice } from '#app/features/back-office/use-back-office.ts';
import { ContactPanelHost } from '#app/features/contact/contact-panel-host.tsx';
import { MAIN_CONTENT_ID } from '#app/lib/page-focus.ts';
import { useSessionLifecycle } from '#app/lib/session/use-session-lifecycle.ts';

/**
 * Skip link, navigation, the page, footer, and the shell's overlays. Which screens hide the
 * navigation or the footer: docs/product-rules.md. The back office draws its own frame, main
 * included (features/back-office).
 */
export function AppShell() {
  const { pathname } = useLocation();
  const navigating = useNavigationPending();
  const inBackOffice = useInBackOffice();
  useSessionLifecycle();
  // A wrong-case address (/e-poi) must not show the page it resembles; see NavigationEffects.
  const screen = isKnownPath(pathname) ? <Outlet /> : null;
  return (
    <>
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
        Skip to main content
      </a>
      {inBackOffice || isNavHidden(pathname) ? null : <SiteHeader />}
      <NavigationProgress />
      <PrintLetterhead />
      {inBackOffice ? (
        screen
      ) : (
        <main id={MAIN_CONTENT_ID} tabIndex={-1} aria-busy={navigating || undefined}>
          {screen}
        </main>
      )}
      {inBackOffice || isFooterHidden(pathname) ? null : <SiteFooter />}
      <ToasterHost />
      <LoadingOverlayHost />
      <ContactPanelHost />
      <NavigationEffects />
    </>
  );
}
