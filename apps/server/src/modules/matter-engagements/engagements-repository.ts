import { and, eq, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '#src/db/client.ts';
import {
  invoices,
  matterEngagementCodes,
  matterEngagements,
  matters,
  orders,
  organisations,
  users,
} from '#src/db/schema.ts';

const sentBy = alias(users, 'sent_by');
const acceptedBy = alias(users, 'accepted_by');

export type NewEngagement = typeof matterEngagements.$inferInsert;

/** The engagement letters of matters, their acceptance codes, and what their advance became. */
export function createEngagementsRepository(db: Executor) {
  return {
    /** The matter's letter with the people named on it and its advance's order and invoice. */
    async find(matterId: string) {
      const [row] = await db
        .select({
          engagement: matterEngagements,
          sentBy: { name: sentBy.name, email: sentBy.email },
          acceptedBy: { name: acceptedBy.name, email: acceptedBy.email },
          order: {
            reference: orders.reference,
            number: orders.number,
            totalPaise: orders.totalPaise,
            paidAt: orders.paidAt,
          },
          invoiceNumber: invoices.number,
        })
        .from(matterEngagements)
        .leftJoin(sentBy, eq(sentBy.id, matterEngagements.sentByUserId))
        .leftJoin(acceptedBy, eq(acceptedBy.id, matterEngagements.acceptedByUserId))
        .leftJoin(orders, eq(orders.id, matterEngagements.advanceOrderId))
        .leftJoin(invoices, eq(invoices.orderId, orders.id))
        .where(eq(matterEngagements.matterId, matterId));
      return row;
    },

    async lock(matterId: string) {
      const [row] = await db
        .select()
        .from(matterEngagements)
        .where(eq(matterEngagements.matterId, matterId))
        .for('update');
      return row;
    },

    async insert(values: NewEngagement): Promise<void> {
      await db.insert(matterEngagements).values(values);
    },

    async accept(
      matterId: string,
      acceptance: Pick<
        NewEngagement,
        | 'acceptedAt'
        | 'acceptedByUserId'
        | 'acceptedIp'
        | 'acceptedUserAgent'
        | 'letterSha256'
        | 'advanceOrderId'
      >,
    ): Promise<void> {
      await db
        .update(matterEngagements)
        .set(acceptance)
        .where(eq(matterEngagements.matterId, matterId));
    },

    /** The engagement whose advance `orderId` is, if it is one. */
    async byAdvanceOrder(orderId: string) {
      const [row] = await db
        .select({ matterId: matterEngagements.matterId, number: matters.number })
        .from(matterEngagements)
        .innerJoin(matters, eq(matters.id, matterEngagements.matterId))
        .where(eq(matterEngagements.advanceOrderId, orderId));
      return row;
    },

    /** Who the advance's invoice is made out to: the organisation as its profile has it. */
    async buyer(organisationId: string) {
      const [row] = await db
        .select()
        .from(organisations)
        .where(eq(organisations.id, organisationId));
      return row;
    },

    /** A new code for the user replaces their last one, tries and all. */
    async saveCode(values: typeof matterEngagementCodes.$inferInsert): Promise<void> {
      await db
        .insert(matterEngagementCodes)
        .values(values)
        .onConflictDoUpdate({
          target: [matterEngagementCodes.matterId, matterEngagementCodes.userId],
          set: { codeHash: values.codeHash, expiresAt: values.expiresAt, tries: 0 },
        });
    },

    async code(matterId: string, userId: number) {
      const [row] = await db
        .select()
        .from(matterEngagementCodes)
        .where(
          and(
            eq(matterEngagementCodes.matterId, matterId),
            eq(matterEngagementCodes.userId, userId),
          ),
        );
      return row;
    },

    /** Counts a wrong try while tries remain; answers how many there have been, or undefined. */
    async countWrongTry(matterId: string, userId: number, limit: number) {
      const [row] = await db
        .update(matterEngagementCodes)
        .set({ tries: sql`${matterEngagementCodes.tries} + 1` })
        .where(
          and(
            eq(matterEngagementCodes.matterId, matterId),
            eq(matterEngagementCodes.userId, userId),
            lt(matterEngagementCodes.tries, limit),
          ),
        )
        .returning({ tries: matterEngagementCodes.tries });
      return row?.tries;
    },

    async dropCodes(matterId: string): Promise<void> {
      await db.delete(matterEngagementCodes).where(eq(matterEngagementCodes.matterId, matterId));
    },
  };
}

export type EngagementRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createEngagementsRepository>['find']>>
>;
