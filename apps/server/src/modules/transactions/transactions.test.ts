import { accessControlApi } from '@prakar/shared/api/access-control';
import { paymentsApi } from '@prakar/shared/api/payments';
import { transactionsApi } from '@prakar/shared/api/transactions';
import type { ApiErrorBody } from '@prakar/shared/api-error';
import { istDay } from '@prakar/shared/ist-calendar';
import type { Order } from '@prakar/shared/orders';
import { site } from '@prakar/shared/site';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, payments, refunds } from '#src/db/schema.ts';
import { createVerifiedUser, signIn } from '#test/accounts-helpers.ts';
import { PLATFORM_ADMIN_ENV } from '#test/build-test-app.ts';
import {
  BILLING_KARNATAKA,
  buildPaymentsApp,
  payAtGateway,
  payThroughGateway,
  placeOrder,
  returnFromGateway,
  setWebhooks,
  startPayment,
} from '#test/commerce-helpers.ts';
import { csvRecords, csvRows, expectCsvDownload } from '#test/csv-rows.ts';
import { pdfText } from '#test/pdf-text.ts';
import { useTestAppWithClock } from '#test/use-test-app.ts';
import {
  as,
  type Call,
  COMPLETE_ORGANISATION,
  inviteAndJoin,
  newAdmin,
  signInPlatformAdmin,
} from '#test/users-helpers.ts';
import { INVOICE_NOT_FOUND_MESSAGE } from './transactions-service.ts';

const TODAY = '2026-04-02';
const YESTERDAY = '2026-04-01';

type Buyer = Awaited<ReturnType<typeof newAdmin>>;

const { clock, app } = useTestAppWithClock(
  {
    // 00:30 on 2 April in India, still 1 April in UTC: orders placed now belong to 2 April, which
    // only a filter that reads days in IST gets right.
    start: new Date('2026-04-01T19:00:00.000Z'),
    env: PLATFORM_ADMIN_ENV,
  },
  buildPaymentsApp,
);
let platform: Call;
let kulkarni: Buyer;
let other: Buyer;
let paging: Buyer;
/** Kulkarni Textiles' orders, by what happened to them. */
const placed = {} as Record<
  'paidIntra' | 'awaiting' | 'failed' | 'paidInter' | 'yesterday' | 'otherPaid' | 'advisory',
  { id: string; number: string }
>;

const pay = (buyer: { call: Call }, order: Order, method?: 'card' | 'upi' | 'wallet') =>
  payThroughGateway(app(), buyer, order.id, method);

beforeAll(async () => {
  // Only the browser's return settles payments here, so nothing arrives later by webhook.
  await setWebhooks(app(), { mode: 'drop' });
  const tick = () => clock.advance(5_000);

  kulkarni = await newAdmin(app(), 'Kulkarni Textiles');

  const paidIntra = await placeOrder(kulkarni, [{ planCode: 'SMART_TDS_5', quantity: 1 }]);
  await pay(kulkarni, paidIntra, 'card');
  tick();
  const awaiting = await placeOrder(kulkarni, [{ planCode: 'EPOI_STARTER', quantity: 1 }]);
  tick();
  const failed = await placeOrder(kulkarni, [{ planCode: 'EFORM16_500', quantity: 1 }]);
  const failure = await payAtGateway(
    app(),
    await startPayment(kulkarni, failed.id),
    'wallet',
    'failure',
  );
  await returnFromGateway(app(), failure.callbackFields);
  tick();
  const paidInter = await placeOrder(
    kulkarni,
    [{ planCode: 'SMART_TDS_SINGLE', quantity: 2 }],
    BILLING_KARNATAKA,
  );
  await pay(kulkarni, paidInter, 'upi');
  tick();
  // Placed last, so it has the highest number, but dated 23:59:59 IST the day before: the list
  // must sort by when orders were placed, and the date filter must read days in IST.
  const yesterday = await placeOrder(kulkarni, [{ planCode: 'EFORM16_10000', quantity: 1 }]);
  await app()
    .database.db.update(orders)
    .set({ createdAt: new Date('2026-04-01T18:29:59.000Z') })
    .where(eq(orders.id, yesterday.id));

  other = await newAdmin(app(), 'Other Industries');
  const otherPaid = await placeOrder(other, [{ planCode: 'EPOI_GROWTH', quantity: 1 }]);
  await pay(other, otherPaid);

  platform = (await signInPlatformAdmin(app())).call;
  const link = await platform(paymentsApi.createLink, {
    body: {
      payerName: 'Meera Iyer',
      payerEmail: 'meera.iyer@example.in',
      description: 'Advisory on TDS notices',
      amount: '15000',
      stateCode: '27',
      addressLine1: '12 Marine Drive',
      city: 'Mumbai',
    },
  });
  expect(link.statusCode).toBe(201);

  paging = await newAdmin(app(), 'Paging Works');
  for (let index = 0; index < 12; index += 1) {
    await placeOrder(paging, [{ planCode: 'EFORM16_500', quantity: 1 }]);
  }

  Object.assign(placed, {
    paidIntra,
    awaiting,
    failed,
    paidInter,
    yesterday,
    otherPaid,
    advisory: { id: link.json().orderId, number: link.json().orderNumber },
  });
});

interface Listed {
  id: string;
  organisationId: string | null;
  status: string;
  payments: { id: string; method: string; status: string; failureReason: string | null }[];
  invoice: { id: string; number: string } | null;
}

async function list(call: Call, query: Record<string, unknown> = {}) {
  const response = await call(transactionsApi.list, { query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    transactions: Listed[];
    total: number;
    pageSize: number;
    nextCursor: string | null;
    previousCursor: string | null;
  };
}

const ids = (page: { transactions: { id: string }[] }) => page.transactions.map((item) => item.id);

async function exportCsv(call: Call, body: object = {}) {
  const response = await call(transactionsApi.exportCsv, { body });
  expect(response.statusCode, response.body).toBe(200);
  return { response, rows: csvRows(response.body) };
}

describe('GET /api/Transactions/Orders', () => {
  it('lists the organisation’s orders newest first, by when they were placed', async () => {
    const page = await list(kulkarni.call);
    expect(ids(page)).toEqual([
      placed.paidInter.id,
      placed.failed.id,
      placed.awaiting.id,
      placed.paidIntra.id,
      placed.yesterday.id,
    ]);
    expect(page).toMatchObject({ total: 5, pageSize: 25, nextCursor: null, previousCursor: null });
  });

  it('shows each order with its payment attempts and its invoice', async () => {
    const { transactions } = await list(kulkarni.call);
    const byId = new Map(transactions.map((item) => [item.id, item]));
    expect(byId.get(placed.paidIntra.id)).toMatchObject({
      number: placed.paidIntra.number,
      kind: 'subscription',
      status: 'paid',
      organisationId: kulkarni.organisationId,
      organisationName: 'Kulkarni Textiles',
      buyerName: COMPLETE_ORGANISATION.legalName,
      description: 'Smart TDS: Up to 5 TANs plan, 1 year',
      productCodes: ['SMART_TDS'],
      subtotalPaise: 3_499_900,
      taxPaise: 2 * 314_991,
      totalPaise: 3_499_900 + 2 * 314_991,
      paidAt: expect.any(String),
      payments: [
        {
          id: expect.stringMatching(/^pay_/),
          method: 'card',
          status: 'captured',
          amountPaise: 3_499_900 + 2 * 314_991,
          failureReason: null,
        },
      ],
      invoice: { id: expect.any(String), number: expect.stringMatching(/^PTA\/26-27\/\d{5}$/) },
    });
    expect(byId.get(placed.failed.id)).toMatchObject({
      status: 'payment_failed',
      paidAt: null,
      payments: [{ method: 'wallet', status: 'failed', failureReason: expect.any(String) }],
      invoice: null,
    });
    expect(byId.get(placed.awaiting.id)).toMatchObject({
      status: 'awaiting_payment',
      payments: [],
      invoice: null,
    });
  });

  it('filters by status', async () => {
    expect(ids(await list(kulkarni.call, { status: 'paid' }))).toEqual([
      placed.paidInter.id,
      placed.paidIntra.id,
    ]);
    expect(ids(await list(kulkarni.call, { status: 'payment_failed' }))).toEqual([
      placed.failed.id,
    ]);
    const awaiting = await list(kulkarni.call, { status: 'awaiting_payment' });
    expect(ids(awaiting)).toEqual([placed.awaiting.id, placed.yesterday.id]);
    expect(awaiting.total).toBe(2);
  });

  it('filters paid orders by what was refunded, as the list shows them', async () => {
    const db = app().database.db;
    const totalOf = async (order: { id: string }) => {
      const [row] = await db
        .select({ totalPaise: orders.totalPaise })
        .from(orders)
        .where(eq(orders.id, order.id));
      return row?.totalPaise ?? 0;
    };
    const refundOf = async (
      order: { id: string },
      amountPaise: number,
      status: 'processed' | 'pending',
    ) => {
      const [payment] = await db
        .select({ id: payments.id })
        .from(payments)
        .where(eq(payments.orderId, order.id));
      const at = clock.now();
      await db.insert(refunds).values({
        receipt: `rf-${order.id}-${amountPaise}-${status}`,
        paymentId: payment?.id ?? '',
        orderId: order.id,
        amountPaise,
        reason: 'Bought twice',
        speedRequested: 'normal',
        status,
        createdAt: at,
        updatedAt: at,
      });
    };
    // Part of one order refunded, and a refund still pending (which refunds nothing yet); the
    // other order refunded in full.
    await refundOf(placed.paidIntra, 100_00, 'processed');
    await refundOf(placed.paidIntra, (await totalOf(placed.paidIntra)) - 100_00, 'pending');
    await refundOf(placed.paidInter, await totalOf(placed.paidInter), 'processed');
    try {
      expect(ids(await list(kulkarni.call, { status: 'partly_refunded' }))).toEqual([
        placed.paidIntra.id,
      ]);
      expect(ids(await list(kulkarni.call, { status: 'refunded' }))).toEqual([placed.paidInter.id]);
      expect(ids(await list(kulkarni.call, { status: 'paid' }))).toEqual([]);
      const { rows } = await exportCsv(kulkarni.call, { status: 'refunded' });
      expect(rows.slice(1).map((row) => [row[0], row[6]])).toEqual([
        [placed.paidInter.number, 'Refunded'],
      ]);
    } finally {
      await db.delete(refunds);
    }
  });

  it('filters by product', async () => {
    expect(ids(await list(kulkarni.call, { product: 'EPOI' }))).toEqual([placed.awaiting.id]);
    expect(ids(await list(kulkarni.call, { product: 'SMART_TDS' }))).toEqual([
      placed.paidInter.id,
      placed.paidIntra.id,
    ]);
    expect(ids(await list(kulkarni.call, { product: 'EFORM16', status: 'paid' }))).toEqual([]);
  });

  it('filters by days in India, both ends included', async () => {
    const today = await list(kulkarni.call, { from: TODAY, to: TODAY });
    expect(ids(today)).toEqual([
      placed.paidInter.id,
      placed.failed.id,
      placed.awaiting.id,
      placed.paidIntra.id,
    ]);
    expect(ids(await list(kulkarni.call, { from: YESTERDAY, to: YESTERDAY }))).toEqual([
      placed.yesterday.id,
    ]);
    expect((await list(kulkarni.call, { from: YESTERDAY, to: TODAY })).total).toBe(5);
    expect((await list(kulkarni.call, { from: TODAY })).total).toBe(4);
    expect((await list(kulkarni.call, { to: YESTERDAY })).total).toBe(1);
    expect((await list(kulkarni.call, { from: '2026-04-03' })).total).toBe(0);
  });

  it('refuses an end date before the start date, with the message on `to`', async () => {
    const response = await kulkarni.call(transactionsApi.list, {
      query: { from: TODAY, to: YESTERDAY },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().error.fields).toEqual({
      to: 'The end date is before the start date.',
    });
  });

  it('refuses a date that is not YYYY-MM-DD and a page size not on offer', async () => {
    const response = await kulkarni.call(transactionsApi.list, {
      query: { from: '02-04-2026', pageSize: '7' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().error.fields).toEqual({
      from: 'Enter a date as YYYY-MM-DD.',
      pageSize: 'Choose 10, 25, 50 or 100.',
    });
  });

  it('pages through the orders with the total on every page', async () => {
    const first = await list(paging.call, { pageSize: '10' });
    expect(first).toMatchObject({ total: 12, pageSize: 10, previousCursor: null });
    expect(first.transactions).toHaveLength(10);
    const second = await list(paging.call, { pageSize: '10', cursor: first.nextCursor });
    expect(second).toMatchObject({ total: 12, pageSize: 10, nextCursor: null });
    expect(second.transactions).toHaveLength(2);
    const back = await list(paging.call, { pageSize: '10', cursor: second.previousCursor });
    expect(back).toEqual(first);
    // The pages join into the whole list, with nothing twice and nothing missed.
    const whole = await list(paging.call, { pageSize: '25' });
    expect([...ids(first), ...ids(second)]).toEqual(ids(whole));
    expect(new Set(ids(whole)).size).toBe(12);
  });

  it('keeps an organisation administrator to their own organisation, whatever they ask for', async () => {
    const own = await list(kulkarni.call);
    expect(own.transactions.every((item) => item.organisationId === kulkarni.organisationId)).toBe(
      true,
    );
    const asked = await list(kulkarni.call, { organisationId: other.organisationId });
    expect(ids(asked)).toEqual(ids(own));
    expect(ids(asked)).not.toContain(placed.otherPaid.id);
  });

  it('refuses an organisation user until they are given the view transactions power', async () => {
    const member = await inviteAndJoin(app(), kulkarni);
    expect((await member.call(transactionsApi.list)).statusCode).toBe(403);

    const granted = await kulkarni.call(accessControlApi.save, {
      body: {
        changes: [{ userId: member.id, item: 'view:transactions:org', allowed: true }],
      },
    });
    expect(granted.statusCode).toBe(204);
    expect(ids(await list(member.call))).toEqual(ids(await list(kulkarni.call)));
  });

  it('shows the platform administrator every organisation’s orders and advisory fees', async () => {
    const all = await list(platform, { pageSize: '100' });
    expect(all.total).toBe(5 + 1 + 1 + 12);
    expect(ids(all)).toEqual(
      expect.arrayContaining([placed.paidIntra.id, placed.otherPaid.id, placed.advisory.id]),
    );
    const advisory = all.transactions.find((item) => item.id === placed.advisory.id);
    expect(advisory).toMatchObject({ kind: 'advisory', organisationId: null });

    const one = await list(platform, { organisationId: other.organisationId });
    expect(ids(one)).toEqual([placed.otherPaid.id]);
    expect(one.total).toBe(1);
  });

  it('waits for a complete profile', async () => {
    const { email } = await createVerifiedUser(app());
    const incomplete = as(app(), (await signIn(app(), email)).cookie);
    const response = await incomplete(transactionsApi.list);
    expect(response.statusCode).toBe(403);
    expect(response.json<ApiErrorBody>().error.code).toBe('PROFILE_INCOMPLETE');
    const exported = await incomplete(transactionsApi.exportCsv, { body: {} });
    expect(exported.statusCode).toBe(403);
    expect(exported.json<ApiErrorBody>().error.code).toBe('PROFILE_INCOMPLETE');
  });

  it('asks an anonymous caller to sign in', async () => {
    expect((await as(app(), '')(transactionsApi.list)).statusCode).toBe(401);
  });
});

describe('POST /api/Transactions/Orders/Export', () => {
  const NO_DOCUMENT = Array(11).fill('');

  it('sends a CSV download that starts with a byte-order mark and the header row', async () => {
    const { response, rows } = await exportCsv(kulkarni.call);
    // Named after today in India by the app's clock, not the machine's.
    expectCsvDownload(response, `transactions-${istDay(clock.now())}.csv`);
    expect(response.body.startsWith('\uFEFFOrder,Placed (IST),')).toBe(true);
    // Its columns are pinned with the accountant's figures in transactions-export.test.ts.
    expect(rows[0]).toHaveLength(21);
  });

  it('writes one row per order, newest first, with amounts as plain rupees', async () => {
    const { response, rows } = await exportCsv(kulkarni.call);
    const body = rows.slice(1);
    expect(body.map((row) => row[0])).toEqual([
      placed.paidInter.number,
      placed.failed.number,
      placed.awaiting.number,
      placed.paidIntra.number,
      placed.yesterday.number,
    ]);
    const listed = (await list(kulkarni.call)).transactions;
    const paidIntra = listed.find((item) => item.id === placed.paidIntra.id);
    // The tax figures of each document are pinned in transactions-export.test.ts.
    expect(csvRecords(response.body).records[3]).toMatchObject({
      Order: placed.paidIntra.number,
      'Placed (IST)': '2026-04-02 00:30:00 IST',
      Organisation: 'Kulkarni Textiles',
      'Order total (₹)': '41298.82',
      Status: 'Paid',
      'Paid (IST)': '2026-04-02 00:30:00 IST',
      'Payment method': 'Card',
      'Payment id': paidIntra?.payments[0]?.id,
      'Document number': paidIntra?.invoice?.number,
      'Document date (IST)': TODAY,
      'Document total (₹)': '41298.82',
    });
    // The day before in India, though the same day in UTC.
    expect(body[4]?.[1]).toBe('2026-04-01 23:59:59 IST');
    // A failed order: no payment time, method, id or invoice.
    expect(body[1]?.slice(6)).toEqual(['Payment failed', '', '', '', ...NO_DOCUMENT]);
  });

  it('applies the same filters as the list', async () => {
    const { rows } = await exportCsv(kulkarni.call, { status: 'paid', product: 'SMART_TDS' });
    expect(rows.slice(1).map((row) => row[0])).toEqual([
      placed.paidInter.number,
      placed.paidIntra.number,
    ]);
    const range = await exportCsv(kulkarni.call, { from: YESTERDAY, to: YESTERDAY });
    expect(range.rows.slice(1).map((row) => row[0])).toEqual([placed.yesterday.number]);
    const backwards = await kulkarni.call(transactionsApi.exportCsv, {
      body: {
        from: TODAY,
        to: YESTERDAY,
      },
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json<ApiErrorBody>().error.fields).toEqual({
      to: 'The end date is before the start date.',
    });
  });

  it('keeps to the caller’s organisation, and refuses a user without the power', async () => {
    const asked = await exportCsv(kulkarni.call, { organisationId: other.organisationId });
    expect(asked.rows.slice(1).map((row) => row[0])).not.toContain(placed.otherPaid.number);
    expect(asked.rows).toHaveLength(1 + 5);

    const member = await inviteAndJoin(app(), kulkarni);
    const refused = await member.call(transactionsApi.exportCsv, { body: {} });
    expect(refused.statusCode).toBe(403);
  });

  it('gives the platform administrator every organisation, or the one asked for', async () => {
    const all = await exportCsv(platform);
    expect(all.rows).toHaveLength(1 + 19);
    const advisory = all.rows.find((row) => row[0] === placed.advisory.number);
    // An advisory fee belongs to no organisation.
    expect(advisory?.slice(2, 7)).toEqual([
      '',
      'Meera Iyer',
      'Advisory on TDS notices',
      '17700.00',
      'Awaiting payment',
    ]);

    const one = await exportCsv(platform, { organisationId: other.organisationId });
    expect(one.rows.slice(1).map((row) => [row[0], row[2]])).toEqual([
      [placed.otherPaid.number, 'Other Industries'],
    ]);
  });
});

describe('GET /api/Transactions/Invoices/:invoiceId/pdf', () => {
  async function invoiceOf(orderId: string) {
    const listed = (await list(kulkarni.call)).transactions.find((item) => item.id === orderId);
    if (!listed?.invoice) throw new Error(`Order ${orderId} has no invoice.`);
    return listed.invoice;
  }

  it('gives the organisation its invoice, with CGST and SGST for a buyer in Maharashtra', async () => {
    const invoice = await invoiceOf(placed.paidIntra.id);
    const response = await kulkarni.call(transactionsApi.invoicePdf, {
      params: { invoiceId: invoice.id },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Invoice-${invoice.number.replaceAll('/', '-')}.pdf"`,
    );
    const text = await pdfText(response.rawPayload);
    expect(text).toContain(`Invoice No. ${invoice.number}`);
    expect(text).toContain(`GSTIN: ${site.gstin}`);
    expect(text).toContain(`GSTIN: ${COMPLETE_ORGANISATION.gstin}`);
    expect(text).toContain('CGST @ 9% ₹3,149.91');
    expect(text).toContain('SGST @ 9% ₹3,149.91');
    expect(text).not.toContain('IGST');
  });

  it('charges IGST on the invoice of a buyer billed in Karnataka', async () => {
    const invoice = await invoiceOf(placed.paidInter.id);
    const response = await kulkarni.call(transactionsApi.invoicePdf, {
      params: { invoiceId: invoice.id },
    });
    expect(response.statusCode).toBe(200);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain(`Invoice No. ${invoice.number}`);
    expect(text).toContain(`GSTIN: ${site.gstin}`);
    expect(text).toContain('GSTIN: Unregistered');
    expect(text).toContain('Place of supply: Karnataka (29)');
    // 18% of ₹19,998.00.
    expect(text).toContain('IGST @ 18% ₹3,599.64');
    expect(text).not.toContain('CGST');
  });

  it('answers 404 to another organisation, and lets the platform administrator read it', async () => {
    const invoice = await invoiceOf(placed.paidIntra.id);
    const pdf = { params: { invoiceId: invoice.id } };
    const stranger = await other.call(transactionsApi.invoicePdf, pdf);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json<ApiErrorBody>().error.message).toBe(INVOICE_NOT_FOUND_MESSAGE);
    expect((await platform(transactionsApi.invoicePdf, pdf)).statusCode).toBe(200);
  });

  it('answers 404 for an id that names no invoice, and 400 for a malformed one', async () => {
    const unknown = await kulkarni.call(transactionsApi.invoicePdf, {
      params: { invoiceId: crypto.randomUUID() },
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await kulkarni.call(transactionsApi.invoicePdf, {
      params: { invoiceId: 'PTA-26-27-00001' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<ApiErrorBody>().error.fields).toEqual({
      invoiceId: 'That is not an invoice.',
    });
  });

  it('refuses an organisation user without the view transactions power', async () => {
    const invoice = await invoiceOf(placed.paidIntra.id);
    const member = await inviteAndJoin(app(), kulkarni);
    const response = await member.call(transactionsApi.invoicePdf, {
      params: { invoiceId: invoice.id },
    });
    expect(response.statusCode).toBe(403);
  });
});
