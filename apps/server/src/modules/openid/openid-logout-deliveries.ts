import { and, asc, count, eq, inArray, isNull, lte, min, or, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '#src/db/client.ts';
import { openidLogoutDeliveries } from '#src/db/schema.ts';
import type { Backlog } from '#src/modules/metrics/state-metrics.ts';

/** A logout an app is owed: which app, and the user and session it is about. */
export interface OwedLogout {
  clientId: string;
  sub: string;
  sid: string;
}

export type LogoutDelivery = typeof openidLogoutDeliveries.$inferSelect;

/** Longer than one send can take (2.5 s), so a claim outlives its send unless the process dies. */
const CLAIM_LEASE_MS = 60_000;

const stillOwed = () =>
  and(isNull(openidLogoutDeliveries.deliveredAt), isNull(openidLogoutDeliveries.givenUpAt));

/** Writes the logouts owed with the caller's transaction, due at once; returns their ids. */
export async function oweLogouts(tx: Executor, owed: OwedLogout[], at: Date): Promise<string[]> {
  if (owed.length === 0) return [];
  const rows = await tx
    .insert(openidLogoutDeliveries)
    .values(owed.map((logout) => ({ ...logout, createdAt: at, nextAttemptAt: at })))
    .returning({ id: openidLogoutDeliveries.id });
  return rows.map((row) => row.id);
}

/** Delivered and given-up logouts are kept this long, for a look at what an app missed. */
const SETTLED_KEPT_MS = 7 * 24 * 3_600_000;

/** Drops the logouts settled more than a week before `at` (the single sign-on clean-up). */
export async function deleteSettledLogouts(db: Database, at: Date): Promise<number> {
  const before = new Date(at.getTime() - SETTLED_KEPT_MS);
  const removed = await db
    .delete(openidLogoutDeliveries)
    .where(
      or(
        lte(openidLogoutDeliveries.deliveredAt, before),
        lte(openidLogoutDeliveries.givenUpAt, before),
      ),
    )
    .returning({ id: openidLogoutDeliveries.id });
  return removed.length;
}

/** The queue of owed logouts, shared by every server process through the database. */
export function createLogoutDeliveries(db: Database) {
  const byId = (id: string) => eq(openidLogoutDeliveries.id, id);
  return {
    /**
     * Takes up to `limit` due logouts (only among `ids`, when given) for this process. One
     * statement: the inner select locks what it picks and skips rows another process holds, and
     * the update pushes their next attempt past the lease, so no other process sends them too.
     */
    async claimDue(at: Date, limit: number, ids?: string[]): Promise<LogoutDelivery[]> {
      const conditions: SQL[] = [lte(openidLogoutDeliveries.nextAttemptAt, at)];
      if (ids) conditions.push(inArray(openidLogoutDeliveries.id, ids));
      const due = db
        .select({ id: openidLogoutDeliveries.id })
        .from(openidLogoutDeliveries)
        .where(and(stillOwed(), ...conditions))
        .orderBy(asc(openidLogoutDeliveries.nextAttemptAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(openidLogoutDeliveries)
        .set({ nextAttemptAt: new Date(at.getTime() + CLAIM_LEASE_MS) })
        .where(inArray(openidLogoutDeliveries.id, due))
        .returning();
    },

    async markDelivered(id: string, at: Date): Promise<void> {
      await db
        .update(openidLogoutDeliveries)
        .set({ deliveredAt: at, lastError: null })
        .where(byId(id));
    },

    async markFailed(id: string, failure: { attempts: number; error: string; retryAt: Date }) {
      await db
        .update(openidLogoutDeliveries)
        .set({
          attempts: failure.attempts,
          lastError: failure.error,
          nextAttemptAt: failure.retryAt,
        })
        .where(byId(id));
    },

    /** Kept, never deleted: the log and the row say which app missed which logout, and why. */
    async markGivenUp(id: string, failure: { attempts: number; error: string; at: Date }) {
      await db
        .update(openidLogoutDeliveries)
        .set({ attempts: failure.attempts, lastError: failure.error, givenUpAt: failure.at })
        .where(byId(id));
    },

    /** The logouts still owed, and when the oldest of them was written. */
    async backlog(): Promise<Backlog> {
      const [row] = await db
        .select({ pending: count(), oldestCreatedAt: min(openidLogoutDeliveries.createdAt) })
        .from(openidLogoutDeliveries)
        .where(stillOwed());
      return { pending: row?.pending ?? 0, oldestCreatedAt: row?.oldestCreatedAt ?? null };
    },
  };
}

export type LogoutDeliveries = ReturnType<typeof createLogoutDeliveries>;
