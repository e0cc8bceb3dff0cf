import { ACCESS_ITEMS, type AccessItem, type AccessOverrides } from '@prakar/shared/permissions';
import { type Column, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { preparedOnce } from '#src/db/prepared-once.ts';
import { organisations, userAccess, users } from '#src/db/schema.ts';

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

/**
 * A credential (a session, a personal access token) by its token's hash, with its user, their
 * organisation and access overrides, in one query, revoked or not: the caller judges. Every
 * signed-in request asks it, so it is a named prepared statement, built once: PostgreSQL parses
 * and plans it once per connection, and the server writes its SQL once.
 */
export function credentialByTokenHash<Credential extends PgTable>(
  credential: Credential & { userId: PgColumn; tokenHash: PgColumn },
  statementName: string,
) {
  return preparedOnce((db) =>
    db
      .select({
        credential,
        user: users,
        organisation: organisations,
        access: overridesColumn(users.id),
      })
      .from(credential as PgTable)
      .innerJoin(users, eq(users.id, credential.userId))
      .innerJoin(organisations, eq(organisations.id, users.organisationId))
      .where(eq(credential.tokenHash, sql.placeholder('tokenHash')))
      .limit(1)
      .prepare(statementName),
  );
}
