import { auditApi } from '@prakar/shared/api/audit';
import { backOfficeHomeApi } from '@prakar/shared/api/back-office-home';
import { backOfficeOrdersApi } from '@prakar/shared/api/back-office-orders';
import { backOfficeOrganisationsApi } from '@prakar/shared/api/back-office-organisations';
import type { EndpointDefinition } from '@prakar/shared/api/endpoint';
import { usersApi } from '@prakar/shared/api/users';
import type { ApiErrorBody } from '@prakar/shared/api-error';
import { auditSentence } from '@prakar/shared/audit-sentence';
import type { BackOfficeOrder, BackOfficeOrderList } from '@prakar/shared/back-office-orders';
import type { OrganisationList, OrganisationPage } from '@prakar/shared/back-office-organisations';
import type { Order } from '@prakar/shared/orders';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  contactMessages,
  invoices,
  orders,
  organisations,
  outboundMail,
  payments,
  users,
} from '#src/db/schema.ts';
import { PLATFORM_ORGANISATION_NAME } from '#src/modules/accounts/platform-admin.ts';
import { useBackOfficeTestApp } from '#test/back-office-test-app.ts';
import { call } from '#test/call.ts';
import {
  BILLING_KARNATAKA,
  payThroughGateway,
  placeOrder,
  setWebhooks,
} from '#test/commerce-helpers.ts';
import { expectCsvDownload } from '#test/csv-rows.ts';
import { refundedWithCreditNote } from '#test/refund-helpers.ts';
import { type Call, inviteAndJoin, newAdmin, signInPlatformAdmin } from '#test/users-helpers.ts';
import { NO_INVOICE_YET, ORDER_NOT_FOUND } from './back-office-orders.ts';
import { ORGANISATION_NOT_FOUND } from './back-office-organisations.ts';

const { app, clock } = useBackOfficeTestApp();

let platform: Call;
let customerAdmin: Awaited<ReturnType<typeof newAdmin>>;
let customerUser: { call: Call };
const placed = {} as Record<'paid' | 'open' | 'karnataka' | 'other', Order>;

beforeAll(async () => {
  await setWebhooks(app(), { mode: 'drop' });
  customerAdmin = await newAdmin(app(), 'Kulkarni Textiles');
  customerUser = await inviteAndJoin(app(), customerAdmin);
  placed.paid = await placeOrder(customerAdmin, [{ planCode: 'SMART_TDS_5', quantity: 1 }]);
  await payThroughGateway(app(), customerAdmin, placed.paid.id);
  clock.advance(60_000);
  placed.open = await placeOrder(customerAdmin, [{ planCode: 'EPOI_STARTER', quantity: 1 }]);
  clock.advance(60_000);
  placed.karnataka = await placeOrder(
    customerAdmin,
    [{ planCode: 'SMART_TDS_SINGLE', quantity: 2 }],
    BILLING_KARNATAKA,
  );
  clock.advance(60_000);
  const other = await newAdmin(app(), 'Zenith Traders');
  placed.other = await placeOrder(other, [{ planCode: 'EPOI_GROWTH', quantity: 1 }], {
    ...BILLING_KARNATAKA,
    legalName: 'Zenith Traders LLP',
  });
  // Registered nowhere, so a GSTIN finds Kulkarni Textiles' orders only; and of its own name.
  await db()
    .update(organisations)
    .set({ gstin: null, legalName: 'Zenith Traders LLP' })
    .where(eq(organisations.name, 'Zenith Traders'));
  platform = (await signInPlatformAdmin(app())).call;
});

const db = () => app().database.db;

async function list(query: Record<string, unknown> = {}): Promise<BackOfficeOrderList> {
  const response = await platform(backOfficeOrdersApi.list, { query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const ids = (page: BackOfficeOrderList) => page.orders.map((order) => order.id);
const referenceOf = async (orderId: string) => {
  const [row] = await db()
    .select({ reference: orders.reference })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!row) throw new Error('No such order');
  return row.reference;
};

describe('GET /api/BackOffice/Orders', () => {
  it('lists every organisation’s orders newest first, with how many match', async () => {
    const page = await list();
    expect(ids(page).slice(0, 4)).toEqual([
      placed.other.id,
      placed.karnataka.id,
      placed.open.id,
      placed.paid.id,
    ]);
    expect(page.orders[0]?.organisationName).toBe('Zenith Traders');
  });

  it('finds an order by its number, written either way', async () => {
    expect(ids(await list({ search: placed.open.number }))).toEqual([placed.open.id]);
    const digits = placed.open.number.replace('ORD-', '').replace(/^0+/, '');
    expect(ids(await list({ search: digits }))).toEqual([placed.open.id]);
  });

  it('finds an order by its payment reference', async () => {
    const reference = await referenceOf(placed.karnataka.id);
    expect(ids(await list({ search: reference }))).toEqual([placed.karnataka.id]);
  });

  it('finds orders by part of the organisation’s name, and by its GSTIN', async () => {
    expect(ids(await list({ search: 'zenith' }))).toEqual([placed.other.id]);
    // On the order as billed, or (the Karnataka order, billed without one) its organisation's.
    const byGstin = await list({ search: '27aapfu0939f1zv' });
    expect(ids(byGstin)).toEqual([placed.karnataka.id, placed.open.id, placed.paid.id]);
  });

  it('filters by status and by the total’s range, and counts the matches', async () => {
    const paid = await list({ status: 'paid', search: 'Kulkarni' });
    expect(ids(paid)).toEqual([placed.paid.id]);
    const total = placed.karnataka.totalPaise;
    const ranged = await list({
      minAmount: String(total / 100),
      maxAmount: String(total / 100),
    });
    expect(ids(ranged)).toEqual([placed.karnataka.id]);
    expect(ranged.total).toBe(1);
    const unpaid = await list({ status: 'unpaid', search: 'Kulkarni' });
    expect(ids(unpaid)).toEqual([placed.karnataka.id, placed.open.id]);
  });

  it('filters by IST days', async () => {
    expect(ids(await list({ from: '2026-06-11' }))).toEqual([]);
    expect((await list({ from: '2026-06-10', to: '2026-06-10' })).total).toBe(4);
  });

  it('pages by cursor, and counts every match', async () => {
    const first = await list({ pageSize: 10, search: 'Kulkarni' });
    expect(first.total).toBe(3);
    expect(first.nextCursor).toBeNull();
    const everything = await list({ pageSize: 10 });
    expect(everything.total).toBe(4);
  });

  it('refuses a lowest amount above the highest with a message on the field', async () => {
    const response = await platform(backOfficeOrdersApi.list, {
      query: { minAmount: '500', maxAmount: '100' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().error.fields).toHaveProperty('maxAmount');
  });
});

describe('GET /api/BackOffice/Orders/:reference', () => {
  it('gives the order with its lines, payment, invoice, refunds and organisation', async () => {
    const reference = await referenceOf(placed.paid.id);
    const [invoice] = await db()
      .select()
      .from(invoices)
      .where(eq(invoices.orderId, placed.paid.id));
    const [payment] = await db()
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, placed.paid.id), eq(payments.status, 'captured')));
    if (!invoice || !payment) throw new Error('The paid order has no invoice or payment.');
    await refundedWithCreditNote(
      app(),
      { orderId: placed.paid.id, paymentId: payment.id, invoiceId: invoice.id },
      1,
      clock.now(),
    );

    const response = await platform(backOfficeOrdersApi.get, { params: { reference } });
    expect(response.statusCode, response.body).toBe(200);
    const order: BackOfficeOrder = response.json();
    expect(order).toMatchObject({
      number: placed.paid.number,
      status: 'paid',
      buyer: { gstin: '27AAPFU0939F1ZV' },
      invoice: { id: invoice.id, number: invoice.number },
      organisation: { name: 'Kulkarni Textiles', gstin: '27AAPFU0939F1ZV' },
      refunds: [
        {
          amountPaise: 10_000,
          status: 'processed',
          reason: 'Bought twice',
          creditNote: { number: 'CN/26-27/00001', totalPaise: 10_000 },
        },
      ],
    });
    expect(order.lines).toHaveLength(1);
    expect(order.payments).toEqual([expect.objectContaining({ status: 'captured' })]);
  });

  it('says “not found” for a reference that names no order', async () => {
    const response = await platform(backOfficeOrdersApi.get, {
      params: { reference: 'x'.repeat(43) },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json<ApiErrorBody>().error.message).toBe(ORDER_NOT_FOUND);
  });
});

describe('POST /api/BackOffice/Orders/:reference/Invoice/Resend', () => {
  it('mails the invoice again through the invoice mail, and the trail says so', async () => {
    const reference = await referenceOf(placed.paid.id);
    await app().jobs.drain('invoices');
    const mails = async () =>
      (
        await db().select().from(outboundMail).where(eq(outboundMail.to, customerAdmin.email))
      ).filter((mail) => mail.subject.startsWith('Payment received: tax invoice'));
    const before = (await mails()).length;

    const response = await platform(backOfficeOrdersApi.resendInvoice, { params: { reference } });
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toMatchObject({ sentTo: customerAdmin.email });
    expect(await app().jobs.drain('invoices')).toEqual({ mailed: 1, failed: 0 });
    const after = await mails();
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)?.attachments).toHaveLength(1);

    const trail = await platform(auditApi.list, { query: { action: 'invoice_resent' } });
    expect(trail.statusCode, trail.body).toBe(200);
    const [event] = trail.json().events;
    if (!event) throw new Error('The trail has no such event.');
    expect(auditSentence(event)).toContain(
      `sent the tax invoice ${response.json().invoiceNumber} of order ${placed.paid.number} again to ${customerAdmin.email}`,
    );
  });

  it('refuses an order that has no invoice yet', async () => {
    const reference = await referenceOf(placed.open.id);
    const response = await platform(backOfficeOrdersApi.resendInvoice, { params: { reference } });
    expect(response.statusCode).toBe(409);
    expect(response.json<ApiErrorBody>().error.message).toBe(NO_INVOICE_YET);
  });
});

describe('GET /api/BackOffice/Home', () => {
  it('counts the work waiting in each queue: new leads only, not those already taken up', async () => {
    // Two leads arrive; one is already being answered.
    const [taken] = await db()
      .insert(contactMessages)
      .values([
        { name: 'Farah Khan', email: 'farah@example.in', comments: 'TDS returns for 40 TANs' },
        { name: 'Ravi Menon', email: 'ravi@example.in', comments: 'Form 16 for 300 staff' },
      ])
      .returning({ id: contactMessages.id });
    if (taken) {
      await db()
        .update(contactMessages)
        .set({ status: 'in_progress' })
        .where(eq(contactMessages.id, taken.id));
    }
    const response = await platform(backOfficeHomeApi.workWaiting);
    expect(response.statusCode, response.body).toBe(200);
    const counts = Object.fromEntries(
      response
        .json()
        .queues.map(({ queue, count }: { queue: string; count: number }) => [queue, count]),
    );
    expect(counts).toEqual({
      leads: await db().$count(contactMessages, eq(contactMessages.status, 'new')),
      applications: 0,
      refunds: 0,
      failedRefunds: 0,
      unpaidOrders: 3,
      matterRequests: 0,
      overdueMatters: 0,
    });
  });
});

describe('GET /api/BackOffice/Organisations', () => {
  async function organisationsPage(query: Record<string, unknown> = {}) {
    const response = await platform(backOfficeOrganisationsApi.list, { query });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as OrganisationList;
  }

  it('lists organisations by name, searched by part of it or by GSTIN, with their user counts', async () => {
    const found = await organisationsPage({ search: 'ulkarni' });
    expect(found.organisations).toEqual([
      expect.objectContaining({ name: 'Kulkarni Textiles', userCount: 2, city: 'Pune' }),
    ]);
    const byGstin = await organisationsPage({ search: '27AAPFU0939F1ZV' });
    expect(byGstin.organisations.map((row) => row.name)).toEqual(['Kulkarni Textiles']);
  });

  it('finds an organisation by part of its GSTIN or PAN, in either case', async () => {
    await db()
      .insert(organisations)
      .values({ name: 'Deccan Dairy', pan: 'RQDCS2682B', gstin: '36RQDCS2682B1Z5' });
    for (const search of ['36RQDCS', 'RQDCS2682B', 'rqdcs2682b', '2682b1z5']) {
      const found = await organisationsPage({ search });
      expect(
        found.organisations.map((row) => row.name),
        search,
      ).toEqual(['Deccan Dairy']);
    }
  });

  it('lists only customers: the firm, where its staff belong, is none of them', async () => {
    const everyone = await organisationsPage({ pageSize: 100 });
    expect(everyone.organisations.map((row) => row.name)).not.toContain(PLATFORM_ORGANISATION_NAME);
    expect((await organisationsPage({ search: 'Prakar' })).organisations).toEqual([]);
    const options = await platform(usersApi.organisations, {});
    expect(options.statusCode, options.body).toBe(200);
    const names = options.json<{ organisations: { name: string }[] }>().organisations;
    expect(names.map((option) => option.name)).toContain('Kulkarni Textiles');
    expect(names.map((option) => option.name)).not.toContain(PLATFORM_ORGANISATION_NAME);
  });

  it('pages by name, by cursor, with the count of matches', async () => {
    const names = Array.from(
      { length: 12 },
      (_, index) => `Paging Firm ${String(index).padStart(2, '0')}`,
    );
    await db()
      .insert(organisations)
      .values(names.map((name) => ({ name })));
    const first = await organisationsPage({ search: 'Paging Firm', pageSize: 10 });
    expect(first.total).toBe(12);
    expect(first.organisations.map((row) => row.name)).toEqual(names.slice(0, 10));
    const second = await organisationsPage({
      search: 'Paging Firm',
      pageSize: 10,
      cursor: first.nextCursor,
    });
    expect(second.organisations.map((row) => row.name)).toEqual(names.slice(10));
    expect(second.nextCursor).toBeNull();
  });
});

describe('GET /api/BackOffice/Organisations sorted, and its export', () => {
  // Twelve customers who joined a day apart, their names in the opposite order to their start.
  const joined = Array.from({ length: 12 }, (_, index) => ({
    name: `Sorted Co ${String(11 - index).padStart(2, '0')}`,
    city: 'Nashik',
    stateCode: '27',
    createdAt: new Date(Date.UTC(2025, 0, 1 + index, 20)),
  }));

  beforeAll(async () => {
    await db().insert(organisations).values(joined);
  });

  async function sortedPage(query: Record<string, unknown>) {
    const response = await platform(backOfficeOrganisationsApi.list, {
      query: { search: 'Sorted Co', pageSize: '10', ...query },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as OrganisationList;
  }

  it.each(['asc', 'desc'] as const)(
    'sorts by when each became a customer, %s, paging forward and back',
    async (order) => {
      const first = await sortedPage({ sort: 'since', order });
      const second = await sortedPage({ sort: 'since', order, cursor: first.nextCursor });
      expect(second.nextCursor).toBeNull();
      const names = [...first.organisations, ...second.organisations].map((row) => row.name);
      const oldestFirst = joined.map((row) => row.name);
      expect(names).toEqual(order === 'asc' ? oldestFirst : oldestFirst.toReversed());
      const back = await sortedPage({ sort: 'since', order, cursor: second.previousCursor });
      expect(back.organisations).toEqual(first.organisations);
    },
  );

  it('sorts by name from Z to A', async () => {
    const page = await sortedPage({ sort: 'name', order: 'desc', pageSize: '25' });
    expect(page.organisations.map((row) => row.name)).toEqual(
      joined
        .map((row) => row.name)
        .toSorted()
        .toReversed(),
    );
  });

  it('refuses an unknown sort, and a page link made for another sorting, on their fields', async () => {
    const unknown = await platform(backOfficeOrganisationsApi.list, { query: { sort: 'pan' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<ApiErrorBody>().error.fields?.sort).toBe('Sort by one of: name, since.');
    const byName = await sortedPage({});
    const mixed = await platform(backOfficeOrganisationsApi.list, {
      query: { search: 'Sorted Co', pageSize: '10', sort: 'since', cursor: byName.nextCursor },
    });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json<ApiErrorBody>().error.fields).toHaveProperty('cursor');
  });

  it('writes the list’s columns for the searched organisations, in the list’s order, and audits it', async () => {
    const response = await platform(backOfficeOrganisationsApi.export, {
      query: { search: 'Sorted Co', sort: 'since', order: 'desc' },
    });
    expectCsvDownload(response, 'organisations-2026-06-10.csv');
    const [header, ...rows] = response.body.split('\r\n');
    expect(header).toBe('\uFEFFOrganisation,GSTIN,Place,Users,Customer since (IST)');
    expect(rows.at(-1)).toBe('');
    expect(rows.slice(0, -1).map((row) => row.split(',')[0])).toEqual(
      joined.map((row) => row.name).toReversed(),
    );
    // Joined at 20:00 UTC on 12 January 2025: 13 January in India.
    expect(rows[0]).toBe('Sorted Co 00,,"Nashik, Maharashtra",0,2025-01-13');

    const [event] = await db().query.auditEvents.findMany({
      where: (row, { eq: equals }) => equals(row.action, 'organisations_exported'),
    });
    expect(event?.after).toMatchObject({ rows: 12, search: 'Sorted Co', sort: 'since' });
    expect(event?.actorUserId).toEqual(expect.any(Number));
  });

  it('refuses to export in an unknown sort, with a message on the field', async () => {
    const response = await platform(backOfficeOrganisationsApi.export, {
      query: { sort: 'gstin' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().error.fields?.sort).toBe('Sort by one of: name, since.');
  });
});

describe('GET /api/BackOffice/Organisations/:id', () => {
  it('gives its details, users, orders, invoices, subscriptions and leads from its addresses', async () => {
    const [organisation] = await db()
      .select()
      .from(organisations)
      .where(eq(organisations.name, 'Kulkarni Textiles'));
    if (!organisation) throw new Error('No organisation');
    await db()
      .insert(contactMessages)
      .values([
        {
          name: 'Asha',
          email: customerAdmin.email.toUpperCase(),
          subject: 'Renewal',
          comments: 'Please call us.',
          createdAt: clock.now(),
        },
        {
          name: 'Someone else',
          email: 'stranger@example.in',
          subject: 'Hello',
          comments: 'Not a customer.',
          createdAt: clock.now(),
        },
      ]);
    const response = await platform(backOfficeOrganisationsApi.get, {
      params: { id: organisation.id },
    });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json() as OrganisationPage;
    expect(page.organisation).toMatchObject({
      name: 'Kulkarni Textiles',
      gstin: '27AAPFU0939F1ZV',
    });
    expect(page.users.total).toBe(2);
    expect(page.orders.shown.map((order) => order.id)).toEqual([
      placed.karnataka.id,
      placed.open.id,
      placed.paid.id,
    ]);
    expect(page.invoices.shown.map((order) => order.invoice?.number)).toEqual([
      expect.stringMatching(/^PT/),
    ]);
    expect(page.subscriptions).toEqual([expect.objectContaining({ productCode: 'SMART_TDS' })]);
    expect(page.leads.map((lead) => lead.subject)).toEqual(['Renewal']);
  });

  it('says the users are more than it counted, not the limit it counted to', async () => {
    const [big] = await db()
      .insert(organisations)
      .values({ name: 'Thousand Staff Employer' })
      .returning({ id: organisations.id });
    if (!big) throw new Error('No organisation');
    await db()
      .insert(users)
      .values(
        Array.from({ length: 1_001 }, (_, index) => ({
          email: `employee${index}@thousand.example.in`,
          name: `Employee ${index}`,
          role: 'org_user' as const,
          status: 'active' as const,
          organisationId: big.id,
        })),
      );
    const response = await platform(backOfficeOrganisationsApi.get, { params: { id: big.id } });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json() as OrganisationPage;
    expect(page.users).toMatchObject({ total: 1_000, totalIsLowerBound: true });
    expect(page.orders).toMatchObject({ total: 0, totalIsLowerBound: false });
  });

  it('says “not found” for an organisation that does not exist', async () => {
    const response = await platform(backOfficeOrganisationsApi.get, {
      params: { id: crypto.randomUUID() },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json<ApiErrorBody>().error.message).toBe(ORGANISATION_NOT_FOUND);
  });
});

describe('who may use the back office', () => {
  const endpoints: [string, EndpointDefinition, () => Promise<object>][] = [
    ['the work waiting', backOfficeHomeApi.workWaiting, async () => ({})],
    ['the organisations', backOfficeOrganisationsApi.list, async () => ({})],
    [
      'an organisation',
      backOfficeOrganisationsApi.get,
      async () => {
        const [row] = await db().select({ id: organisations.id }).from(organisations).limit(1);
        return { params: { id: row?.id } };
      },
    ],
    ['the list', backOfficeOrdersApi.list, async () => ({})],
    ['the orders’ CSV', backOfficeOrdersApi.export, async () => ({})],
    ['the organisations’ CSV', backOfficeOrganisationsApi.export, async () => ({})],
    [
      'an order',
      backOfficeOrdersApi.get,
      async () => ({ params: { reference: await referenceOf(placed.paid.id) } }),
    ],
    [
      'resending an invoice',
      backOfficeOrdersApi.resendInvoice,
      async () => ({ params: { reference: await referenceOf(placed.paid.id) } }),
    ],
  ];

  it.each(endpoints)(
    'refuses %s to anonymous callers and customers',
    async (_, endpoint, input) => {
      const args = await input();
      expect((await call(app(), endpoint, args as never)).statusCode).toBe(401);
      expect((await customerUser.call(endpoint, args as never)).statusCode).toBe(403);
      expect((await customerAdmin.call(endpoint, args as never)).statusCode).toBe(403);
    },
  );
});

describe('GET /api/BackOffice/Orders/Export', () => {
  it('writes the list’s columns for the filtered orders, in the list’s order, and audits it', async () => {
    await db()
      .update(organisations)
      .set({ name: '=cmd|"/c calc", Kulkarni' })
      .where(eq(organisations.name, 'Kulkarni Textiles'));
    try {
      const response = await platform(backOfficeOrdersApi.export, {
        query: { search: 'Kulkarni', sort: 'amount', order: 'desc' },
      });
      expectCsvDownload(response, 'orders-2026-06-10.csv');
      const [header, ...rows] = response.body.split('\r\n');
      expect(header).toBe(
        '\uFEFFOrder,Date (IST),Organisation or payer,Description,Total (₹),Status,Invoice',
      );
      const kulkarni = [placed.paid, placed.open, placed.karnataka].sort(
        (a, b) => b.totalPaise - a.totalPaise,
      );
      expect(rows.slice(0, -1).map((row) => row.split(',')[0])).toEqual(
        kulkarni.map((order) => order.number),
      );
      const paidRow = rows.find((row) => row.startsWith(placed.paid.number));
      expect(paidRow).toContain('2026-06-10 11:30:00 IST');
      expect(paidRow).toContain(`"'=cmd|""/c calc"", Kulkarni"`);
      expect(paidRow).toMatch(
        // The status as the list shows it (an earlier test refunds part of this order).
        new RegExp(`,${(placed.paid.totalPaise / 100).toFixed(2)},Partly refunded,[A-Z]+/\\d`),
      );
      expect(rows.at(-1)).toBe('');

      const [event] = await db().query.auditEvents.findMany({
        where: (row, { eq: equals }) => equals(row.action, 'orders_exported'),
      });
      expect(event?.after).toMatchObject({ rows: 3, search: 'Kulkarni', sort: 'amount' });
    } finally {
      await db()
        .update(organisations)
        .set({ name: 'Kulkarni Textiles' })
        .where(eq(organisations.name, '=cmd|"/c calc", Kulkarni'));
    }
  });

  it('refuses an unknown sort with a message on the field', async () => {
    const response = await platform(backOfficeOrdersApi.export, { query: { sort: 'buyerEmail' } });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().error.fields?.sort).toBe(
      'Sort by one of: placed, amount, status.',
    );
  });
});

describe('GET /api/BackOffice/Orders sorted', () => {
  beforeAll(async () => {
    // Twenty more orders of made-up totals, so a sorted list runs to three pages of ten.
    await db().execute(sql`insert into orders (reference, kind, status, organisation_id, buyer_name,
        buyer_email, buyer_state_code, subtotal_paise, cgst_paise, sgst_paise, igst_paise,
        total_paise, created_at)
      select 'sorted' || g, 'subscription', 'cancelled', organisation_id, buyer_name, buyer_email,
        buyer_state_code, (g % 7) * 10000, 0, 0, 0, (g % 7) * 10000,
        created_at - g * interval '1 minute'
      from orders, generate_series(1, 20) g where orders.id = ${placed.paid.id}`);
  });

  it.each(['asc', 'desc'] as const)(
    'sorts by amount %s, paging forward and back across pages',
    async (order) => {
      const first = await list({ sort: 'amount', order, pageSize: 10 });
      const second = await list({ sort: 'amount', order, pageSize: 10, cursor: first.nextCursor });
      const third = await list({ sort: 'amount', order, pageSize: 10, cursor: second.nextCursor });
      expect(third.nextCursor).toBeNull();
      const all = [...first.orders, ...second.orders, ...third.orders];
      expect(all).toHaveLength(24);
      expect(new Set(all.map((row) => row.id)).size).toBe(24);
      const totals = all.map((row) => row.totalPaise);
      const sorted = [...totals].sort((a, b) => (order === 'asc' ? a - b : b - a));
      expect(totals).toEqual(sorted);
      const back = await list({
        sort: 'amount',
        order,
        pageSize: 10,
        cursor: third.previousCursor,
      });
      expect(ids(back)).toEqual(ids(second));
    },
  );

  it('refuses a page link made for another sorting, and an unknown sort, on their fields', async () => {
    const byAmount = await list({ sort: 'amount', pageSize: 10 });
    const mixed = await platform(backOfficeOrdersApi.list, {
      query: { sort: 'status', pageSize: '10', cursor: byAmount.nextCursor },
    });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json<ApiErrorBody>().error.fields).toHaveProperty('cursor');
    const unknown = await platform(backOfficeOrdersApi.list, { query: { sort: 'password' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<ApiErrorBody>().error.fields?.sort).toBe(
      'Sort by one of: placed, amount, status.',
    );
  });
});
