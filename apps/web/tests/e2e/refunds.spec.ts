import type { Page } from '@playwright/test';
import { formatRupees } from '@prakar/shared/money';
import { API_HEADERS, signInAsNewAdmin, signInAsPlatformAdmin } from './accounts';
import { chooseOption, expectFocusVisible, pressOn, tabTo, typeInto } from './keyboard';
import { gatewayControl, paidOrder } from './orders';
import { expectFitsPhone } from './screens';
import { expect, test } from './support';

test.use({ viewport: { width: 1280, height: 800 } });

async function openOrder(staff: Page, orderNumber: string) {
  await staff.goto(`/back-office/orders?search=${orderNumber}`);
  await staff
    .getByRole('table', { name: 'Orders, newest first' })
    .getByRole('link', { name: orderNumber })
    .click();
}

const historyRow = (page: Page, orderNumber: string) =>
  page
    .getByRole('table', { name: 'Orders, newest first' })
    .getByRole('row')
    .filter({ hasText: orderNumber });

/** The order's status in a list of orders (the lists label each cell for a phone's cards). */
const statusIn = (page: Page, orderNumber: string) =>
  historyRow(page, orderNumber).locator('[data-label="Status"]');

test('the refund dialog refuses more than is left at the field, and a refunded order says so to staff and customer', async ({
  page,
  browser,
}) => {
  await signInAsNewAdmin(page, { name: 'Farhan Qureshi' });
  const order = await paidOrder(page.request);
  const staff = await (await browser.newContext()).newPage();
  await signInAsPlatformAdmin(staff);
  await openOrder(staff, order.number);

  await staff.getByRole('button', { name: /^Refund payment/ }).click();
  const dialog = staff.getByRole('dialog', { name: 'Refund a payment' });
  await expect(dialog).toContainText(`${formatRupees(order.totalPaise)} can still be refunded`);
  const amount = dialog.getByLabel('Amount to refund (₹)');
  await amount.fill(String(order.totalPaise / 100 + 500));
  await dialog.getByLabel('Reason').fill('Two licences were not needed');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(amount).toHaveAccessibleDescription(
    new RegExp(`At most ${formatRupees(order.totalPaise).replace('.', '\\.')} of this payment`),
  );
  await expect(dialog).not.toContainText('The money cannot be taken back');

  const part = Math.floor(order.totalPaise / 4);
  await amount.fill(String(part / 100));
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('button', { name: `Refund ${formatRupees(part)}` }).click();
  await expect(staff.getByRole('table', { name: 'Refunds' })).toContainText('Refunded');

  await staff.reload();
  await expect(
    staff.getByRole('region', { name: `Order ${order.number}`, exact: true }),
  ).toContainText('Partly refunded');
  await staff.goto(`/back-office/orders?search=${order.number}`);
  await expect(statusIn(staff, order.number)).toHaveText('Partly refunded');

  await page.goto('/transaction-history');
  await expect(statusIn(page, order.number)).toHaveText('Partly refunded');

  // The rest, through the API: the order is refunded in full.
  const refunded = await staff.request.post(`/api/BackOffice/Orders/${order.reference}/Refunds`, {
    headers: API_HEADERS,
    data: {
      paymentId: (
        await (await staff.request.get(`/api/BackOffice/Orders/${order.reference}/Refunds`)).json()
      ).payments[0].id,
      amount: String((order.totalPaise - part) / 100),
      reason: 'The rest, by agreement',
      speed: 'normal',
      idempotencyKey: crypto.randomUUID(),
    },
  });
  expect(refunded.status(), await refunded.text()).toBe(201);
  await expect(async () => {
    await page.reload();
    await expect(statusIn(page, order.number)).toHaveText('Refunded', { timeout: 1_000 });
  }).toPass();
});

test('a failed refund waits on the home, tells the customer in plain words, and can be withdrawn', async ({
  page,
  browser,
}) => {
  await signInAsNewAdmin(page, { name: 'Lakshmi Venkatesan' });
  const order = await paidOrder(page.request);
  const staff = await (await browser.newContext()).newPage();
  await signInAsPlatformAdmin(staff);
  const panel = await staff.request.get(`/api/BackOffice/Orders/${order.reference}/Refunds`);
  const [payment] = (await panel.json()).payments as { id: string }[];
  // Only this payment's refund fails: other tests refund at the same time.
  await gatewayControl('/refunds/fail-next', { count: 1, paymentId: payment?.id });
  const asked = await staff.request.post(`/api/BackOffice/Orders/${order.reference}/Refunds`, {
    headers: API_HEADERS,
    data: {
      paymentId: payment?.id,
      amount: String(order.totalPaise / 100),
      reason: 'Bought by mistake',
      speed: 'normal',
      idempotencyKey: crypto.randomUUID(),
    },
  });
  expect(asked.status(), await asked.text()).toBe(201);

  await page.goto('/transaction-history');
  await expect(historyRow(page, order.number)).toContainText(
    'The payment gateway could not return this money, so nothing has been refunded yet.',
  );

  await staff.goto('/back-office');
  const queue = staff.getByRole('listitem', { name: 'Failed refunds' });
  await expect(queue).toContainText(/[1-9][\d,]* refunds? failed/);
  await queue.getByRole('link', { name: 'Open the failed refunds' }).click();
  await expect(staff.getByText('Orders with a failed refund.')).toBeVisible();
  await staff
    .getByRole('table', { name: 'Orders, newest first' })
    .getByRole('link', { name: order.number })
    .click();

  const refunds = staff.getByRole('table', { name: 'Refunds' });
  await refunds.getByRole('button', { name: /^Withdraw the refund of/ }).click();
  const confirm = staff.getByRole('alertdialog', { name: 'Withdraw the failed refund?' });
  await confirm.getByRole('button', { name: 'Withdraw the refund' }).click();
  await expect(refunds).toContainText('Withdrawn');
  await expect(refunds.getByRole('button', { name: /^Try again/ })).toHaveCount(0);

  await page.reload();
  await expect(historyRow(page, order.number)).toContainText(
    'This refund failed and was withdrawn: no money was returned by it.',
  );
  await expect(statusIn(page, order.number)).toHaveText('Paid');
});

test('on a phone, by keyboard alone, staff refund half of one line and see beforehand that only its subscription ends sooner', async ({
  page,
  browser,
}) => {
  await signInAsNewAdmin(page, { name: 'Meenakshi Sundaram' });
  const order = await paidOrder(page.request, ['EFORM16_2500', 'EPOI_STARTER']);
  await page.goto('/my-subscription');
  const subscriptionRow = (product: string) =>
    page
      .getByRole('table', { name: /subscriptions/i })
      .getByRole('row')
      .filter({ hasText: product });
  const ePoiBefore = await subscriptionRow('E-POI').textContent();

  const staff = await (
    await browser.newContext({ viewport: { width: 360, height: 740 } })
  ).newPage();
  await signInAsPlatformAdmin(staff);
  const panel = await (
    await staff.request.get(`/api/BackOffice/Orders/${order.reference}/Refunds`)
  ).json();
  const line = (panel.lines as { description: string; refundablePaise: number }[]).find((each) =>
    each.description.startsWith('E-Form16'),
  );
  if (!line) throw new Error(`No E-Form16 line in ${JSON.stringify(panel.lines)}`);
  await openOrder(staff, order.number);

  const trigger = staff.getByRole('button', { name: /^Refund payment/ });
  await pressOn(staff, trigger);
  const dialog = staff.getByRole('dialog', { name: 'Refund a payment' });
  const choice = dialog.getByLabel('What to refund');
  await chooseOption(staff, choice, line.description);
  const amount = dialog.getByLabel('Amount to refund (₹)');
  await expect(amount).toHaveValue(String((line.refundablePaise / 100).toFixed(2)));
  await expect(amount).toHaveAccessibleDescription(
    new RegExp(`At most ${formatRupees(line.refundablePaise).replace('.', '\\.')} of this line`),
  );
  const half = Math.floor(line.refundablePaise / 2);
  await typeInto(staff, amount, (half / 100).toFixed(2));
  await typeInto(staff, dialog.getByLabel('Reason'), 'E-Form16 was bought twice');
  await expectFitsPhone(staff, 'the refund dialog on a phone');
  await pressOn(staff, dialog.getByRole('button', { name: 'Continue' }));

  const effects = dialog.getByRole('list', { name: 'Subscriptions after the refund' });
  const effect = (product: string) => effects.getByRole('listitem').filter({ hasText: product });
  await expect(effects.getByRole('listitem')).toHaveCount(2);
  await expect(effect('E-POI')).toHaveText('E-POI: unchanged');
  await expect(effect('E-Form16')).toHaveText(
    /^E-Form16: ends \d{1,2} \w+ \d{4} instead of \d{1,2} \w+ \d{4}$/,
  );
  const newEnd = /ends (\d{1,2} \w+ \d{4})/.exec(
    (await effect('E-Form16').textContent()) ?? '',
  )?.[1];
  const refund = dialog.getByRole('button', { name: `Refund ${formatRupees(half)}` });
  await expectFitsPhone(staff, 'the refund confirmation on a phone', { primary: [refund] });
  await tabTo(staff, refund);
  await expectFocusVisible(staff);
  await staff.keyboard.press('Enter');
  const refunds = staff.getByRole('table', { name: 'Refunds' });
  await expect(refunds).toContainText('Refunded');
  await expect(refunds).toContainText(line.description);

  await page.reload();
  await expect(subscriptionRow('E-Form16')).toContainText(`– ${newEnd}`);
  await expect(subscriptionRow('E-POI')).toHaveText(ePoiBefore ?? '');
});
