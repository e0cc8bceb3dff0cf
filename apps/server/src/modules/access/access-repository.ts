import type { AccessItem, AccessOverrides } from '@prakar/shared/permissions';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import { userAccess } from '#src/db/schema.ts';
import { isAccessItem } from './access-records.ts';

/** The access-control overrides: one row per matrix cell where a user differs from their role. */
export function createAccessRepository(db: Executor) {
  return {
    async overridesOfUsers(userIds: readonly number[]): Promise<Map<number, AccessOverrides>> {
      const result = new Map<number, AccessOverrides>();
      if (userIds.length === 0) return result;
      const rows = await db
        .select()
        .from(userAccess)
        .where(inArray(userAccess.userId, [...userIds]));
      for (const row of rows) {
        if (!isAccessItem(row.item)) continue;
        const overrides = result.get(row.userId) ?? {};
        overrides[row.item] = row.allowed;
        result.set(row.userId, overrides);
      }
      return result;
    },

    async overridesOf(userId: number): Promise<AccessOverrides> {
      return (await this.overridesOfUsers([userId])).get(userId) ?? {};
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
