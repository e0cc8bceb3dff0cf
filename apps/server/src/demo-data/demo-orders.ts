import { randomUUID } from 'node:crypto';
import type { CartItem } from '@prakar/shared/cart';
import { isOrderOpen, type OrderStatus } from '@prakar/shared/orders';
import type { Executor } from '#src/db/client.ts';
import { type auditEvents, orderLines, orders, payments } from '#src/db/schema.ts';
import type { PlanWithProduct } from '#src/modules/catalogue/catalogue-records.ts';
import { priceItems } from '#src/modules/catalogue/price-items.ts';
import { type OrderLineDraft, pricedLines } from '#src/modules/orders/order-pricing.ts';
import { insertRows } from './bulk-insert.ts';
import type { DemoOrganisation } from './demo-organisation.ts';
import type { DemoUser } from './demo-users.ts';
import { demoGstin, demoIp, demoUserAgent } from './identities.ts';
import { CITIES, STREETS } from './indian-names.ts';
import { ALPHANUMERIC, type Random } from './random.ts';
import { DAY_MS, earliest, later, MINUTE_MS, momentBetween } from './timeline.ts';

type AuditRow = typeof auditEvents.$inferInsert;
type PaymentRow = typeof payments.$inferInsert;

/** A paid order, as invoicing and subscriptions need it. */
export interface PaidDemoOrder {
  id: string;
  paidAt: Date;
  lines: readonly OrderLineDraft[];
  /** The gateway's order and captured payment, as the built-in gateway is told of them. */
  gatewayOrderId: string;
  buyerEmail: string;
  payment: { id: string; method: DemoPaymentMethod; amountPaise: number };
}

export interface DemoOrders {
  count: number;
  paid: PaidDemoOrder[];
  payments: number;
  audit: AuditRow[];
}

/** Renewals cluster at the end of the financial year (March) and its start (April). */
const MONTH_WEIGHTS = [1, 1, 3, 2, 1, 1, 1.2, 1, 1, 1.2, 1, 1];
const PLAN_WEIGHTS: Record<string, number> = {
  EPOI_STARTER: 2,
  EPOI_GROWTH: 3,
  EPOI_ENTERPRISE: 2,
  SMART_TDS_SINGLE: 2,
  SMART_TDS_5: 3,
  SMART_TDS_25: 1,
  EFORM16_500: 3,
  EFORM16_2500: 2,
  EFORM16_10000: 1,
};
type DemoPaymentMethod = (typeof METHODS)[number][0];

const METHODS = [
  ['upi', 5],
  ['card', 3],
  ['netbanking', 2],
  ['wallet', 0.5],
] as const;
const DECLINED = 'Your bank declined the payment.';

/** Order times over the window, in order, more of them in the busy months. */
export function orderTimes(random: Random, count: number, from: Date, to: Date): Date[] {
  const heaviest = Math.max(...MONTH_WEIGHTS);
  const times: Date[] = [];
  while (times.length < count) {
    const at = momentBetween(random, from, to);
    if (random.next() * heaviest < (MONTH_WEIGHTS[at.getUTCMonth()] ?? 1)) times.push(at);
  }
  return times.sort((a, b) => a.getTime() - b.getTime());
}

/** One to three products, each once, as a cart allows. */
function basket(random: Random, plans: readonly PlanWithProduct[]): CartItem[] {
  const products = [...new Set(plans.map((plan) => plan.productCode))];
  const wanted = random.weighted([
    [1, 7],
    [2, 2.5],
    [3, 0.5],
  ] as const);
  const chosen = products.filter(() => random.chance(wanted / products.length));
  return (chosen.length > 0 ? chosen : [random.pick(products)]).map((product) => ({
    planCode: random.weighted(
      plans
        .filter((plan) => plan.productCode === product)
        .map((plan) => [plan.code, PLAN_WEIGHTS[plan.code] ?? 1] as const),
    ),
    quantity: random.weighted([
      [1, 16],
      [2, 3],
      [3, 1],
    ] as const),
  }));
}

function statusOf(random: Random, createdAt: Date, now: Date, expiryDays: number): OrderStatus {
  if (now.getTime() - createdAt.getTime() > expiryDays * DAY_MS) {
    return random.weighted([
      ['paid', 80],
      ['expired', 13],
      ['cancelled', 7],
    ] as const);
  }
  return random.weighted([
    ['paid', 55],
    ['awaiting_payment', 30],
    ['payment_failed', 15],
  ] as const);
}

/**
 * `count` orders of the organisation from `from` to `now`, priced from the catalogue as checkout
 * prices them, bought by its administrators for the head office or a branch in another state:
 * most paid (some after a declined attempt), some expired or cancelled, the latest still open.
 */
export async function insertDemoOrders(
  db: Executor,
  random: Random,
  context: Omit<OrderContext, 'times'> & { count: number; from: Date },
): Promise<DemoOrders> {
  const times = orderTimes(random, context.count, context.from, context.now);
  const planned = planDemoOrders(random, { ...context, times });
  // In time order, so order numbers grow with time as they do when customers place them.
  await insertRows(db, orders, planned.orders);
  await insertRows(db, orderLines, planned.lines);
  await insertRows(db, payments, planned.payments);
  return {
    count: planned.orders.length,
    paid: planned.paid,
    payments: planned.payments.length,
    audit: planned.audit,
  };
}

interface OrderContext {
  organisation: Pick<DemoOrganisation, 'id' | 'city' | 'legalName' | 'pan' | 'addressLine1'>;
  buyers: readonly Pick<DemoUser, 'id' | 'email'>[];
  plans: readonly PlanWithProduct[];
  /** When each order was placed, in order. */
  times: readonly Date[];
  now: Date;
  expiryDays: number;
}

/** The orders' rows as they would be written, with the paid ones and the trail they left. */
export function planDemoOrders(random: Random, context: OrderContext) {
  const { organisation, now, expiryDays } = context;
  const token = (prefix: string) => `${prefix}${random.text(14, ALPHANUMERIC)}`;
  const orderRows: (typeof orders.$inferInsert)[] = [];
  const lineRows: (typeof orderLines.$inferInsert)[] = [];
  const paymentRows: PaymentRow[] = [];
  const paid: PaidDemoOrder[] = [];
  const audit: AuditRow[] = [];

  for (const createdAt of context.times) {
    const id = randomUUID();
    const buyer = random.pick(context.buyers);
    const branch = random.chance(0.8) ? organisation.city : random.pick(CITIES);
    const priced = pricedLines(
      priceItems(basket(random, context.plans), context.plans),
      branch.stateCode,
    );
    const status = statusOf(random, createdAt, now, expiryDays);
    const expiresAt = later(createdAt, expiryDays * DAY_MS);
    const reachedGateway = status !== 'cancelled' && (status !== 'expired' || random.chance(0.5));
    const paidAt =
      status === 'paid' ? earliest(later(createdAt, random.int(1, 30) * MINUTE_MS), now) : null;
    const attempt = (outcome: 'captured' | 'failed', at: Date) => {
      const payment = { id: token('pay_'), method: random.weighted(METHODS) };
      paymentRows.push({
        ...payment,
        orderId: id,
        status: outcome,
        amountPaise: priced.breakdown.totalPaise,
        failureReason: outcome === 'failed' ? DECLINED : null,
        createdAt: at,
        updatedAt: at,
      });
      return { ...payment, amountPaise: priced.breakdown.totalPaise };
    };
    if (reachedGateway && (status !== 'paid' || random.chance(0.08))) {
      attempt('failed', later(createdAt, MINUTE_MS));
    }
    const order = {
      id,
      reference: random.text(43, `${ALPHANUMERIC}-_`),
      kind: 'subscription',
      status,
      organisationId: organisation.id,
      createdByUserId: buyer.id,
      idempotencyKey: randomUUID(),
      buyerName: organisation.legalName,
      buyerEmail: buyer.email,
      buyerGstin: demoGstin(branch.stateCode, organisation.pan),
      buyerPan: organisation.pan,
      buyerAddress: {
        line1:
          branch === organisation.city
            ? organisation.addressLine1
            : `${random.int(1, 400)}, ${random.pick(STREETS)}`,
        line2: '',
        city: branch.name,
        pinCode: branch.pinCode,
      },
      buyerStateCode: branch.stateCode,
      ...priced.breakdown,
      // One still open gets its gateway order when someone pays it: with a made-up id, paying
      // would reach a gateway order that does not exist and reconciliation would ask about it
      // every minute. The paid ones are told to the built-in gateway (recordAtBuiltInGateway).
      gatewayOrderId: reachedGateway && !isOrderOpen(status) ? token('order_') : null,
      failureReason: status === 'payment_failed' ? DECLINED : null,
      createdAt,
      paidAt,
      expiresAt,
    } satisfies typeof orders.$inferInsert;
    orderRows.push(order);
    priced.lines.forEach((line, index) => {
      lineRows.push({ ...line, orderId: id, lineNo: index + 1 });
    });
    const origin = { ip: demoIp(random), userAgent: demoUserAgent(random) };
    const about = { organisationId: organisation.id, targetType: 'order', targetId: id };
    audit.push({
      ...about,
      ...origin,
      action: 'order_placed',
      at: createdAt,
      actorUserId: buyer.id,
      after: { totalPaise: priced.breakdown.totalPaise },
    });
    if (paidAt && order.gatewayOrderId) {
      const payment = attempt('captured', paidAt);
      paid.push({
        id,
        paidAt,
        lines: priced.lines,
        gatewayOrderId: order.gatewayOrderId,
        buyerEmail: buyer.email,
        payment,
      });
      audit.push({
        ...about,
        action: 'order_paid',
        at: paidAt,
        after: {
          paymentId: payment.id,
          method: payment.method,
          totalPaise: priced.breakdown.totalPaise,
        },
      });
    } else if (status === 'expired') {
      audit.push({
        ...about,
        action: 'order_expired',
        at: expiresAt,
        before: { status: 'awaiting_payment' },
        after: { status },
      });
    } else if (status === 'cancelled') {
      const at = earliest(later(createdAt, random.int(5, 600) * MINUTE_MS), now);
      audit.push({
        ...about,
        ...origin,
        action: 'order_cancelled',
        at,
        actorUserId: buyer.id,
        before: { status: 'awaiting_payment' },
        after: { status },
      });
    }
  }

  return { orders: orderRows, lines: lineRows, payments: paymentRows, paid, audit };
}
