import type {
  GatewayOrder,
  GatewayPayment,
  GatewayRefund,
  RefundSpeed,
  RefundSpeedProcessed,
  RefundStatus,
} from '@prakar/razorpay/protocol';
import { createGatewaySchema } from './gateway-schema.ts';
import { type GatewayQuery, jsonText } from './gateway-sql.ts';
import { errorFields, instrumentFields, standardAttempt } from './test-instruments.ts';

export interface PastRefund {
  id: string;
  amount: number;
  receipt: string;
  status: RefundStatus;
  speedRequested: RefundSpeed;
  speedProcessed: RefundSpeedProcessed | null;
  at: Date;
}

/** A captured payment of a paid order, taken before now, with the refunds already made of it. */
export interface PastPayment {
  orderId: string;
  paymentId: string;
  amount: number;
  method: 'card' | 'wallet' | 'upi' | 'netbanking';
  email: string | null;
  at: Date;
  refunds: readonly PastRefund[];
}

const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

function instrumentOf(method: PastPayment['method']) {
  if (method === 'netbanking') return { method, card: null, wallet: null, vpa: null };
  return instrumentFields(standardAttempt(method, 'success'));
}

function records(past: PastPayment) {
  const order: GatewayOrder = {
    id: past.orderId,
    entity: 'order',
    amount: past.amount,
    amount_paid: past.amount,
    amount_due: 0,
    currency: 'INR',
    receipt: null,
    status: 'paid',
    attempts: 1,
    notes: {},
    created_at: seconds(past.at),
  };
  const refunds = past.refunds.map(
    (refund): GatewayRefund => ({
      id: refund.id,
      entity: 'refund',
      amount: refund.amount,
      currency: 'INR',
      payment_id: past.paymentId,
      notes: {},
      receipt: refund.receipt,
      acquirer_data: { arn: null },
      batch_id: null,
      status: refund.status,
      speed_requested: refund.speedRequested,
      speed_processed: refund.speedProcessed,
      created_at: seconds(refund.at),
    }),
  );
  // As the gateway holds it: pending and processed refunds count, a failed one gave its amount back.
  const refunded = refunds
    .filter((refund) => refund.status !== 'failed')
    .reduce((total, refund) => total + refund.amount, 0);
  const full = refunded >= past.amount;
  const payment: GatewayPayment = {
    id: past.paymentId,
    entity: 'payment',
    amount: past.amount,
    currency: 'INR',
    status: full ? 'refunded' : 'captured',
    order_id: past.orderId,
    amount_refunded: refunded,
    refund_status: refunded === 0 ? null : full ? 'full' : 'partial',
    ...instrumentOf(past.method),
    captured: true,
    description: null,
    email: past.email,
    contact: null,
    ...errorFields(null),
    notes: {},
    created_at: seconds(past.at),
  };
  return { order, payment, refunds };
}

/**
 * Records payments the merchant already holds as taken through this gateway (the demo data's),
 * so that it knows them: they can be read and refunded like any it took itself. Creates the
 * gateway's tables if it was never opened on this database. Runs in the caller's transaction.
 */
export async function recordPastPayments(
  query: GatewayQuery,
  payments: readonly PastPayment[],
): Promise<void> {
  if (payments.length === 0) return;
  await createGatewaySchema(query);
  const made = payments.map(records);
  // Each record's columns are fields of its JSON of the same name.
  const insert = (table: string, columns: readonly string[], rows: readonly object[]) =>
    query(
      `INSERT INTO test_gateway.${table} (${columns.join(', ')}, body)
       SELECT ${columns.map((column) => `item->>'${column}'`).join(', ')}, item
       FROM jsonb_array_elements($1::text::jsonb) AS item
       ON CONFLICT (id) DO NOTHING`,
      [jsonText(rows)],
    );
  await insert(
    'orders',
    ['id'],
    made.map(({ order }) => order),
  );
  await insert(
    'payments',
    ['id', 'order_id'],
    made.map(({ payment }) => payment),
  );
  await insert(
    'refunds',
    ['id', 'payment_id'],
    made.flatMap(({ refunds }) => refunds),
  );
}
