import { errorRoute, isKnownPath } from '@prakar/shared/routes';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { registerNavigate } from '../../lib/navigation';

/**
 * Router side effects of the shell: code outside React navigates through the router, and every
 * change of page (not a jump within one) starts at the top with focus on the new content.
 */
export function NavigationEffects() {
  const navigate = useNavigate();
  const { pathname, hash } = useLocation();
  const firstRender = useRef(true);

  // Marks the page as interactive, so tests (and styles) can tell it from its pre-rendered HTML.
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);

  // Scrolling is ours to decide (always the top, spec §2): the browser's own restoration on Back
  // can land after our reset, once the restored page has grown tall enough.
  useEffect(() => {
    window.history.scrollRestoration = 'manual';
  }, []);

  useEffect(() => registerNavigate((to, options) => navigate(to, options)), [navigate]);

  // Paths are case-sensitive (spec route `E-poi`), but the router's client-side matching ignores
  // case, so `/e-poi` would show the E-POI page. Unknown paths go to the error page instead.
  useEffect(() => {
    if (!isKnownPath(pathname)) void navigate(`/${errorRoute}`, { replace: true });
  }, [pathname, navigate]);

  // `pathname` is the trigger: a hash-only change keeps the position the browser chose.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on page changes only
  useLayoutEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    document.getElementById('main-content')?.focus({ preventScroll: true });
  }, [pathname]);

  return null;
}
