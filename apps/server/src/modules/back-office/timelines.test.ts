import { backOfficeOrdersApi } from '@prakar/shared/api/back-office-orders';
import { backOfficeOrganisationsApi } from '@prakar/shared/api/back-office-organisations';
import type { Order } from '@prakar/shared/orders';
import type { Timeline } from '@prakar/shared/timeline';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, users } from '#src/db/schema.ts';
import { useBackOfficeTestApp } from '#test/back-office-test-app.ts';
import { PLATFORM_ADMIN } from '#test/build-test-app.ts';
import { call } from '#test/call.ts';
import { payThroughGateway, placeOrder, setWebhooks } from '#test/commerce-helpers.ts';
import { type Call, inviteAndJoin, newAdmin, signInPlatformAdmin } from '#test/users-helpers.ts';

const { app, clock } = useBackOfficeTestApp();

let staff: Call;
let staffName: string;
let customerAdmin: Awaited<ReturnType<typeof newAdmin>>;
let customerUser: { call: Call };
let organisationId: string;
let otherOrganisationId: string;
let paid: Order & { reference: string };
let open: Order & { reference: string };
let elsewhere: Order & { reference: string };

const db = () => app().database.db;

async function withReference(order: Order) {
  const [row] = await db()
    .select({ reference: orders.reference })
    .from(orders)
    .where(eq(orders.id, order.id));
  if (!row) throw new Error('No such order');
  return { ...order, reference: row.reference };
}

async function read(response: Promise<{ statusCode: number; body: string; json: () => unknown }>) {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as Timeline;
}

const orderTimeline = (reference: string, limit?: number) =>
  read(
    staff(backOfficeOrdersApi.timeline, {
      params: { reference },
      query: limit === undefined ? {} : { limit },
    }),
  );

const organisationTimeline = (id: string) =>
  read(staff(backOfficeOrganisationsApi.timeline, { params: { id } }));

beforeAll(async () => {
  await setWebhooks(app(), { mode: 'drop' });
  customerAdmin = await newAdmin(app(), 'Kulkarni Textiles');
  organisationId = customerAdmin.organisationId;
  clock.advance(60_000);
  customerUser = await inviteAndJoin(app(), customerAdmin);
  clock.advance(60_000);
  paid = await withReference(await placeOrder(customerAdmin));
  clock.advance(60_000);
  await payThroughGateway(app(), customerAdmin, paid.id);
  clock.advance(60_000);
  open = await withReference(
    await placeOrder(customerAdmin, [{ planCode: 'EPOI_STARTER', quantity: 1 }]),
  );
  clock.advance(60_000);
  const other = await newAdmin(app(), 'Zenith Traders');
  otherOrganisationId = other.organisationId;
  elsewhere = await withReference(await placeOrder(other));
  clock.advance(60_000);
  const session = await signInPlatformAdmin(app());
  staff = session.call;
  const [me] = await db()
    .select({ name: users.name })
    .from(users)
    .where(eq(users.email, PLATFORM_ADMIN.email));
  staffName = me?.name || PLATFORM_ADMIN.email;
});

describe('GET /api/BackOffice/Orders/:reference/Timeline', () => {
  it('tells what happened to the order, newest first: placed, paid, invoiced', async () => {
    const { entries, hasOlder } = await orderTimeline(paid.reference);
    expect(hasOlder).toBe(false);
    const told = entries.map((entry) => [entry.actor.kind, entry.actor.name, entry.sentence]);
    expect(told).toEqual([
      ['system', null, expect.stringMatching(/^Tax invoice \S+ was issued$/)],
      ['system', null, expect.stringMatching(new RegExp(`^Order ${paid.number} was paid \\(`))],
      [
        'customer',
        'Asha Kulkarni',
        expect.stringMatching(`^Asha Kulkarni placed order ${paid.number} for ₹`),
      ],
    ]);
    const times = entries.map((entry) => entry.at);
    expect(times).toEqual([...times].sort().reverse());
    expect(entries.every((entry) => entry.link === null)).toBe(true);
  });

  it('puts what a member of staff does on top, with their name', async () => {
    clock.advance(60_000);
    const resent = await staff(backOfficeOrdersApi.resendInvoice, {
      params: { reference: paid.reference },
    });
    expect(resent.statusCode, resent.body).toBe(202);
    const [newest] = (await orderTimeline(paid.reference)).entries;
    expect(newest?.actor).toEqual({ kind: 'staff', name: staffName });
    expect(newest?.sentence).toMatch(`${staffName} sent the tax invoice`);
    expect(newest?.at).toBe(clock.now().toISOString());
  });

  it('shows none of another order’s events, and caps the list at the limit asked', async () => {
    const { entries } = await orderTimeline(open.reference);
    expect(entries.map((entry) => entry.sentence)).toEqual([
      expect.stringMatching(`^Asha Kulkarni placed order ${open.number} for`),
    ]);
    const newest = await orderTimeline(paid.reference, 1);
    expect(newest.entries).toHaveLength(1);
    expect(newest.hasOlder).toBe(true);
  });

  it('answers 404 for an order that does not exist', async () => {
    const response = await staff(backOfficeOrdersApi.timeline, {
      params: { reference: 'A'.repeat(43) },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /api/BackOffice/Organisations/:id/Timeline', () => {
  it('tells who joined and what was bought, each order linked, without the sign-ins', async () => {
    const { entries } = await organisationTimeline(organisationId);
    const sentences = entries.map((entry) => entry.sentence);
    expect(sentences).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Asha Kulkarni invited \S+ as a user$/),
        'Ravi Menon accepted their invitation',
        expect.stringMatching(`^Asha Kulkarni placed order ${paid.number}`),
        expect.stringMatching(`^Asha Kulkarni placed order ${open.number}`),
        'The subscription to Smart TDS began',
        'Kulkarni Textiles became a customer',
      ]),
    );
    expect(sentences.some((sentence) => sentence.includes('signed in'))).toBe(false);
    expect(sentences.some((sentence) => sentence.includes(elsewhere.number))).toBe(false);
    const placedOpen = entries.find((entry) => entry.sentence.includes(`order ${open.number}`));
    expect(placedOpen?.link).toEqual({
      kind: 'order',
      key: open.reference,
      label: `Order ${open.number}`,
    });
    expect(placedOpen?.actor).toEqual({ kind: 'customer', name: 'Asha Kulkarni' });
  });

  it('shows another organisation only its own', async () => {
    const { entries } = await organisationTimeline(otherOrganisationId);
    const sentences = entries.map((entry) => entry.sentence).join('\n');
    expect(sentences).toContain(elsewhere.number);
    expect(sentences).not.toContain(paid.number);
    expect(sentences).not.toContain('Ravi Menon');
  });

  it('answers 404 for an organisation that does not exist', async () => {
    const response = await staff(backOfficeOrganisationsApi.timeline, {
      params: { id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('who may read a timeline', () => {
  it.each([
    [
      'an order’s',
      () => backOfficeOrdersApi.timeline,
      () => ({ params: { reference: paid.reference } }),
    ],
    [
      'an organisation’s',
      () => backOfficeOrganisationsApi.timeline,
      () => ({ params: { id: organisationId } }),
    ],
  ] as const)(
    'refuses %s to anonymous callers, customers and their administrators',
    async (_, endpoint, input) => {
      expect((await call(app(), endpoint(), input() as never)).statusCode).toBe(401);
      expect((await customerUser.call(endpoint(), input() as never)).statusCode).toBe(403);
      expect((await customerAdmin.call(endpoint(), input() as never)).statusCode).toBe(403);
    },
  );
});
