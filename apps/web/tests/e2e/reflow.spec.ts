import { guardedRoutes, publicRoutes } from '@prakar/shared/routes';
import { expectNoSidewaysScroll, openPortalScreen, openPublicScreen, signInFor } from './screens';
import { test } from './support';

/**
 * Reflow (WCAG 1.4.10): at 320 CSS pixels wide, the width of a 1280 px screen zoomed to 400 %,
 * every page reads without scrolling sideways; only a data table may scroll, inside its own box.
 */
test.use({ viewport: { width: 320, height: 640 } });

for (const route of publicRoutes) {
  test(`/${route} reflows at 320 px`, async ({ page }) => {
    await openPublicScreen(page, route);
    await expectNoSidewaysScroll(page);
  });
}

for (const route of guardedRoutes) {
  test(`/${route}, signed in, reflows at 320 px`, async ({ page }) => {
    await signInFor(page, route);
    await openPortalScreen(page, route);
    await expectNoSidewaysScroll(page);
  });
}
