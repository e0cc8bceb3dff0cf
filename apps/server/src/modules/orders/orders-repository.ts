import { OPEN_ORDER_STATUSES } from '@prakar/shared/orders';
import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import { invoices, orderLines, orders } from '#src/db/schema.ts';
import type { OrderLineDraft } from './order-pricing.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;

export function createOrdersRepository(db: Executor) {
  return {
    /** Inserts, or returns undefined when this user's idempotency key already made an order. */
    async insert(values: NewOrder): Promise<OrderRow | undefined> {
      const [row] = await db
        .insert(orders)
        .values(values)
        .onConflictDoNothing({ target: [orders.createdByUserId, orders.idempotencyKey] })
        .returning();
      return row;
    },

    async insertLines(orderId: string, lines: readonly OrderLineDraft[]): Promise<void> {
      await db.insert(orderLines).values(
        lines.map((line, index) => ({
          orderId,
          lineNo: index + 1,
          productCode: line.productCode,
          planCode: line.planCode,
          description: line.description,
          sac: line.sac,
          quantity: line.quantity,
          unitPricePaise: line.unitPricePaise,
          amountPaise: line.amountPaise,
          limitUnit: line.limitUnit,
          limitValue: line.limitValue,
        })),
      );
    },

    async findByIdempotencyKey(userId: number, key: string): Promise<OrderRow | undefined> {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.createdByUserId, userId), eq(orders.idempotencyKey, key)))
        .limit(1);
      return row;
    },

    /** Open orders whose time is up, soonest first: the expiry job's work list. */
    async dueToExpire(at: Date, limit: number): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(and(inArray(orders.status, [...OPEN_ORDER_STATUSES]), lte(orders.expiresAt, at)))
        .orderBy(asc(orders.expiresAt))
        .limit(limit);
    },

    /**
     * Closes an order that is still open; undefined when it no longer is (paid, or closed by a
     * concurrent request or another server's expiry job), so only one caller records the change.
     */
    async close(
      orderId: string,
      status: 'cancelled' | 'expired',
      expiredBy?: Date,
    ): Promise<OrderRow | undefined> {
      const [row] = await db
        .update(orders)
        .set({ status })
        .where(
          and(
            eq(orders.id, orderId),
            inArray(orders.status, [...OPEN_ORDER_STATUSES]),
            expiredBy ? lte(orders.expiresAt, expiredBy) : undefined,
          ),
        )
        .returning();
      return row;
    },

    async findById(id: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
      return row;
    },

    async findByReference(reference: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.reference, reference)).limit(1);
      return row;
    },

    async findByGatewayOrderId(gatewayOrderId: string): Promise<OrderRow | undefined> {
      const [row] = await db
        .select()
        .from(orders)
        .where(eq(orders.gatewayOrderId, gatewayOrderId))
        .limit(1);
      return row;
    },

    async linesOf(orderId: string): Promise<OrderLineRow[]> {
      return db
        .select()
        .from(orderLines)
        .where(eq(orderLines.orderId, orderId))
        .orderBy(asc(orderLines.lineNo));
    },

    async invoiceOf(orderId: string): Promise<{ id: string; number: string } | undefined> {
      const [row] = await db
        .select({ id: invoices.id, number: invoices.number })
        .from(invoices)
        .where(eq(invoices.orderId, orderId))
        .limit(1);
      return row;
    },

    /**
     * Records the gateway's order unless another request got there first; either way the order
     * ends with exactly one gateway order, which every later attempt reuses.
     */
    async setGatewayOrder(orderId: string, gatewayOrderId: string): Promise<OrderRow | undefined> {
      const [row] = await db
        .update(orders)
        .set({ gatewayOrderId })
        .where(and(eq(orders.id, orderId), isNull(orders.gatewayOrderId)))
        .returning();
      return row;
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
