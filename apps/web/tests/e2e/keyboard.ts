import type { JSHandle, Locator, Page } from '@playwright/test';
import { animationsSettled, expect } from './support';

/**
 * Keyboard-only checks. A mouse user never notices a focus that is lost, trapped, invisible or
 * hidden under the sticky header; these helpers make the tests notice, and say where focus went.
 */

const NO_FOCUS = '(nothing: the page itself)';

/** A short description of the focused element ("button “Invite user”"), for failure messages. */
function describeFocus(page: Page): Promise<string> {
  return page.evaluate((noFocus) => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return noFocus;
    const field = element as HTMLInputElement;
    const name =
      element.getAttribute('aria-label') ??
      (field.labels?.[0]?.textContent || element.textContent || field.placeholder || '');
    const role = element.getAttribute('role') ?? element.tagName.toLowerCase();
    return `${role} “${name.replace(/\s+/g, ' ').trim().slice(0, 60)}”`;
  }, NO_FOCUS);
}

function isFocused(target: Locator): Promise<boolean> {
  return target.evaluateAll((elements) => elements.some((e) => e === document.activeElement));
}

/**
 * Presses `key` until `target` has focus, at most `max` times; fails with every stop focus made on
 * the way when it never gets there (a trap shows as a cycle that never reaches it).
 */
async function pressUntilFocused(page: Page, target: Locator, key: string, max: number) {
  const stops: string[] = [];
  for (let press = 0; press < max; press += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(key);
    stops.push(await describeFocus(page));
  }
  if (await isFocused(target)) return;
  throw new Error(
    `${max} presses of ${key} never reached ${target}. Focus went to:\n  ${stops.join('\n  ')}`,
  );
}

/** Presses Tab (or Shift+Tab) until `target` has focus, at most `max` times. */
export async function tabTo(
  page: Page,
  target: Locator,
  { max = 60, backwards = false }: { max?: number; backwards?: boolean } = {},
): Promise<void> {
  await target.first().waitFor({ state: 'attached' });
  await pressUntilFocused(page, target, backwards ? 'Shift+Tab' : 'Tab', max);
}

/** In a menu that moves focus with the arrow keys, presses `key` until `target` has focus. */
export async function arrowTo(
  page: Page,
  target: Locator,
  { key = 'ArrowDown', max = 20 }: { key?: string; max?: number } = {},
): Promise<void> {
  await target.first().waitFor({ state: 'visible' });
  await pressUntilFocused(page, target, key, max);
}

/** Moves to `target` with Tab and presses `key` on it (Enter by default). */
export async function pressOn(
  page: Page,
  target: Locator,
  key = 'Enter',
  options?: { max?: number; backwards?: boolean },
): Promise<void> {
  await tabTo(page, target, options);
  await expectFocusVisible(page);
  await page.keyboard.press(key);
}

/** Moves to a field with Tab and types into it, replacing what it held. */
export async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await expectFocusVisible(page);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

/** Moves to a closed `<select>` with Tab and picks an option by typing the start of its label. */
export async function chooseOption(page: Page, select: Locator, label: string): Promise<void> {
  await tabTo(page, select);
  await expectFocusVisible(page);
  await page.keyboard.type(label);
  await expect
    .poll(() => select.evaluate((element: HTMLSelectElement) => element.selectedOptions[0]?.label))
    .toBe(label);
}

/** How long focus may take to land after a dialog closes or a page changes. */
const SETTLE = 2_000;

/**
 * The focused element shows a focus indicator (it matches `:focus-visible` with a visible outline,
 * or its outline, shadow, border or background differ from the same element unfocused), it lies
 * inside the viewport, and nothing covers it: not the sticky header, not any other layer.
 */
export async function expectFocusVisible(page: Page): Promise<void> {
  expect(await focusProblems(page), `the focused ${await describeFocus(page)}`).toEqual([]);
}

/**
 * What keeps the focused element from being seen; empty when nothing does. Measured once a
 * sliding panel has arrived and a button has finished changing colour (endless animations, such
 * as a spinner, aside).
 */
async function focusProblems(page: Page): Promise<string[]> {
  await animationsSettled(page);
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) {
      return ['focus is on the page itself, not on a control'];
    }
    const problems: string[] = [];

    // The indicator: a visible outline while :focus-visible, or any change from the unfocused look,
    // measured on an unfocused copy beside it (removed before anything can notice it). A card may
    // draw the ring for the link it holds (`:has(a:focus-visible)`): up to three ancestors count.
    const looks = (style: CSSStyleDeclaration) =>
      [
        'outline-style',
        'outline-width',
        'outline-color',
        'box-shadow',
        'border-color',
        'background-color',
      ]
        .map((property) => style.getPropertyValue(property))
        .join('|');
    const outlineShows = (style: CSSStyleDeclaration) =>
      style.outlineStyle !== 'none' &&
      Number.parseFloat(style.outlineWidth) > 0 &&
      !/rgba\(.*,\s*0\)$|transparent/.test(style.outlineColor);
    const unfocusedLook = (target: HTMLElement) => {
      const copy = target.cloneNode(false) as HTMLElement;
      // Menus mark the focused item with an attribute (Radix: data-highlighted), not :focus.
      for (const attribute of ['id', 'data-highlighted', 'data-focus-visible', 'data-focused']) {
        copy.removeAttribute(attribute);
      }
      copy.style.position = 'absolute';
      copy.style.visibility = 'hidden';
      target.after(copy);
      const look = getComputedStyle(copy);
      const result = { looks: looks(look), outline: outlineShows(look) };
      copy.remove();
      return result;
    };
    // Tab also stops on a date field's own calendar button, which the browser draws and page
    // styles cannot reach; the field itself then no longer matches :focus.
    const browserPart =
      /^(date|time|datetime-local|month|week)$/.test((element as HTMLInputElement).type ?? '') &&
      !element.matches(':focus');
    const own = getComputedStyle(element);
    let indicated =
      browserPart ||
      (element.matches(':focus-visible') && outlineShows(own)) ||
      unfocusedLook(element).looks !== looks(own);
    let ancestor = element.parentElement;
    for (let level = 0; !indicated && ancestor && level < 3; level += 1) {
      indicated = outlineShows(getComputedStyle(ancestor)) && !unfocusedLook(ancestor).outline;
      ancestor = ancestor.parentElement;
    }
    if (!indicated) problems.push('it shows no focus indicator');

    const box = element.getBoundingClientRect();
    const width = window.innerWidth;
    const height = window.innerHeight;
    if (box.width === 0 && box.height === 0) problems.push('it has no size');
    const header = Array.from(document.querySelectorAll('header')).find((candidate) =>
      ['sticky', 'fixed'].includes(getComputedStyle(candidate).position),
    );
    const underHeader = header && !header.contains(element);
    const headerBottom = underHeader ? header.getBoundingClientRect().bottom : 0;

    // Wider than the viewport, a box must overlap it; any other must lie wholly inside it.
    const across =
      box.width > width
        ? box.right > 0 && box.left < width
        : box.left >= -1 && box.right <= width + 1;
    // A tall box (a text area, a scrolling table) is shown as far as the browser scrolls it: a
    // line's worth must show between the header and the bottom; any other box shows whole.
    const tall = box.height > 100;
    const shown = Math.min(box.bottom, height) - Math.max(box.top, headerBottom);
    const down = tall ? shown >= 24 : box.top >= -1 && box.bottom <= height + 1;
    if (!across || !down) {
      problems.push(
        `it is outside the ${width}×${height} viewport (${Math.round(box.left)},${Math.round(box.top)} to ${Math.round(box.right)},${Math.round(box.bottom)})`,
      );
    }
    // The header hides a short box whose top slips under it (unless the box is painted above it,
    // as the skip link is).
    if (underHeader && !tall && box.top < headerBottom) {
      const hit = document.elementFromPoint(
        Math.min(Math.max((box.left + box.right) / 2, 0), width - 1),
        Math.max(box.top, 0) + 1,
      );
      if (hit && header.contains(hit)) {
        problems.push(
          `its top (${Math.round(box.top)} px) is under the sticky header (bottom ${Math.round(headerBottom)} px)`,
        );
      }
    }

    // Whatever is painted at the middle of its shown part must be the element itself.
    const x = Math.min(Math.max((box.left + box.right) / 2, 0), width - 1);
    const y = tall
      ? Math.min((Math.max(box.top, headerBottom) + Math.min(box.bottom, height)) / 2, height - 1)
      : Math.min(Math.max((box.top + box.bottom) / 2, 0), height - 1);
    const top = document.elementFromPoint(x, y);
    if (top && !element.contains(top) && !top.contains(element)) {
      const cover = top.closest('[role], header, footer, aside, nav, section') ?? top;
      problems.push(
        `it is covered by ${cover.tagName.toLowerCase()}${cover.getAttribute('role') ? `[role=${cover.getAttribute('role')}]` : ''} “${(cover.textContent ?? '').trim().slice(0, 40)}”`,
      );
    }
    return problems;
  });
}

/**
 * Walks the whole tab order from where focus is (the start of a page just opened, or the end a
 * walk the other way left it at) until focus leaves the page or comes round to its first stop
 * again, checking at every stop that focus is visible and uncovered. A walk that never ends
 * within `max` presses is a keyboard trap.
 */
export async function walkTabOrder(
  page: Page,
  { backwards = false, max = 200 }: { backwards?: boolean; max?: number } = {},
): Promise<string[]> {
  const key = backwards ? 'Shift+Tab' : 'Tab';
  const stops: string[] = [];
  const problems: string[] = [];
  let first: JSHandle<Element | null> | undefined;
  for (let press = 0; press < max; press += 1) {
    await page.keyboard.press(key);
    const stop = await describeFocus(page);
    // The walk ends on leaving the page, or on coming round to its first stop again.
    const round =
      first && (await page.evaluate((start) => document.activeElement === start, first));
    if (stop === NO_FOCUS || round) {
      expect(problems, `stops of ${key} where focus is hard to see`).toEqual([]);
      return stops;
    }
    first ??= await page.evaluateHandle(() => document.activeElement);
    stops.push(stop);
    const found = await focusProblems(page);
    if (found.length > 0) problems.push(`${stop}: ${found.join('; ')}`);
  }
  throw new Error(
    `${max} presses of ${key} never came to the end of the page. Focus went to:\n  ${stops.join('\n  ')}`,
  );
}

/**
 * Inside an open dialog, focus stays in it: first where it is, then after each of `presses` Tabs
 * and as many Shift+Tabs.
 */
export async function expectFocusInside(
  page: Page,
  dialog: Locator,
  { presses = 8 }: { presses?: number } = {},
): Promise<void> {
  await expect(dialog).toBeVisible();
  const inside = () => dialog.evaluate((element) => element.contains(document.activeElement));
  await expect.poll(inside, { message: 'focus moves into the dialog as it opens' }).toBe(true);
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let press = 1; press <= presses; press += 1) {
      await page.keyboard.press(key);
      expect(
        await inside(),
        `after ${press} × ${key} focus left the dialog for ${await describeFocus(page)}`,
      ).toBe(true);
      await expectFocusVisible(page);
    }
  }
}

/**
 * After a dialog or menu closes, focus is back on the control that opened it. A soft assertion:
 * a lost focus is reported, and the journey goes on from wherever focus is, so one run shows
 * every place it happens.
 */
export async function expectFocusReturnedTo(page: Page, opener: Locator): Promise<void> {
  await expect
    .soft(opener, `focus returns to the opener, not to ${await describeFocus(page)}`)
    .toBeFocused({ timeout: SETTLE });
}

/**
 * After a move to another page inside the app, focus is on the new page's main heading, so a
 * screen reader starts there and the next Tab goes on from it. Soft, like the focus return.
 */
export async function expectFocusOnNewPage(page: Page): Promise<void> {
  const heading = page.getByRole('main').getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  await expect
    .soft(heading, `focus moves to the new page’s heading, not to ${await describeFocus(page)}`)
    .toBeFocused({ timeout: SETTLE });
}
