import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import { type AccountMailRequestKind, accountMailRequests } from '#src/db/schema.ts';
import type { RequestOrigin } from '#src/modules/audit/audit-log.ts';

export type AccountMailRequest = typeof accountMailRequests.$inferSelect;

export interface NewAccountMailRequest {
  kind: AccountMailRequestKind;
  email: string;
  details?: Record<string, string | undefined>;
  origin: RequestOrigin;
}

export function createAccountMailRequestsRepository(db: Executor) {
  return {
    async insert(request: NewAccountMailRequest): Promise<void> {
      await db.insert(accountMailRequests).values({
        kind: request.kind,
        email: request.email,
        details: request.details ?? {},
        ip: request.origin.ip ?? null,
        userAgent: request.origin.userAgent ?? null,
      });
    },

    /**
     * Takes the oldest due request: deletes it and keeps its row locked until the caller's
     * transaction ends. Other workers skip a locked row, and if the work fails, the rollback puts
     * the request back.
     */
    async takeNext(): Promise<AccountMailRequest | undefined> {
      const due = db
        .select({ id: accountMailRequests.id })
        .from(accountMailRequests)
        .where(lte(accountMailRequests.nextAttemptAt, sql`now()`))
        .orderBy(asc(accountMailRequests.createdAt))
        .limit(1)
        .for('update', { skipLocked: true });
      const [row] = await db
        .delete(accountMailRequests)
        .where(inArray(accountMailRequests.id, due))
        .returning();
      return row;
    },

    /**
     * The password hash of the sign-up for `email` that the worker has yet to make into an
     * account: the oldest, the one that will become it.
     */
    async pendingSignUpPasswordHash(email: string): Promise<string | undefined> {
      const [row] = await db
        .select({
          passwordHash: sql<string | null>`${accountMailRequests.details} ->> 'passwordHash'`,
        })
        .from(accountMailRequests)
        .where(and(eq(accountMailRequests.kind, 'sign_up'), eq(accountMailRequests.email, email)))
        .orderBy(asc(accountMailRequests.createdAt))
        .limit(1);
      return row?.passwordHash ?? undefined;
    },

    async postpone(id: string, failure: { attempts: number; error: string; retryInMs: number }) {
      const wait = sql`${Math.round(failure.retryInMs)}::integer * interval '1 millisecond'`;
      await db
        .update(accountMailRequests)
        .set({
          attempts: failure.attempts,
          lastError: failure.error,
          nextAttemptAt: sql`now() + (${wait})`,
        })
        .where(eq(accountMailRequests.id, id));
    },

    async remove(id: string): Promise<void> {
      await db.delete(accountMailRequests).where(eq(accountMailRequests.id, id));
    },
  };
}
