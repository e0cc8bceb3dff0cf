import { paymentsApi } from '@prakar/shared/api/payments';
import type { ApiErrorBody } from '@prakar/shared/api-error';
import { ADDRESS_NEEDED, CITY_NEEDED } from '@prakar/shared/payments';
import { AMOUNT_MESSAGE } from '@prakar/shared/rupees-input';
import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, orders, subscriptionGrants, subscriptions } from '#src/db/schema.ts';
import { lastMailTo, mailsTo, uniqueEmail } from '#test/accounts-helpers.ts';
import { PLATFORM_ADMIN_ENV, type TestApp } from '#test/build-test-app.ts';
import { call } from '#test/call.ts';
import {
  buildPaymentsApp,
  payAtGateway,
  placeOrder,
  returnFromGateway,
  setWebhooks,
} from '#test/commerce-helpers.ts';
import { pdfText } from '#test/pdf-text.ts';
import {
  type Call,
  COMPLETE_ORGANISATION,
  inviteAndJoin,
  newAdmin,
  signInPlatformAdmin,
} from '#test/users-helpers.ts';
import { LINK_CLOSED, LINK_NOT_FOUND } from './payment-links.ts';
import { LINK_CANCELLED_MESSAGE, PAYMENT_REFERENCE_NOT_FOUND } from './payments-service.ts';

let testApp: TestApp;
let platform: Call;

beforeAll(async () => {
  testApp = await buildPaymentsApp({ env: PLATFORM_ADMIN_ENV });
  platform = (await signInPlatformAdmin(testApp.app)).call;
});

afterAll(async () => {
  await testApp?.close();
});

const app = () => testApp.app;
const db = () => app().database.db;

function linkBody(overrides: Record<string, unknown> = {}) {
  return {
    payerName: 'Meera Iyer',
    payerEmail: uniqueEmail('payer'),
    description: 'Advisory on the FY 2025-26 TDS notices',
    amount: '10,000',
    stateCode: '27',
    gstin: '',
    addressLine1: '12 Marine Drive',
    addressLine2: 'Flat 4',
    city: 'Mumbai',
    pinCode: '400020',
    ...overrides,
  };
}

async function createLink(overrides: Record<string, unknown> = {}) {
  const body = linkBody(overrides);
  const response = await platform(paymentsApi.createLink, { body });
  expect(response.statusCode, response.body).toBe(201);
  return { body, link: response.json() };
}

async function orderRow(id: string) {
  const [row] = await db().select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error(`No order ${id}`);
  return row;
}

const status = (reference: string) => call(app(), paymentsApi.status, { params: { reference } });

describe('POST /api/Transactions/PaymentLinks', () => {
  it('creates an advisory order with CGST and SGST for a payer in Maharashtra', async () => {
    const { link } = await createLink({ amount: '9,999.50', stateCode: '27' });
    expect(link).toMatchObject({
      orderId: expect.any(String),
      reference: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      orderNumber: expect.stringMatching(/^ORD-\d{6}$/),
      // 9% of ₹9,999.50 is ₹899.955 each, rounded up: two halves make a paisa more than IGST.
      totalPaise: 999_950 + 2 * 89_996,
    });
    expect(link.url).toContain(`/payment-request?ref=${link.reference}`);
    expect(await orderRow(link.orderId)).toMatchObject({
      kind: 'advisory',
      organisationId: null,
      status: 'awaiting_payment',
      subtotalPaise: 999_950,
      cgstPaise: 89_996,
      sgstPaise: 89_996,
      igstPaise: 0,
    });
  });

  it('charges IGST to a payer in another state', async () => {
    const { link } = await createLink({ amount: '9999.50', stateCode: '29' });
    expect(link.totalPaise).toBe(999_950 + 179_991);
    expect(await orderRow(link.orderId)).toMatchObject({
      subtotalPaise: 999_950,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 179_991,
      buyerStateCode: '29',
    });
  });

  it('keeps the payer’s GSTIN and the PAN within it', async () => {
    const { link } = await createLink({ gstin: COMPLETE_ORGANISATION.gstin, stateCode: '27' });
    expect(await orderRow(link.orderId)).toMatchObject({
      buyerGstin: COMPLETE_ORGANISATION.gstin,
      buyerPan: COMPLETE_ORGANISATION.pan,
    });
  });

  it('e-mails the payer the link with the amount including GST', async () => {
    const { body, link } = await createLink({ amount: '25000' });
    const mail = await lastMailTo(app(), body.payerEmail);
    expect(mail?.subject).toContain(link.orderNumber);
    expect(mail?.text).toContain(link.url);
    expect(mail?.text).toContain('₹29,500.00');
    expect(mail?.text).toContain(body.description);
  });

  it('refuses an organisation administrator', async () => {
    const orgAdmin = await newAdmin(app());
    const response = await orgAdmin.call(paymentsApi.createLink, { body: linkBody() });
    expect(response.statusCode).toBe(403);
  });

  it('asks an anonymous caller to sign in', async () => {
    const response = await call(app(), paymentsApi.createLink, { body: linkBody() });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a bad amount, e-mail and state with a message on each field', async () => {
    const before = await db().select({ n: count() }).from(orders);
    const response = await platform(paymentsApi.createLink, {
      body: linkBody({ amount: '10,000.001', payerEmail: 'meera@', stateCode: '00' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().error.fields).toEqual({
      amount: AMOUNT_MESSAGE,
      payerEmail: 'Please enter a valid e-mail address, such as name@company.in.',
      stateCode: 'Please choose a state.',
    });
    expect(await db().select({ n: count() }).from(orders)).toEqual(before);
  });

  it('refuses an amount over ₹1 crore and a GSTIN from another state', async () => {
    const response = await platform(paymentsApi.createLink, {
      body: linkBody({
        amount: '1,00,00,001',
        gstin: COMPLETE_ORGANISATION.gstin,
        stateCode: '29',
      }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().error.fields).toMatchObject({
      amount: 'A payment link can ask for at most ₹1 crore.',
      gstin: expect.any(String),
    });
  });
});

describe('paying a payment link', () => {
  it('shows a new link as an unpaid advisory fee to anyone holding it', async () => {
    const { body, link } = await createLink({ amount: '5000' });
    const response = await status(link.reference);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      reference: link.reference,
      kind: 'advisory',
      state: 'unpaid',
      orderNumber: link.orderNumber,
      description: body.description,
      totalPaise: 590_000,
      payerName: body.payerName,
      paidAt: null,
      invoiceNumber: null,
      failureReason: null,
      orderId: null,
      subscriptions: [],
    });
  });

  it('starts the checkout without signing in, for the link’s amount and payer', async () => {
    const { body, link } = await createLink();
    const response = await call(app(), paymentsApi.startLink, {
      body: {
        reference: link.reference,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { action, fields } = response.json();
    expect(action).toMatch(/\/test-gateway\/v1\/checkout\/embedded$/);
    expect(fields).toMatchObject({
      amount: String(link.totalPaise),
      currency: 'INR',
      order_id: expect.stringMatching(/^order_/),
      'prefill[email]': body.payerEmail,
      cancel_url: expect.stringContaining(`/payment-request?ref=${link.reference}&cancelled=1`),
    });
  });

  it('is paid on return, with an advisory invoice (SAC 998231) and no subscription', async () => {
    await setWebhooks(app(), { mode: 'drop' });
    const { body, link } = await createLink({ amount: '40,000', stateCode: '29' });
    const start = await call(app(), paymentsApi.startLink, {
      body: {
        reference: link.reference,
      },
    });
    const { callbackFields } = await payAtGateway(app(), start.json().fields.order_id ?? '');
    const back = await returnFromGateway(app(), callbackFields);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/payment-request?ref=${link.reference}`);

    const paid = (await status(link.reference)).json();
    expect(paid).toMatchObject({
      kind: 'advisory',
      state: 'paid',
      paidAt: expect.any(String),
      invoiceNumber: expect.stringMatching(/^PTA\/\d\d-\d\d\/\d{5}$/),
    });

    const invoice = await call(app(), paymentsApi.invoice, {
      params: { reference: link.reference },
    });
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(invoice.rawPayload);
    expect(text).toContain(paid.invoiceNumber);
    expect(text).toContain(body.payerName);
    // Unregistered: the invoice names where the payer is, as they were billed.
    expect(text).toContain('12 Marine Drive');
    expect(text).toContain('Mumbai 400020');
    expect(text).toContain('998231 1 ₹40,000.00 ₹40,000.00');
    expect(text).toContain('IGST @ 18% ₹7,200.00');
    expect(text).not.toContain('997331');
    const again = await call(app(), paymentsApi.startLink, {
      body: {
        reference: link.reference,
      },
    });
    expect(again.statusCode).toBe(409);

    const [grants] = await db()
      .select({ n: count() })
      .from(subscriptionGrants)
      .where(eq(subscriptionGrants.orderId, link.orderId));
    expect(grants?.n).toBe(0);
    const [granted] = await db().select({ n: count() }).from(subscriptions);
    expect(granted?.n).toBe(0);
  });

  it('has no invoice to give before it is paid', async () => {
    const { link } = await createLink();
    const response = await call(app(), paymentsApi.invoice, {
      params: { reference: link.reference },
    });
    expect(response.statusCode).toBe(404);
  });

  it('answers 404 for a well-formed reference that names no payment, and 400 for a malformed one', async () => {
    const unknown = await status('A'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ApiErrorBody>().error.message).toBe(PAYMENT_REFERENCE_NOT_FOUND);

    const malformed = await status('not-a-reference');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<ApiErrorBody>().error.fields).toEqual({
      reference: 'That payment reference is not valid.',
    });
  });

  it('will not start a subscription order from its reference without signing in', async () => {
    const buyer = await newAdmin(app());
    const order = await placeOrder(buyer);
    const response = await call(app(), paymentsApi.startLink, {
      body: {
        reference: order.reference,
      },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json<ApiErrorBody>().error.message).toBe(PAYMENT_REFERENCE_NOT_FOUND);
    expect((await orderRow(order.id)).gatewayOrderId).toBeNull();
  });
});

describe('a payer without a GSTIN', () => {
  it('must be given an address and a city, which the invoice needs', async () => {
    const response = await platform(paymentsApi.createLink, {
      body: linkBody({ addressLine1: '', city: '' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().error.fields).toEqual({
      addressLine1: ADDRESS_NEEDED,
      city: CITY_NEEDED,
    });
  });
});

describe('resending and cancelling a payment link', () => {
  it('e-mails the link to its payer again, and the trail says so', async () => {
    const { body, link } = await createLink();
    const resent = await platform(paymentsApi.resendLink, {
      params: { reference: link.reference },
    });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toMatchObject({
      payerEmail: body.payerEmail,
      status: 'awaiting_payment',
    });
    const mails = await mailsTo(app(), body.payerEmail);
    expect(mails).toHaveLength(2);
    expect(mails.every((mail) => mail.text.includes(link.url))).toBe(true);
    const [event] = await db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'payment_link_resent'))
      .orderBy(desc(auditEvents.at))
      .limit(1);
    expect(event).toMatchObject({ targetId: link.orderId, after: { payerEmail: body.payerEmail } });
  });

  it('cancels an unpaid link: its page says so, and it can be neither paid nor resent', async () => {
    const { link } = await createLink();
    const cancelled = await platform(paymentsApi.cancelLink, {
      params: { reference: link.reference },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    expect((await status(link.reference)).json()).toMatchObject({ state: 'cancelled' });

    const pay = await call(app(), paymentsApi.startLink, { body: { reference: link.reference } });
    expect(pay.statusCode).toBe(409);
    expect(pay.json<ApiErrorBody>().error.message).toBe(LINK_CANCELLED_MESSAGE);
    for (const endpoint of [paymentsApi.resendLink, paymentsApi.cancelLink]) {
      const again = await platform(endpoint, { params: { reference: link.reference } });
      expect(again.statusCode).toBe(409);
      expect(again.json<ApiErrorBody>().error.message).toBe(LINK_CLOSED);
    }
    const [event] = await db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'payment_link_cancelled'))
      .limit(1);
    expect(event).toMatchObject({ targetId: link.orderId });
  });

  it('says “not found” for a subscription order’s reference', async () => {
    const buyer = await newAdmin(app());
    const order = await placeOrder(buyer);
    const response = await platform(paymentsApi.cancelLink, {
      params: { reference: order.reference },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json<ApiErrorBody>().error.message).toBe(LINK_NOT_FOUND);
  });

  it.each([
    ['resending', paymentsApi.resendLink],
    ['cancelling', paymentsApi.cancelLink],
  ] as const)('refuses %s to anonymous callers and customers', async (_, endpoint) => {
    const { link } = await createLink();
    const params = { reference: link.reference };
    expect((await call(app(), endpoint, { params })).statusCode).toBe(401);
    const admin = await newAdmin(app());
    const member = await inviteAndJoin(app(), admin);
    expect((await member.call(endpoint, { params })).statusCode).toBe(403);
    expect((await admin.call(endpoint, { params })).statusCode).toBe(403);
    expect((await status(link.reference)).json()).toMatchObject({ state: 'unpaid' });
  });
});
