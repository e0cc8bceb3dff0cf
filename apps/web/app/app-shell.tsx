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
import { ContactPanelHost } from '#app/features/contact/contact-panel-host.tsx';
import { MAIN_CONTENT_ID } from '#app/lib/page-focus.ts';
import { useSessionLifecycle } from '#app/lib/session/use-session-lifecycle.ts';

/**
 * Skip link, navigation, the page, footer, and the shell's overlays. Which screens hide the
 * navigation or the footer: docs/product-rules.md.
 */
export function AppShell() {
  const { pathname } = useLocation();
  const navigating = useNavigationPending();
  useSessionLifecycle();
  return (
    <>
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
        Skip to main content
      </a>
      {isNavHidden(pathname) ? null : <SiteHeader />}
      <NavigationProgress />
      <PrintLetterhead />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} aria-busy={navigating || undefined}>
        {/* A wrong-case address (/e-poi) must not show the page it resembles; see NavigationEffects. */}
        {isKnownPath(pathname) ? <Outlet /> : null}
      </main>
      {isFooterHidden(pathname) ? null : <SiteFooter />}
      <ToasterHost />
      <LoadingOverlayHost />
      <ContactPanelHost />
      <NavigationEffects />
    </>
  );
}
