import type { Locator, Page } from '@playwright/test';
import { expectNoViolations } from './axe';
import { PDF } from './resume';
import { expectFitsPhone } from './screens';
import { expect } from './support';

/** A day in India `days` from today, `YYYY-MM-DD`. */
export const istDay = (days = 0) =>
  new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);

/** "2 December 2026": an IST day as the matter's pages write it. */
export const writtenDay = (day: string) =>
  new Date(`${day}T12:00:00+05:30`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });

/** A small PDF under `name`, as a file chooser takes it. */
export const pdfFile = (name: string) => ({ name, mimeType: 'application/pdf', buffer: PDF });

/** The two screens each matter journey runs on: a laptop clicked, a phone tapped. */
export const MATTER_SCREENS = [
  { name: 'a laptop', viewport: { width: 1280, height: 800 }, hasTouch: false },
  { name: 'a phone', viewport: { width: 360, height: 740 }, hasTouch: true },
] as const;

/** How a person presses on that screen: a tap on a phone, a click on a laptop. */
export const pressOn = (phone: boolean) => (target: Locator) =>
  phone ? target.tap() : target.click();

/**
 * The screen's check once the page settles: axe on a laptop, nothing sideways on a phone. A
 * toast's close button sits over the page until it goes, after three seconds, so it waits for it.
 */
export const checkOn = (phone: boolean) => async (page: Page, what: string) => {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
  await (phone ? expectFitsPhone(page, what) : expectNoViolations(page, what));
};
