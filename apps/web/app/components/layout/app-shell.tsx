import { isFooterHidden, isKnownPath, isNavHidden } from '@prakar/shared/routes';
import { Outlet, useLocation } from 'react-router';
import { ContactPanelHost } from '../../features/contact/contact-panel-host';
import { useSessionLifecycle } from '../../features/session/use-session-lifecycle';
import { MAIN_CONTENT_ID } from '../../lib/page-focus';
import { SiteFooter } from '../footer/site-footer';
import { LoadingOverlayHost } from '../loading-overlay/loading-overlay-host';
import { SiteHeader } from '../nav/site-header';
import { ToasterHost } from '../toasts/toaster-host';
import { NavigationEffects } from './navigation-effects';

/**
 * Skip link, navigation, the page, footer, and the shell's overlays. Which screens hide the
 * navigation or the footer: docs/product-rules.md.
 */
export function AppShell() {
  const { pathname } = useLocation();
  useSessionLifecycle();
  return (
    <>
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
        Skip to main content
      </a>
      {isNavHidden(pathname) ? null : <SiteHeader />}
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
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
