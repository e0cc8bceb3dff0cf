import type {
  GatewayPayment,
  GatewayRefund,
  RefundSpeed,
  RefundSpeedProcessed,
} from '@prakar/razorpay/protocol';
import { badRequest, unknownId } from './gateway-errors.ts';
import { type GatewayQuery, type GatewaySql, jsonText } from './gateway-sql.ts';
import { newId, unixSeconds } from './ids.ts';

/** Razorpay's smallest refund, ₹1. */
export const MIN_REFUND_PAISE = 100;

export const REFUND_MESSAGES = {
  notCaptured: 'Only a captured payment can be refunded.',
  tooSmall: 'The refund amount must be at least INR 1.00.',
  tooLarge: 'The total refund amount is greater than the refund payment amount.',
} as const;

export interface NewRefund {
  amount?: number;
  speed: RefundSpeed;
  receipt: string | null;
  notes: Record<string, string>;
}

/** A refund and its payment as they stand after a change: what the refund's webhooks carry. */
export interface RefundChange {
  refund: GatewayRefund;
  payment: GatewayPayment;
}

async function locked<T>(query: GatewayQuery, table: string, id: string): Promise<T> {
  const [row] = await query(`SELECT body FROM test_gateway.${table} WHERE id = $1 FOR UPDATE`, [
    id,
  ]);
  if (!row) throw unknownId();
  return row.body as T;
}

/** Sets `amount_refunded` and what follows from it, as Razorpay shows them on the payment. */
function withRefunded(payment: GatewayPayment, amountRefunded: number): GatewayPayment {
  const full = amountRefunded >= payment.amount;
  return {
    ...payment,
    amount_refunded: amountRefunded,
    refund_status: amountRefunded === 0 ? null : full ? 'full' : 'partial',
    status: full ? 'refunded' : 'captured',
  };
}

const savePayment = (query: GatewayQuery, payment: GatewayPayment) =>
  query('UPDATE test_gateway.payments SET body = $2::text::jsonb WHERE id = $1', [
    payment.id,
    jsonText(payment),
  ]);

/** A bank reference, as the acquirer gives once the money is on its way. */
const arn = () => String(Date.now()).padStart(14, '7');

/**
 * Refunds of captured payments. A refund holds its amount against the payment from the moment it
 * is made, as Razorpay does, so two refunds at once cannot together pass the captured amount; a
 * failed refund gives it back.
 */
export function createRefundState(sql: GatewaySql) {
  const { query } = sql;

  return {
    createRefund(paymentId: string, input: NewRefund): Promise<RefundChange> {
      return sql.transaction(async (tx) => {
        const payment = await locked<GatewayPayment>(tx, 'payments', paymentId);
        if (!payment.captured || payment.status === 'failed') {
          throw badRequest(REFUND_MESSAGES.notCaptured, 'payment_id');
        }
        const refundable = payment.amount - payment.amount_refunded;
        const amount = input.amount ?? refundable;
        if (amount < MIN_REFUND_PAISE) throw badRequest(REFUND_MESSAGES.tooSmall, 'amount');
        if (amount > refundable) throw badRequest(REFUND_MESSAGES.tooLarge, 'amount');
        const refund: GatewayRefund = {
          id: newId('rfnd'),
          entity: 'refund',
          amount,
          currency: payment.currency,
          payment_id: payment.id,
          notes: { ...input.notes },
          receipt: input.receipt,
          acquirer_data: { arn: null },
          batch_id: null,
          status: 'pending',
          speed_requested: input.speed,
          speed_processed: null,
          created_at: unixSeconds(),
        };
        await tx(
          'INSERT INTO test_gateway.refunds (id, payment_id, body) VALUES ($1, $2, $3::text::jsonb)',
          [refund.id, payment.id, jsonText(refund)],
        );
        const changed = withRefunded(payment, payment.amount_refunded + amount);
        await savePayment(tx, changed);
        return { refund, payment: changed };
      });
    },

    /** Ends a pending refund: processed at `speed`, or failed with its amount given back. */
    finishRefund(
      refundId: string,
      outcome: { status: 'processed'; speed: RefundSpeedProcessed } | { status: 'failed' },
    ): Promise<RefundChange> {
      return sql.transaction(async (tx) => {
        const pending = await locked<GatewayRefund>(tx, 'refunds', refundId);
        const payment = await locked<GatewayPayment>(tx, 'payments', pending.payment_id);
        if (pending.status !== 'pending') return { refund: pending, payment };
        const refund: GatewayRefund =
          outcome.status === 'processed'
            ? {
                ...pending,
                status: 'processed',
                speed_processed: outcome.speed,
                acquirer_data: { arn: arn() },
              }
            : { ...pending, status: 'failed' };
        await tx('UPDATE test_gateway.refunds SET body = $2::text::jsonb WHERE id = $1', [
          refund.id,
          jsonText(refund),
        ]);
        if (refund.status === 'processed') return { refund, payment };
        const changed = withRefunded(payment, payment.amount_refunded - refund.amount);
        await savePayment(tx, changed);
        return { refund, payment: changed };
      });
    },

    async refund(refundId: string): Promise<GatewayRefund> {
      const [row] = await query('SELECT body FROM test_gateway.refunds WHERE id = $1', [refundId]);
      if (!row) throw unknownId();
      return row.body as GatewayRefund;
    },

    /** Oldest first. */
    async paymentRefunds(paymentId: string): Promise<GatewayRefund[]> {
      const [payment] = await query('SELECT 1 FROM test_gateway.payments WHERE id = $1', [
        paymentId,
      ]);
      if (!payment) throw unknownId();
      const rows = await query(
        'SELECT body FROM test_gateway.refunds WHERE payment_id = $1 ORDER BY position',
        [paymentId],
      );
      return rows.map((row) => row.body as GatewayRefund);
    },
  };
}
