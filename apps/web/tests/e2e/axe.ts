import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type axe from 'axe-core';
import { animationsSettled, expect } from './support';

/** The minified build, which a page loads about a quarter faster than `axe.source` (unminified). */
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: IS 17802 asks for 2.1 AA, the site aims at 2.2. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

/**
 * What axe finds wrong with the page as it is now (with any dialog or menu open). axe is loaded
 * once per document and run in it, where `@axe-core/playwright` evaluated axe's source twice on
 * every check (docs/decisions/0027). The site has no frames for axe to enter.
 */
export async function violationsOn(page: Page) {
  if (!(await page.evaluate(() => window.axe !== undefined))) await page.evaluate(axeSource);
  // Colours are judged once they settle: a toast still fading in is briefly paler than it stays.
  await animationsSettled(page);
  const violations = await page.evaluate(async (tags) => {
    if (!window.axe) throw new Error('axe did not load in the page');
    const results = await window.axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return results.violations;
  }, WCAG_TAGS);
  return violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

/** Runs axe on the page as it is now and expects no violations. */
export async function expectNoViolations(page: Page, what?: string): Promise<void> {
  expect(await violationsOn(page), what).toEqual([]);
}
