import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './support';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: IS 17802 asks for 2.1 AA, the site aims at 2.2. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** What axe finds wrong with the page as it is now (with any dialog or menu open). */
export async function violationsOn(page: Page) {
  // `options` replaces every option given before it, so it comes before `withTags`. Legacy mode
  // runs axe in the page itself instead of finishing in a new blank page, which halves the time
  // of each check (2.2 s to 1.0 s); it only loses cross-origin frames, and the site has none.
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
    .setLegacyMode(true)
    .analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

/** Runs axe on the page as it is now and expects no violations. */
export async function expectNoViolations(page: Page, what?: string): Promise<void> {
  expect(await violationsOn(page), what).toEqual([]);
}
