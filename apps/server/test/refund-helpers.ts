import { refundsApi } from '@prakar/shared/api/refunds';
import type { Order } from '@prakar/shared/orders';
import type { Refund } from '@prakar/shared/refunds';
import { eq } from 'drizzle-orm';
import { vi } from 'vitest';
import type { App } from '#src/app.ts';
import { orders, payments, refunds } from '#src/db/schema.ts';
import { gatewayControl, payThroughGateway, placeOrder } from './commerce-helpers.ts';
import type { as } from './users-helpers.ts';

type Caller = { call: ReturnType<typeof as> };

/** An order of `buyer`'s, paid by `method` through the test gateway, and its payment's id. */
export async function paidOrder(
  app: App,
  buyer: Caller,
  items?: Parameters<typeof placeOrder>[1],
  billing?: object,
  method: 'card' | 'wallet' | 'upi' = 'card',
) {
  const order: Order = await placeOrder(buyer, items, billing);
  await payThroughGateway(app, buyer, order.id, method);
  const [payment] = await app.database.db
    .select()
    .from(payments)
    .where(eq(payments.orderId, order.id));
  if (!payment) throw new Error('The order has no payment.');
  return { order, paymentId: payment.id, reference: await referenceOf(app, order.id) };
}

async function referenceOf(app: App, orderId: string): Promise<string> {
  const [row] = await app.database.db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error(`No order ${orderId}`);
  return row.reference;
}

/** Asks for a refund as staff; answers the response. */
export function requestRefund(
  staff: Caller,
  reference: string,
  body: {
    paymentId: string;
    amount: string;
    lineNo?: number | null;
    reason?: string;
    speed?: 'normal' | 'optimum';
  },
  idempotencyKey: string = crypto.randomUUID(),
) {
  return staff.call(refundsApi.create, {
    params: { reference },
    body: { reason: 'Bought by mistake', speed: 'normal', idempotencyKey, ...body },
  });
}

/** Waits until the refund leaves `pending` (its webhooks are on their way), and answers it. */
export async function settledRefund(app: App, refundId: string) {
  let row: typeof refunds.$inferSelect | undefined;
  await vi.waitFor(
    async () => {
      [row] = await app.database.db.select().from(refunds).where(eq(refunds.id, refundId));
      if (row?.status === 'pending') throw new Error('still pending');
    },
    { timeout: 10_000, interval: 20 },
  );
  if (!row) throw new Error(`No refund ${refundId}`);
  return row;
}

export const failNextRefunds = (app: App, count = 1) =>
  gatewayControl(app, 'POST', '/refunds/fail-next', { count });

export type { Refund };
