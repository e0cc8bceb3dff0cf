import { signInAsNewAdmin } from './accounts';
import { expect, test } from './support';

test.use({ viewport: { width: 375, height: 800 }, hasTouch: true });

test('below 768 px the header bar gives way to the compact bar and its menu', async ({ page }) => {
  await page.goto('/home');
  const header = page.getByRole('banner');
  await expect(header.getByTestId('desktop-bar')).toBeHidden();
  await expect(header.getByTestId('mobile-bar')).toBeVisible();
  await expect(header.getByRole('link', { name: 'Prakar Tax Advisory' })).toBeVisible();
  await expect(header.getByTestId('primary-auth').filter({ visible: true })).toHaveText('Sign Up');

  const menuButton = header.getByRole('button', { name: 'Menu' });
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  const panelId = await menuButton.getAttribute('aria-controls');
  const panel = page.locator(`#${panelId}`);
  await expect(panel).toBeHidden();

  await menuButton.click();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await expect(panel).toBeVisible();
  for (const name of [
    'Home',
    'E-POI',
    'Smart TDS',
    'E-Form16',
    'ITR Filing',
    'Contact',
    'Sign In',
  ]) {
    await expect(panel.getByRole('link', { name, exact: true })).toBeVisible();
  }
  // About Us is both a main item and in the Company group, as on the desktop bar.
  await expect(panel.getByRole('link', { name: 'About Us', exact: true })).toHaveCount(2);
  await expect(panel.getByRole('button', { name: 'Contact Us' })).toBeVisible();

  await panel.getByRole('link', { name: 'Smart TDS' }).click();
  await expect(page).toHaveURL(/\/tds$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Smart TDS');
  await expect(panel).toBeHidden();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
});

test('Escape closes the mobile menu and returns focus to its button', async ({ page }) => {
  await page.goto('/about');
  const menuButton = page.getByRole('banner').getByRole('button', { name: 'Menu' });
  await menuButton.click();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await expect(menuButton).toBeFocused();
});

test('Contact Us in the mobile menu opens the contact panel across the screen', async ({
  page,
}) => {
  await page.goto('/home');
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Contact Us' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact us' });
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(370);
});

test('signed in, the mobile menu lists the account items', async ({ page }) => {
  await signInAsNewAdmin(page, { name: 'Asha Iyer' });
  await page.goto('/home');
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  const panel = page.locator('#mobile-menu');
  await expect(panel).toContainText('Signed in as Asha Iyer');
  await panel.getByRole('link', { name: 'Transaction History' }).click();
  await expect(page).toHaveURL(/\/transaction-history$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Transaction history');
});

test('the page never scrolls sideways at 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of ['/home', '/E-poi', '/transfer_pricing_international_taxation', '/sitemap']) {
    await page.goto(path);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
