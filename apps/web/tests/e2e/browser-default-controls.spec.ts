import type { Page } from '@playwright/test';
import { testEveryScreen } from './screens';
import { expect, test } from './support';

/**
 * The visible controls that look as the browser draws them unstyled: each is compared with a bare
 * control of its kind in a shadow root, which the site's style sheets do not reach but its colour
 * scheme does. A control looks unstyled when its background and border (and, for a link, its
 * colour and underline; for a check box, its accent colour) are all the browser's own: a grey
 * button with an outset border, an inset text box, a blue underlined link posing as a button.
 */
function browserDefaultControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = [
      'button',
      'a[role="button"]',
      '[role="button"]',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
    ].join(', ');
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || element.closest('[inert]')) return false;
      // Off the page's left or top edge, as a honeypot field is: no one can scroll to it.
      if (box.right + window.scrollX <= 0 || box.bottom + window.scrollY <= 0) return false;
      for (let at: Element | null = element; at; at = at.parentElement) {
        const style = getComputedStyle(at);
        if (
          style.clip === 'rect(0px, 0px, 0px, 0px)' ||
          style.visibility === 'hidden' ||
          style.opacity === '0'
        ) {
          return false;
        }
      }
      return true;
    };
    const look = ['background-color', 'background-image', 'border-top-style', 'border-top-width'];
    const propertiesOf = (element: Element) => {
      const type = element.getAttribute('type');
      if (element.tagName === 'A') return [...look, 'color', 'text-decoration-line'];
      if (type === 'checkbox' || type === 'radio') return [...look, 'accent-color'];
      return [...look, 'border-top-color'];
    };

    const host = document.createElement('div');
    host.style.cssText = 'position: fixed; top: 0; left: 0; visibility: hidden;';
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    const problems: string[] = [];
    for (const element of document.querySelectorAll(selector)) {
      if (!shown(element)) continue;
      const bare = document.createElement(element.tagName.toLowerCase());
      for (const name of ['type', 'href']) {
        const value = element.getAttribute(name);
        if (value !== null) bare.setAttribute(name, value);
      }
      root.append(bare);
      const own = getComputedStyle(element);
      const browser = getComputedStyle(bare);
      const properties = propertiesOf(element);
      if (
        properties.every((name) => own.getPropertyValue(name) === browser.getPropertyValue(name))
      ) {
        const name = (element.textContent || element.getAttribute('aria-label') || '').trim();
        const values = properties.map((property) => own.getPropertyValue(property)).join('; ');
        problems.push(`<${element.tagName.toLowerCase()}> “${name.slice(0, 40)}”: ${values}`);
      }
      bare.remove();
    }
    host.remove();
    return problems;
  });
}

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the check finds a control left as the browser draws it', async ({ page }) => {
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('main').evaluate((main) => {
      main.insertAdjacentHTML(
        'afterbegin',
        '<button type="button">Plain</button><input aria-label="Plain box">',
      );
    });
    expect(await browserDefaultControls(page)).toEqual([
      expect.stringMatching(/^<button> “Plain”/),
      expect.stringMatching(/^<input> “Plain box”/),
    ]);
  });

  testEveryScreen(
    (screens) => `${screens}: no control looks as the browser draws it unstyled`,
    async (page, route) => {
      expect.soft(await browserDefaultControls(page), `/${route}`).toEqual([]);
    },
  );
});
