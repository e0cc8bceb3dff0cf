import { errorRoute, isKnownPath } from '@prakar/shared/routes';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { registerNavigate } from '#app/lib/navigation.ts';
import { focusPageStart, isDialogOpen } from '#app/lib/page-focus.ts';

/**
 * Router side effects of the shell: code outside React navigates through the router, and every
 * change of page (not a jump within one) starts at the top with focus on the new page's heading.
 */
export function NavigationEffects() {
  const navigate = useNavigate();
  const { pathname, hash } = useLocation();
  const firstRender = useRef(true);

  // Marks the page as interactive, so tests (and styles) can tell it from its pre-rendered HTML.
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);

  // Scrolling is ours to decide (every change of page starts at the top): the browser's own
  // restoration on Back can land after our reset, once the restored page has grown tall enough.
  useEffect(() => {
    window.history.scrollRestoration = 'manual';
  }, []);

  useEffect(() => registerNavigate((to, options) => navigate(to, options)), [navigate]);

  // Paths are case-sensitive (E-POI is at `/E-poi`), but the router's client-side matching ignores
  // case, so `/e-poi` would show the E-POI page. Unknown paths go to the error page instead.
  useEffect(() => {
    if (!isKnownPath(pathname)) void navigate(`/${errorRoute}`, { replace: true });
  }, [pathname, navigate]);

  // `pathname` is the trigger: a change of only the query (filters, paging) keeps focus on the
  // control that changed it, and a hash-only change keeps the position the browser chose. The
  // first load leaves focus alone: the browser and screen readers already start at the top.
  //
  // The change is announced by moving focus to the new page's `<h1>`: screen readers read the
  // focused heading ("Site map, heading level 1"), and Tab then goes on from the new content, not
  // from the link that was followed. No live region repeats the title, or readers would say it
  // twice. While a dialog is open, focus stays in it; if the dialog closes because of the change
  // (the contact panel does), it hands focus to the new heading itself (lib/focus-return).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on page changes only
  useLayoutEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    if (!isDialogOpen()) focusPageStart();
  }, [pathname]);

  return null;
}
