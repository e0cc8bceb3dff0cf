import { ACCESS_ITEMS, type AccessItem, type AccessOverrides } from '@prakar/shared/permissions';
import { type Column, sql } from 'drizzle-orm';
import { userAccess } from '#src/db/schema.ts';

const isAccessItem = (item: string): item is AccessItem =>
  (ACCESS_ITEMS as readonly string[]).includes(item);

/**
 * The access-control overrides of the user `userId` names, as one column of another module's
 * query (an object of item → allowed), so that a request's session check reads the session, its
 * user and their access in one round trip. Read it with `overridesFrom`.
 */
export function overridesColumn(userId: Column) {
  return sql<Record<string, boolean>>`(
    select coalesce(jsonb_object_agg(${userAccess.item}, ${userAccess.allowed}), '{}'::jsonb)
    from ${userAccess} where ${userAccess.userId} = ${userId}
  )`;
}

/** The overrides an `overridesColumn` holds, without items access control no longer knows. */
export function overridesFrom(column: Record<string, boolean>): AccessOverrides {
  const overrides: AccessOverrides = {};
  for (const [item, allowed] of Object.entries(column)) {
    if (isAccessItem(item)) overrides[item] = allowed;
  }
  return overrides;
}
