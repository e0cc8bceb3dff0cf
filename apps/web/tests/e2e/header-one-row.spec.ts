import type { Page } from '@playwright/test';
import { signInAsNewAdmin, signInAsPlatformAdmin } from './accounts';
import { saveCart } from './orders';
import { expect, test } from './support';

/** Long enough to find a header that cannot make room for it. */
const LONG_NAME = 'Venkatalakshmi Subramanian-Raghunathan';

/**
 * The header bar's parts (the brand, each menu of the navigation, each action) that do not share
 * the bar's one row with the others: a part lies wholly below, or above, another.
 */
function offTheRow(page: Page): Promise<string[]> {
  return page.getByTestId('desktop-bar').evaluate((bar) => {
    const parts = [
      ...bar.querySelectorAll(':scope > *:not(nav), :scope > nav > ul > li, :scope > div > *'),
    ].filter((part) => part.getBoundingClientRect().height > 0);
    const boxes = parts.map((part) => {
      const control = part.matches('a, button') ? part : (part.querySelector('a, button') ?? part);
      return {
        name: (control.textContent || control.getAttribute('aria-label') || '').trim(),
        box: part.getBoundingClientRect(),
      };
    });
    return boxes.flatMap(({ name, box }) =>
      boxes
        .filter((other) => other.box.top >= box.bottom)
        .map((other) => `“${other.name}” is below “${name}”`),
    );
  });
}

const visitors = [
  { who: 'a visitor', signIn: async () => {}, name: undefined, cart: 'Cart, empty' },
  {
    who: 'a customer with a long name and plans in the cart',
    signIn: async (page: Page) => {
      await signInAsNewAdmin(page, { name: LONG_NAME });
      await saveCart(page.request, [{ planCode: 'EPOI_ENTERPRISE', quantity: 3 }]);
    },
    name: LONG_NAME,
    cart: 'Cart, 1 plan',
  },
  {
    who: 'the platform administrator',
    signIn: signInAsPlatformAdmin,
    name: 'Platform administrator',
    cart: 'Cart, empty',
  },
];

for (const width of [1024, 1280]) {
  for (const { who, signIn, name, cart } of visitors) {
    test(`at ${width} px the header is one row for ${who}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await signIn(page);
      await page.goto('/home');
      const header = page.getByRole('banner');
      await expect(header.getByRole('button', { name: 'Company' })).toBeVisible();
      await expect(header.getByRole('link', { name: cart })).toBeVisible();
      if (name) {
        // The whole name stays the account button's name and title, however it is drawn.
        await expect(header.getByRole('button', { name })).toHaveAttribute('title', name);
      } else {
        await expect(header.getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();
      }
      expect(await offTheRow(page)).toEqual([]);
    });
  }
}
