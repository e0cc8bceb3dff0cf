import type { Page } from '@playwright/test';
import { STORAGE_KEYS } from '@prakar/shared/constants';
import { expect, test } from './support';

/** Public pages start the app when the visitor needs it (docs/decisions/0050). */
test.use({ viewport: { width: 1280, height: 800 } });

/** The app's scripts the page has asked for (the deferred start itself is not one of them). */
function appScripts(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const name = new URL(request.url()).pathname;
    if (/^\/assets\/.*\.js$/.test(name) && !name.includes('deferred-start')) asked.push(name);
  });
  return asked;
}

const root = (page: Page) => page.locator('html');
const desktopBar = (page: Page) => page.getByTestId('desktop-bar');

test('a reading page loads none of the app until the visitor acts', async ({ page }) => {
  const asked = appScripts(page);
  await page.goto('/tds', { waitUntil: 'networkidle' });
  await expect(root(page)).toHaveAttribute('data-app-start', 'waiting');
  expect(asked).toEqual([]);
  // Its links are plain links meanwhile, to pages pre-rendered the same way.
  await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(root(page)).toHaveAttribute('data-app-start', 'waiting');
  expect(asked).toEqual([]);
});

test('the first click on a menu opens it once the app has started', async ({ page }) => {
  const asked = appScripts(page);
  await page.goto('/home');
  const products = desktopBar(page).getByRole('button', { name: 'Products' });
  await products.click();
  await expect(root(page)).toHaveAttribute('data-hydrated', '');
  await expect(products).toHaveAttribute('aria-expanded', 'true');
  expect(asked.some((name) => name.includes('entry.client'))).toBe(true);
  await expect(root(page)).not.toHaveAttribute('data-app-start');
});

test('the theme switch and the contact panel answer the first press, by keyboard too', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/about');
  const theme = desktopBar(page).getByRole('button', { name: 'Dark theme' });
  await theme.click();
  await expect(theme).toHaveAttribute('aria-pressed', 'true');
  await expect(root(page)).toHaveAttribute('data-theme', 'dark');

  await page.goto('/careers');
  const contact = desktopBar(page).getByRole('button', { name: 'Contact Us' });
  await contact.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('before the app starts, the page follows the system and the switch says so', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/about');
  const theme = desktopBar(page).getByRole('button', { name: 'Dark theme' });
  await expect(theme).toHaveAttribute('aria-pressed', 'true');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(root(page)).toHaveAttribute('data-theme', 'light');
  await expect(theme).toHaveAttribute('aria-pressed', 'false');
  await expect(root(page)).toHaveAttribute('data-app-start', 'waiting');
});

test('without the app a form never submits itself', async ({ page }) => {
  await page.goto('/contact-us');
  // A form sent by the browser alone would load the page again, with its fields in the address.
  await page.evaluate(() => {
    document.body.dataset.before = 'submit';
    document.querySelector<HTMLFormElement>('main form')?.requestSubmit();
  });
  await expect(root(page)).toHaveAttribute('data-hydrated', '');
  await expect(page.locator('body')).toHaveAttribute('data-before', 'submit');
  // The app took the submission it held: it checks the empty fields.
  await expect(page.getByText(/^Please enter/).first()).toBeVisible();
});

test('a signed-in visitor or a cart starts the app at once, here and from another tab', async ({
  page,
  context,
}) => {
  await page.goto('/terms');
  await expect(root(page)).toHaveAttribute('data-app-start', 'waiting');
  const other = await context.newPage();
  await other.goto('/terms');
  await other.evaluate(
    (key) => localStorage.setItem(key, JSON.stringify({ items: [{ planCode: 'TDS-STD' }] })),
    STORAGE_KEYS.userCart,
  );
  // The first tab hears of the cart and starts, and the header counts it.
  await expect(root(page)).toHaveAttribute('data-hydrated', '');
  await expect(desktopBar(page).getByRole('link', { name: /^Cart,/ })).toHaveAccessibleName(
    'Cart, 1 plan',
  );
  await page.reload();
  await expect(root(page)).toHaveAttribute('data-hydrated', '');
});

test('a visitor who came through a corporate sign-in page keeps it on the sign-in links', async ({
  page,
}) => {
  await page.goto('/home');
  await page.evaluate((keys) => {
    localStorage.setItem(keys.isFromCorporateLandingPage, 'true');
    localStorage.setItem(keys.recheckCorporateName, 'acme-payroll');
  }, STORAGE_KEYS);
  await page.goto('/about');
  await expect(page.getByTestId('header-sign-in')).toHaveAttribute(
    'href',
    '/login?corporateName=acme-payroll',
  );
});

test('an address with a query starts the app at once', async ({ page }) => {
  await page.goto('/reset-password?token=');
  await expect(root(page)).toHaveAttribute('data-hydrated', '');
  await expect(page.getByText('Please open this page from the link in your e-mail.')).toBeVisible();
});

test('a product page starts the app as its plans come near, for the current prices', async ({
  page,
}) => {
  await page.goto('/E-poi');
  await expect(root(page)).toHaveAttribute('data-app-start', 'waiting');
  await page.locator('#plans').scrollIntoViewIfNeeded();
  await expect(page.locator('#plans [data-prices="current"]')).toBeAttached();
});

test('a newcomer sees the cart, checkout, apps and payment pages complete without the app', async ({
  page,
}) => {
  const asked = appScripts(page);
  const views: [string, string][] = [
    ['/add-cart', 'Your cart is empty.'],
    ['/checkout', 'Your cart is empty.'],
    ['/product-dashboard', 'to see the apps your organisation gives you'],
    ['/payment-request', 'This payment link is not valid.'],
  ];
  for (const [path, text] of views) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByText(text), path).toBeVisible();
    await expect(page.getByText(/^Loading your/), path).toBeHidden();
    await expect(root(page), path).toHaveAttribute('data-app-start', 'waiting');
  }
  expect(asked).toEqual([]);
});

test('a returning visitor never sees the newcomer’s view: a loading line until the app draws', async ({
  page,
  request,
}) => {
  const product = (await (await request.get('/api/Masters/Products/SMART_TDS')).json()) as {
    plans: { code: string; name: string }[];
  };
  const plan = product.plans[0];
  if (!plan) throw new Error('SMART_TDS has no plans');
  // The app arrives late, as on a slow line.
  await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  await page.goto(`/add-cart?plan=${plan.code}`, { waitUntil: 'commit' });
  await expect(page.getByText('Loading your cart…')).toBeVisible();
  await expect(page.getByText('Your cart is empty.')).toBeHidden();
  await expect(page.getByText(plan.name).first()).toBeVisible();
  await expect(page.getByText('Your cart is empty.')).toBeHidden();
});
