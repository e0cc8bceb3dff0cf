import { API_HEADERS, createAccount } from './accounts';
import { saveCart } from './orders';
import { expect, test } from './support';

/**
 * The cart is in the header of every page, with the number of plans it holds, at desktop and
 * phone widths; adding a plan on a product page counts at once.
 */
for (const viewport of [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
]) {
  test(`at ${viewport.width} px the header's cart counts the plans added`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/home');
    const cart = page
      .getByRole('banner')
      .getByRole('link', { name: /^Cart,/ })
      .filter({ visible: true });
    await expect(cart).toHaveAccessibleName('Cart, empty');
    await expect(cart).toHaveAttribute('href', '/add-cart');

    await page.goto('/E-poi');
    await page
      .getByRole('link', { name: /^Add to cart/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/add-cart$/);
    await expect(cart).toHaveAccessibleName('Cart, 1 plan');

    await page.goto('/tds');
    await page
      .getByRole('link', { name: /^Add to cart/ })
      .first()
      .click();
    await expect(cart).toHaveAccessibleName('Cart, 2 plans');
    await expect(cart.getByTestId('cart-count')).toHaveText('2');

    // Another page keeps the count, and the control is a comfortable target inside the viewport.
    await page.goto('/about');
    await expect(cart).toHaveAccessibleName('Cart, 2 plans');
    const box = await cart.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(24);
    expect(box?.height).toBeGreaterThanOrEqual(24);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(viewport.width);

    await cart.click();
    await expect(page).toHaveURL(/\/add-cart$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}

test('signing in on another device brings the saved cart into the header', async ({
  page,
  request,
}) => {
  // Plans put in the cart on one device, through the API as that device would.
  const account = await createAccount(request);
  const login = await request.post('/api/Authentication/Login', {
    headers: API_HEADERS,
    data: { email: account.email, password: account.password },
  });
  expect(login.status()).toBe(200);
  await saveCart(request, [
    { planCode: 'EPOI_STARTER', quantity: 1 },
    { planCode: 'SMART_TDS_5', quantity: 2 },
  ]);

  // This browser has never seen that cart.
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await expect(
    page
      .getByRole('banner')
      .getByRole('link', { name: /^Cart,/ })
      .filter({ visible: true }),
  ).toHaveAccessibleName('Cart, 2 plans');
});
