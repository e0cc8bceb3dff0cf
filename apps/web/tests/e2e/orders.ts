import { type APIRequestContext, type Page, request as playwrightRequest } from '@playwright/test';
import { API_HEADERS } from './accounts';
import { expect } from './support';

/**
 * The test gateway's levers answer only this machine, and the tests' own requests pose as
 * forwarded visitors (support.ts); so they go through a context without that header.
 */
export async function gatewayControl(path: string, body: object) {
  const context = await playwrightRequest.newContext({
    baseURL: process.env.E2E_BASE_URL,
    extraHTTPHeaders: {},
  });
  try {
    const response = await context.post(`/test-gateway/_control${path}`, { data: body });
    expect(response.status(), await response.text()).toBe(200);
    return response.json();
  } finally {
    await context.dispose();
  }
}

/** An order placed through the API and left unpaid, as when a buyer walks away from the gateway. */
export async function unpaidOrder(
  request: APIRequestContext,
  items: { planCode: string; quantity: number }[] = [{ planCode: 'EFORM16_2500', quantity: 1 }],
) {
  const order = await request.post('/api/Transactions/Order/createOrder', {
    headers: API_HEADERS,
    data: {
      idempotencyKey: crypto.randomUUID(),
      items,
      billing: {
        legalName: 'Kavach Payroll Services Private Limited',
        pan: 'AAPFU0939F',
        gstin: '',
        addressLine1: '12 MG Road',
        city: 'Bengaluru',
        stateCode: '29',
        pinCode: '560001',
      },
    },
  });
  expect(order.status(), await order.text()).toBe(201);
  const { id, reference, number, totalPaise } = await order.json();
  return {
    id: id as string,
    reference: reference as string,
    number: number as string,
    totalPaise: totalPaise as number,
  };
}

/** An order paid through the API and the gateway's levers, for screens that show one. */
export async function paidOrder(
  request: APIRequestContext,
  planCodes: string | readonly string[] = 'EFORM16_2500',
) {
  const items = [planCodes].flat().map((planCode) => ({ planCode, quantity: 1 }));
  const placed = await unpaidOrder(request, items);
  const { id } = placed;
  const start = await request.post('/api/Transactions/Payment/start', {
    headers: API_HEADERS,
    data: { orderId: id },
  });
  const { fields } = await start.json();
  const { callbackFields } = await gatewayControl(`/orders/${fields.order_id}/pay`, {
    method: 'upi',
    outcome: 'success',
  });
  // The browser's return from the checkout, as the gateway's page would post it.
  const back = await request.post('/api/Transactions/Payment/callback', {
    form: callbackFields,
    maxRedirects: 0,
  });
  expect(back.status()).toBe(303);
  return placed;
}

/**
 * Refunds `share` (a half: 0.5) of a paid order's total through the API, as the staff member whose
 * session `staff` carries, for `reason`.
 */
export async function refundShare(
  staff: APIRequestContext,
  order: { reference: string; totalPaise: number },
  share: number,
  reason: string,
) {
  const panel = await staff.get(`/api/BackOffice/Orders/${order.reference}/Refunds`);
  const [payment] = (await panel.json()).payments as { id: string }[];
  const refund = await staff.post(`/api/BackOffice/Orders/${order.reference}/Refunds`, {
    headers: API_HEADERS,
    data: {
      paymentId: payment?.id,
      amount: String(Math.floor(order.totalPaise * share) / 100),
      reason,
      speed: 'normal',
      idempotencyKey: crypto.randomUUID(),
    },
  });
  expect(refund.status(), await refund.text()).toBe(201);
}

/** Pays with a wallet at the test gateway's hosted page, pressing its Success or Failure button. */
export async function payByWallet(page: Page, outcome: 'Success' | 'Failure' = 'Success') {
  const wallet = page.getByRole('region', { name: 'Wallet' });
  await wallet.getByRole('radio').first().check();
  await wallet.getByRole('button', { name: outcome, exact: true }).click();
}

/** Puts `items` in the signed-in buyer's cart on the server, as the cart screen saves it. */
export async function saveCart(
  request: APIRequestContext,
  items: { planCode: string; quantity: number }[],
  { merge }: { merge?: boolean } = {},
): Promise<void> {
  const saved = await request.post('/api/Transactions/UserCart/save', {
    headers: API_HEADERS,
    // JSON leaves `merge` out when it is not given, so the server's default applies.
    data: { items, merge },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}
