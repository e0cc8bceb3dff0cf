import { refundsApi } from '@prakar/shared/api/refunds';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, refunds } from '#src/db/schema.ts';
import { seedDemoData } from '#src/demo-data/demo-data.ts';
import { PLATFORM_ADMIN_ENV } from '#test/build-test-app.ts';
import { buildPaymentsApp } from '#test/commerce-helpers.ts';
import { requestRefund, settledRefund } from '#test/refund-helpers.ts';
import { useTestApp } from '#test/use-test-app.ts';
import { signInPlatformAdmin } from '#test/users-helpers.ts';

const app = useTestApp({ env: PLATFORM_ADMIN_ENV }, buildPaymentsApp);
let staff: Awaited<ReturnType<typeof signInPlatformAdmin>>;

beforeAll(async () => {
  staff = await signInPlatformAdmin(app());
});

describe('refunding the demo data’s orders', () => {
  it('refunds a demo payment through the built-in gateway the demo was seeded for', async () => {
    // A month of history with its newest invoices rendered, so some orders are refunded already.
    const demo = await seedDemoData(app().database.db, {
      users: 3,
      orders: 30,
      now: new Date(),
      years: 30 / 365,
      leads: 0,
      renderedInvoices: 4,
    });
    const [newest] = await app()
      .database.db.select()
      .from(orders)
      .where(and(eq(orders.organisationId, demo.organisationId), eq(orders.status, 'paid')))
      .orderBy(desc(orders.paidAt))
      .limit(1);
    if (!newest) throw new Error('The demo has no paid order.');
    const panel = await staff.call(refundsApi.list, { params: { reference: newest.reference } });
    const payment = panel.json().payments.find((each) => each.refundablePaise > 0);
    if (!payment) throw new Error('The newest demo order has nothing left to refund.');

    const response = await requestRefund(staff, newest.reference, {
      paymentId: payment.id,
      amount: String(Math.min(payment.refundablePaise, 10_000) / 100),
    });
    expect(response.statusCode, response.body).toBe(201);
    const settled = await settledRefund(app(), response.json().id);
    expect(settled).toMatchObject({ status: 'processed', failureReason: null });
    // The gateway also knows the refunds the demo made: it holds them against their payments.
    const demoRefund = (
      await app().database.db.select().from(refunds).where(eq(refunds.status, 'processed'))
    ).find((each) => each.receipt.startsWith('rf_demo_'));
    const { client } = app().paymentGateway;
    const atGateway = await client.fetchRefund(demoRefund?.gatewayRefundId ?? '');
    expect(atGateway).toMatchObject({ status: 'processed', amount: demoRefund?.amountPaise });
  });
});
