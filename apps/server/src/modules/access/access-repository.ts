import type { AccessItem, AccessOverrides } from '@prakar/shared/permissions';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import { userAccess } from '#src/db/schema.ts';
import { overridesFrom } from './access-records.ts';

/** The access-control overrides: one row per matrix cell where a user differs from their role. */
export function createAccessRepository(db: Executor) {
  return {
    async overridesOf(userId: number): Promise<AccessOverrides> {
      const rows = await db
        .select({ item: userAccess.item, allowed: userAccess.allowed })
        .from(userAccess)
        .where(eq(userAccess.userId, userId));
      return overridesFrom(Object.fromEntries(rows.map((row) => [row.item, row.allowed])));
    },

    /** Sets one cell; `null` removes the override, so the role decides again. */
    async set(userId: number, item: AccessItem, allowed: boolean | null, at: Date): Promise<void> {
      if (allowed === null) {
        await db
          .delete(userAccess)
          .where(and(eq(userAccess.userId, userId), eq(userAccess.item, item)));
        return;
      }
      await db
        .insert(userAccess)
        .values({ userId, item, allowed, updatedAt: at })
        .onConflictDoUpdate({
          target: [userAccess.userId, userAccess.item],
          set: { allowed, updatedAt: at },
        });
    },

    /** A role change starts from the new role's defaults. */
    async clear(userId: number): Promise<void> {
      await db.delete(userAccess).where(eq(userAccess.userId, userId));
    },
  };
}
