import type { Locator, Page } from '@playwright/test';
import {
  type GuardedRoute,
  guardedRoutes,
  type PublicRoute,
  platformAdminRoutes,
  publicRoutes,
} from '@prakar/shared/routes';
import { signInAsNewAdmin, signInAsPlatformAdmin } from './accounts';
import { expectNoViolations } from './axe';
import { expect, test } from './support';

/** Screens in groups of `size`: one visitor opens a group's screens in turn, groups run side by side. */
export function groups<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    result.push(items.slice(start, start + size));
  }
  return result;
}

/** "/home, /login, /sign-up": a group's screens, for its test's title. */
export const listed = (routes: readonly string[]) => routes.map((route) => `/${route}`).join(', ');

/** What each screen of a group adds to its test's time limit. */
const TIME_PER_SCREEN_MS = 20_000;

/**
 * Checks each of a group's screens (or overlays, or pages) in turn, each reported as a step of its
 * own; each adds its own share to the test's time limit, as a test of its own would have.
 */
export async function inSteps<T>(
  items: readonly T[],
  title: (item: T) => string,
  check: (item: T) => Promise<void>,
): Promise<void> {
  for (const item of items) {
    test.setTimeout(test.info().timeout + TIME_PER_SCREEN_MS);
    await test.step(title(item), () => check(item));
  }
}

/** `inSteps` for routes, each step named by its path. */
export function forEachRoute<Route extends string>(
  routes: readonly Route[],
  check: (route: Route) => Promise<void>,
): Promise<void> {
  return inSteps(routes, (route) => `/${route}`, check);
}

/**
 * Opening a screen for a whole-page check (axe, reflow): its heading is there and so is the data
 * it reads from the API, which can change both.
 */
export async function openPublicScreen(page: Page, route: PublicRoute): Promise<void> {
  await page.goto(`/${route}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  if (['E-poi', 'tds', 'e-form16'].includes(route)) {
    await expect(page.getByRole('link', { name: /^Add to cart/ }).first()).toBeVisible();
  }
  if (route === 'careers') {
    // The openings are served in the page (docs/decisions/0068), below the fold.
    await page.locator('#openings').scrollIntoViewIfNeeded();
    await expect(page.getByRole('button', { name: /^Apply for / }).first()).toBeVisible();
  }
}

/** Signs in whoever may open `route`: the firm's administrator for the catalogue and the back office. */
export async function signInFor(page: Page, route: GuardedRoute): Promise<void> {
  if (platformAdminRoutes.includes(route)) await signInAsPlatformAdmin(page);
  else await signInAsNewAdmin(page, { name: 'Asha Iyer' });
}

/**
 * A portal screen, once its lists and forms have arrived from the API: as a person sees it, when
 * nothing on it says it is still loading.
 */
export async function openPortalScreen(page: Page, route: GuardedRoute): Promise<void> {
  await page.goto(`/${route}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Loading\b/ })).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

const forAdministrator = guardedRoutes.filter((route) => !platformAdminRoutes.includes(route));

/**
 * A test per group of every screen, each screen opened as a person sees it and then checked: the
 * public ones six to a visitor, then signed in the organisation administrator's four at a time and
 * the platform administrator's together. `title` is given the group's paths.
 */
export function testEveryScreen(
  title: (screens: string) => string,
  check: (page: Page, route: PublicRoute | GuardedRoute) => Promise<void>,
): void {
  for (const routes of groups<PublicRoute>(publicRoutes, 6)) {
    test(title(listed(routes)), async ({ page }) => {
      await forEachRoute(routes, async (route) => {
        await openPublicScreen(page, route);
        await check(page, route);
      });
    });
  }
  for (const routes of [...groups(forAdministrator, 4), [...platformAdminRoutes]]) {
    test(title(`${listed(routes)}, signed in`), async ({ page }) => {
      await signInFor(page, routes[0] as GuardedRoute);
      await forEachRoute(routes, async (route) => {
        await openPortalScreen(page, route);
        await check(page, route);
      });
    });
  }
}

/** How many CSS pixels the page is wider than the viewport (0 or less: it fits). */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** The page fits the viewport's width: nothing needs scrolling sideways (WCAG 1.4.10). */
export async function expectNoSidewaysScroll(page: Page, what?: string): Promise<void> {
  expect(await sidewaysOverflow(page), what).toBeLessThanOrEqual(0);
}

/** WCAG 1.4.12's text spacing, as a reader's own style sheet sets it. */
const TEXT_SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important;
  word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }`;

/**
 * What WCAG 1.4.12's text spacing does to the page: how far it then scrolls sideways, and the
 * boxes that cut off text they showed whole before (boxes drawn for screen readers only, 1 px,
 * are left out). The page's own style is restored afterwards.
 */
export async function textSpacingProblems(page: Page) {
  const clippedNow = () =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('body *')]
        .filter((element) => {
          const style = getComputedStyle(element);
          if (element.clientWidth <= 1 || element.clientHeight <= 1) return false;
          const hides = [style.overflowX, style.overflowY].some((value) =>
            ['hidden', 'clip'].includes(value),
          );
          return (
            hides &&
            (element.scrollWidth > element.clientWidth + 1 ||
              element.scrollHeight > element.clientHeight + 1)
          );
        })
        .map((element) => {
          const text = element.textContent?.trim().slice(0, 40);
          return `${element.tagName.toLowerCase()}.${element.className} “${text}”`;
        }),
    );
  const before = new Set(await clippedNow());
  const sheet = await page.addStyleTag({ content: TEXT_SPACING });
  const clipped = (await clippedNow()).filter((box) => !before.has(box));
  const overflow = Math.max(0, await sidewaysOverflow(page));
  await sheet.evaluate((element) => (element as Element).remove());
  return { overflow, clipped };
}

/** An amount of money as the site writes it: ₹28,320.00, ₹28,320, ₹1,44,000.00. */
const AMOUNT = /₹\s?\d[\d,]*(?:\.\d+)?/g;

/**
 * Why each of `locator`'s elements (or, with `pattern`, each match of it in their text) cannot be
 * read whole: it lies outside the viewport's width, is cut off by an ancestor that hides or
 * scrolls what overflows it (an amount half under a card's edge, or in a box that must be
 * scrolled sideways), or (text) wraps onto a second line or runs past a closed drop-down list's end. What is not drawn, or is drawn only for
 * screen readers, is left out.
 */
function unreadable(locator: Locator, pattern?: RegExp): Promise<string[]> {
  return locator.evaluateAll(
    (elements, source) => {
      const viewport = document.documentElement.clientWidth;
      const problems: string[] = [];
      const hiddenFromSight = (element: Element) => {
        for (let at: Element | null = element; at; at = at.parentElement) {
          const style = getComputedStyle(at);
          if (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.visibility === 'hidden') {
            return true;
          }
        }
        return false;
      };
      const check = (what: string, box: DOMRect, container: Element | null) => {
        if (box.left < -0.5 || box.right > viewport + 0.5) {
          problems.push(`${what}: spans ${box.left}–${box.right} px, the screen is ${viewport}`);
        }
        // The text's own element clips it too; an element is clipped only by its ancestors.
        for (let at = container; at && at !== document.documentElement; at = at.parentElement) {
          const style = getComputedStyle(at);
          const frame = at.getBoundingClientRect();
          const left = frame.left + at.clientLeft;
          const top = frame.top + at.clientTop;
          if (
            style.overflowX !== 'visible' &&
            (box.left < left - 0.5 || box.right > left + at.clientWidth + 0.5)
          ) {
            problems.push(`${what}: cut off at the side by <${at.tagName.toLowerCase()}>`);
          }
          if (
            ['hidden', 'clip'].includes(style.overflowY) &&
            (box.top < top - 0.5 || box.bottom > top + at.clientHeight + 0.5)
          ) {
            problems.push(`${what}: cut off above or below by <${at.tagName.toLowerCase()}>`);
          }
        }
      };
      for (const element of elements) {
        if (hiddenFromSight(element)) continue;
        if (source === null) {
          const box = element.getBoundingClientRect();
          if (box.width > 0) {
            check(`“${element.textContent?.trim()}”`, box, element.parentElement);
          }
          continue;
        }
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement;
          if (!parent || parent.closest('option, script, style') || hiddenFromSight(parent)) {
            continue;
          }
          const text = node.textContent ?? '';
          for (const match of text.matchAll(new RegExp(source, 'g'))) {
            const range = document.createRange();
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            const lines = new Set(
              Array.from(range.getClientRects())
                .filter((rect) => rect.width > 0)
                .map((rect) => Math.round(rect.top)),
            );
            if (lines.size === 0) continue;
            if (lines.size > 1) problems.push(`“${match[0]}”: wraps onto ${lines.size} lines`);
            check(`“${match[0]}”`, range.getBoundingClientRect(), parent);
          }
        }
        // A closed drop-down list shows its chosen option on one line, cut where the box ends.
        for (const select of element.querySelectorAll('select')) {
          const text = select.selectedOptions[0]?.text ?? '';
          if (hiddenFromSight(select) || !text) continue;
          const style = getComputedStyle(select);
          const measure = document.createElement('canvas').getContext('2d');
          if (!measure) continue;
          measure.font = style.font;
          // Chromium draws the list's arrow inside the box, about 20 px wide.
          const room =
            select.clientWidth -
            parseFloat(style.paddingLeft) -
            parseFloat(style.paddingRight) -
            20;
          for (const match of text.matchAll(new RegExp(source, 'g'))) {
            const end = measure.measureText(text.slice(0, match.index + match[0].length)).width;
            if (end > room) problems.push(`“${match[0]}”: cut off in a closed drop-down list`);
          }
        }
      }
      return problems;
    },
    pattern ? pattern.source : null,
  );
}

/** Every amount on the page can be read whole without scrolling sideways. */
export async function expectAmountsInView(page: Page, what?: string): Promise<void> {
  expect(await unreadable(page.locator('body'), AMOUNT), what).toEqual([]);
}

/** Each of `locator`'s elements (status badges, say) can be read whole without scrolling sideways. */
export async function expectInView(locator: Locator, what?: string): Promise<void> {
  expect(await locator.count(), `${what}: nothing to check`).toBeGreaterThan(0);
  expect(await unreadable(locator), what).toEqual([]);
}

const MIN_TARGET = 24;

/**
 * Every link, button and form control on the page is at least 24 × 24 CSS px, or has room around
 * it, as WCAG 2.5.8 allows: a 24 px circle on its centre touches no other control, nor another
 * small control's circle. A link inside a sentence is exempt. `primary` are the screen's main
 * actions, which must be at least 44 px tall (our `--tap-target`).
 */
export async function expectTargetSizes(
  page: Page,
  { primary = [], what }: { primary?: Locator[]; what?: string } = {},
): Promise<void> {
  const problems = await page.evaluate((min) => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="checkbox"], [role="menuitem"], [role="tab"]';
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return false;
      for (let at: Element | null = element; at; at = at.parentElement) {
        const style = getComputedStyle(at);
        if (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.visibility === 'hidden') {
          return false;
        }
      }
      return true;
    };
    const targets = Array.from(document.querySelectorAll(selector))
      .filter((element) => visible(element) && !element.closest('[inert]'))
      .filter(
        (element, _, all) => !all.some((other) => other !== element && other.contains(element)),
      );
    const inSentence = (element: Element) => {
      if (getComputedStyle(element).display !== 'inline') return false;
      let block = element.parentElement;
      while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
      const own = element.textContent?.trim() ?? '';
      return (block?.textContent?.trim().length ?? 0) > own.length;
    };
    const name = (element: Element) =>
      `<${element.tagName.toLowerCase()}> “${(element.textContent || element.getAttribute('aria-label') || '').trim().slice(0, 40)}”`;
    const centre = (box: DOMRect) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
    const small = targets.filter((element) => {
      const box = element.getBoundingClientRect();
      return (box.width < min - 0.5 || box.height < min - 0.5) && !inSentence(element);
    });
    const problems: string[] = [];
    for (const element of small) {
      const box = element.getBoundingClientRect();
      const own = centre(box);
      const crowded = targets.some((other) => {
        if (other === element) return false;
        const rect = other.getBoundingClientRect();
        // Distance from this control's centre to the nearest point of the other control.
        const dx = Math.max(rect.left - own.x, 0, own.x - rect.right);
        const dy = Math.max(rect.top - own.y, 0, own.y - rect.bottom);
        if (Math.hypot(dx, dy) < min / 2) return true;
        if (!small.includes(other)) return false;
        const theirs = centre(rect);
        return Math.hypot(theirs.x - own.x, theirs.y - own.y) < min;
      });
      if (crowded) {
        problems.push(
          `${name(element)}: ${Math.round(box.width)} × ${Math.round(box.height)} px, too close to another control`,
        );
      }
    }
    return problems;
  }, MIN_TARGET);
  expect(problems, what).toEqual([]);
  for (const action of primary) {
    const box = await action.boundingBox();
    expect(box?.height, `${what}: ${await action.textContent()}`).toBeGreaterThanOrEqual(44);
  }
}

/** How many lines an element's words take as drawn: the distinct tops of its text's boxes. */
export function linesOf(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    const tops = new Set(
      [...range.getClientRects()]
        .filter((rect) => rect.width > 0)
        .map((rect) => Math.round(rect.top)),
    );
    return tops.size;
  });
}

/**
 * What every screen with money must hold on a phone: nothing scrolls sideways, every amount and
 * status reads whole, every control can be touched, the main action is a full-size target, and
 * axe finds nothing.
 */
export async function expectFitsPhone(
  page: Page,
  what: string,
  { primary = [], statuses }: { primary?: Locator[]; statuses?: Locator } = {},
) {
  await expectNoSidewaysScroll(page, what);
  await expectAmountsInView(page, what);
  if (statuses) await expectInView(statuses, `${what}: statuses`);
  await expectTargetSizes(page, { primary, what });
  await expectNoViolations(page, what);
}
