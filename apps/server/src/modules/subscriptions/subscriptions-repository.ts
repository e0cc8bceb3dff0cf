import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import {
  organisations,
  plans,
  products,
  subscriptionGrants,
  subscriptions,
} from '#src/db/schema.ts';
import { groupedBy } from '#src/grouped-by.ts';
import type { GrantedPlan } from './subscription-terms.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

export interface SubscriptionWithNames {
  subscription: SubscriptionRow;
  organisationName: string;
  productName: string;
  planName: string;
  grants: GrantedPlan[];
}

export function createSubscriptionsRepository(db: Executor) {
  return {
    /** The organisation's subscription to a product, locked until the transaction ends. */
    async lockFor(organisationId: string, productCode: string) {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.organisationId, organisationId),
            eq(subscriptions.productCode, productCode),
          ),
        )
        .for('update')
        .limit(1);
      return row;
    },

    /** Inserts the first subscription, or returns undefined if a concurrent payment just did. */
    async insert(values: typeof subscriptions.$inferInsert) {
      const [row] = await db
        .insert(subscriptions)
        .values(values)
        .onConflictDoNothing({ target: [subscriptions.organisationId, subscriptions.productCode] })
        .returning();
      return row;
    },

    async update(id: string, values: Partial<typeof subscriptions.$inferInsert>) {
      const [row] = await db
        .update(subscriptions)
        .set(values)
        .where(eq(subscriptions.id, id))
        .returning();
      if (!row) throw new Error(`Subscription ${id} vanished while being extended.`);
      return row;
    },

    async insertGrant(values: typeof subscriptionGrants.$inferInsert) {
      await db.insert(subscriptionGrants).values(values);
    },

    /** What an order granted, with the names of the product and plan, in the catalogue's order. */
    async grantsOf(orderId: string) {
      return db
        .select({
          productCode: subscriptions.productCode,
          productName: products.name,
          planName: plans.name,
          previousEndsOn: subscriptionGrants.previousEndsOn,
          endsOn: subscriptionGrants.endsOn,
          grantedAt: subscriptionGrants.grantedAt,
        })
        .from(subscriptionGrants)
        .innerJoin(subscriptions, eq(subscriptions.id, subscriptionGrants.subscriptionId))
        .innerJoin(products, eq(products.code, subscriptions.productCode))
        .innerJoin(plans, eq(plans.code, subscriptionGrants.planCode))
        .where(eq(subscriptionGrants.orderId, orderId))
        .orderBy(asc(products.sortOrder));
    },

    /**
     * One organisation's subscriptions, or every organisation's when `organisationId` is
     * undefined, each with its grants in the order they were made.
     */
    async list(organisationId: string | undefined): Promise<SubscriptionWithNames[]> {
      const whose = organisationId ? eq(subscriptions.organisationId, organisationId) : sql`true`;
      const [rows, grants] = await Promise.all([
        db
          .select({
            subscription: subscriptions,
            organisationName: organisations.name,
            productName: products.name,
            planName: plans.name,
          })
          .from(subscriptions)
          .innerJoin(organisations, eq(organisations.id, subscriptions.organisationId))
          .innerJoin(products, eq(products.code, subscriptions.productCode))
          .innerJoin(plans, eq(plans.code, subscriptions.planCode))
          .where(whose)
          .orderBy(asc(organisations.name), asc(products.sortOrder)),
        db
          .select({
            subscriptionId: subscriptionGrants.subscriptionId,
            planCode: subscriptionGrants.planCode,
            planName: plans.name,
            seats: subscriptionGrants.seats,
            previousEndsOn: subscriptionGrants.previousEndsOn,
            endsOn: subscriptionGrants.endsOn,
            grantedAt: subscriptionGrants.grantedAt,
          })
          .from(subscriptionGrants)
          .innerJoin(subscriptions, eq(subscriptions.id, subscriptionGrants.subscriptionId))
          .innerJoin(plans, eq(plans.code, subscriptionGrants.planCode))
          .where(whose)
          .orderBy(asc(subscriptionGrants.grantedAt)),
      ]);
      const grantsOf = groupedBy(grants, (grant) => grant.subscriptionId);
      return rows.map((row) => ({ ...row, grants: grantsOf.get(row.subscription.id) ?? [] }));
    },
  };
}
