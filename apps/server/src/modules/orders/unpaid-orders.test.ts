import { cartApi } from '@prakar/shared/api/cart';
import { ordersApi } from '@prakar/shared/api/orders';
import { paymentsApi } from '@prakar/shared/api/payments';
import type { ApiErrorBody } from '@prakar/shared/api-error';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, orders } from '#src/db/schema.ts';
import {
  payAtGateway,
  payThroughGateway,
  placeOrder,
  setWebhooks,
  startPayment,
  usePaymentsAppWithBuyer,
} from '#test/commerce-helpers.ts';
import { inviteAndJoin, newAdmin } from '#test/users-helpers.ts';

const { app, db, admin } = usePaymentsAppWithBuyer();
type Buyer = ReturnType<typeof admin>;
const DAY_MS = 86_400_000;

async function cartPlans(buyer: Buyer): Promise<string[]> {
  const cart = await buyer.call(cartApi.get, { params: { userId: buyer.id } });
  return cart.json().lines.map((line: { planCode: string }) => line.planCode);
}

/** Moves an order's expiry into the past, as if its days had gone by. */
async function lapse(orderId: string) {
  await db()
    .update(orders)
    .set({ expiresAt: new Date(Date.now() - 60_000) })
    .where(eq(orders.id, orderId));
}

async function auditOf(orderId: string, action: string) {
  return db()
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.targetId, orderId), eq(auditEvents.action, action)));
}

const cancel = (buyer: Buyer, orderId: string) =>
  buyer.call(ordersApi.cancel, { params: { orderId } });

describe('the cart and an unpaid order', () => {
  it('keeps the cart while the order waits, and takes out only what the payment bought', async () => {
    await admin().call(cartApi.save, {
      body: {
        items: [
          { planCode: 'EPOI_STARTER', quantity: 1 },
          { planCode: 'SMART_TDS_5', quantity: 1 },
        ],
      },
    });
    const order = await placeOrder(admin(), [{ planCode: 'EPOI_STARTER', quantity: 1 }]);
    expect(await cartPlans(admin())).toEqual(['EPOI_STARTER', 'SMART_TDS_5']);
    expect(Date.parse(order.payBy ?? '') - Date.parse(order.createdAt)).toBe(7 * DAY_MS);

    await payThroughGateway(app(), admin(), order.id);

    const paid = (await admin().call(ordersApi.get, { params: { orderId: order.id } })).json();
    expect(paid).toMatchObject({ status: 'paid', payBy: null });
    expect(await cartPlans(admin())).toEqual(['SMART_TDS_5']);
  });
});

describe('POST /api/Transactions/Order/:orderId/Cancel', () => {
  it('cancels an open order once, after which it cannot be paid', async () => {
    const order = await placeOrder(admin());
    const first = await cancel(admin(), order.id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ id: order.id, status: 'cancelled', payBy: null });

    const again = await cancel(admin(), order.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().status).toBe('cancelled');
    const audit = await auditOf(order.id, 'order_cancelled');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorUserId: admin().id, after: { status: 'cancelled' } });

    const pay = await admin().call(paymentsApi.start, { body: { orderId: order.id } });
    expect(pay.statusCode).toBe(409);
    expect(pay.json<ApiErrorBody>().error.message).toBe(
      'This order was cancelled. To buy these plans, place a new order from your cart.',
    );
  });

  it('asks the gateway first: a payment it took unreported makes the order paid, not cancelled', async () => {
    const order = await placeOrder(admin());
    const gatewayOrderId = await startPayment(admin(), order.id);
    await setWebhooks(app(), { mode: 'drop' });
    try {
      // Paid at the gateway, but the browser never came back and no webhook arrived.
      await payAtGateway(app(), gatewayOrderId);
    } finally {
      await setWebhooks(app(), { mode: 'immediate' });
    }
    const response = await cancel(admin(), order.id);
    expect(response.statusCode).toBe(409);
    expect(response.json<ApiErrorBody>().error).toMatchObject({
      code: 'CONFLICT',
      message: 'This order is already paid.',
    });
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe('paid');
    expect(await auditOf(order.id, 'order_cancelled')).toHaveLength(0);
  });

  it('is for buyers of the order’s own organisation only', async () => {
    const order = await placeOrder(admin());
    const member = await inviteAndJoin(app(), admin());
    expect((await cancel(member, order.id)).statusCode).toBe(403);
    const stranger = await newAdmin(app(), 'Other Industries');
    const other = await cancel(stranger, order.id);
    expect(other.statusCode).toBe(404);
    expect(other.json<ApiErrorBody>().error.message).toBe('We could not find that order.');
    expect((await cancel(admin(), 'not-an-order')).statusCode).toBe(400);
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe('awaiting_payment');
  });
});

describe('expiry of unpaid orders', () => {
  it('expires open orders whose time is up, once, and leaves the rest', async () => {
    const due = await placeOrder(admin());
    const failedDue = await placeOrder(admin(), [{ planCode: 'EFORM16_500', quantity: 1 }]);
    const notYet = await placeOrder(admin());
    const failedAttempt = await startPayment(admin(), failedDue.id);
    await payAtGateway(app(), failedAttempt, 'card', 'failure');
    await app().jobs.runOnce('payment reconciliation');
    await lapse(due.id);
    await lapse(failedDue.id);

    // Between its time and the job, the order already cannot be paid.
    const early = await admin().call(paymentsApi.start, { body: { orderId: due.id } });
    expect(early.statusCode).toBe(409);
    expect(early.json<ApiErrorBody>().error.message).toMatch(/^This order has expired unpaid\./);

    expect(await app().jobs.runOnce('unpaid order expiry')).toBe(2);
    expect(await app().jobs.runOnce('unpaid order expiry')).toBe(0);
    const rows = await db()
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(inArray(orders.id, [due.id, failedDue.id, notYet.id]));
    expect(Object.fromEntries(rows.map((row) => [row.id, row.status]))).toEqual({
      [due.id]: 'expired',
      [failedDue.id]: 'expired',
      [notYet.id]: 'awaiting_payment',
    });
    const [entry] = await auditOf(failedDue.id, 'order_expired');
    expect(entry).toMatchObject({
      actorUserId: null,
      before: { status: 'payment_failed' },
      after: { status: 'expired' },
    });
    const shown = (await admin().call(ordersApi.get, { params: { orderId: due.id } })).json();
    expect(shown).toMatchObject({ status: 'expired', payBy: null });
  });

  it('settles instead of expiring an order the gateway was paid for', async () => {
    const order = await placeOrder(admin());
    const gatewayOrderId = await startPayment(admin(), order.id);
    await setWebhooks(app(), { mode: 'drop' });
    try {
      await payAtGateway(app(), gatewayOrderId, 'upi');
    } finally {
      await setWebhooks(app(), { mode: 'immediate' });
    }
    await lapse(order.id);
    expect(await app().jobs.runOnce('unpaid order expiry')).toBe(0);
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe('paid');
  });
});
