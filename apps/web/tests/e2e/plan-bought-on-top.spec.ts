import { signInAsNewAdmin } from './accounts';
import { paidOrder } from './orders';
import { expect, test } from './support';

test('a plan bought while another runs follows it: My Subscription shows both, and renews the last', async ({
  page,
}) => {
  await signInAsNewAdmin(page);
  await paidOrder(page.request, 'EPOI_ENTERPRISE');
  await paidOrder(page.request, 'EPOI_GROWTH');

  await page.goto('/my-subscription');
  const row = page.getByRole('row', { name: /E-POI/ });
  await expect(row).toContainText(
    /Enterprise until \d{1,2} \w+ 20\d\d, then Growth until \d{1,2} \w+ 20\d\d/,
  );
  await expect(row).toContainText('Up to 5,000 employees, then up to 1,000 employees');
  await expect(row).toContainText('Active');
  await expect(row.getByRole('link', { name: 'Renew E-POI Growth' })).toHaveAttribute(
    'href',
    '/add-cart?plan=EPOI_GROWTH',
  );

  // My Apps names the plan in force today.
  await page.goto('/product-dashboard');
  await expect(page.getByTestId('app-EPOI')).toContainText('Enterprise plan');
});
