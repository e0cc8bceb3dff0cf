import type { Executor } from '#src/db/client.ts';
import type { refunds } from '#src/db/schema.ts';
import { recordAtBuiltInGateway } from '#src/modules/payments/built-in-gateway.ts';
import type { PaidDemoOrder } from './demo-orders.ts';

type RefundRow = typeof refunds.$inferSelect;

/**
 * Tells the built-in gateway of the demo's paid orders, their payments and refunds, so that it
 * refunds a demo payment as one it took itself instead of saying the id does not exist.
 */
export async function recordDemoPaymentsAtGateway(
  executor: Executor,
  paid: readonly PaidDemoOrder[],
  refunded: readonly RefundRow[],
): Promise<void> {
  await recordAtBuiltInGateway(
    executor,
    paid.map((order) => ({
      orderId: order.gatewayOrderId,
      paymentId: order.payment.id,
      amount: order.payment.amountPaise,
      method: order.payment.method,
      email: order.buyerEmail,
      at: order.paidAt,
      refunds: refunded.flatMap((refund) =>
        refund.paymentId === order.payment.id && refund.gatewayRefundId
          ? [
              {
                id: refund.gatewayRefundId,
                amount: refund.amountPaise,
                receipt: refund.receipt,
                // The gateway knows no withdrawn refund: to it, one is simply failed.
                status: refund.status === 'withdrawn' ? 'failed' : refund.status,
                speedRequested: refund.speedRequested,
                speedProcessed: refund.speedProcessed,
                at: refund.createdAt,
              },
            ]
          : [],
      ),
    })),
  );
}
