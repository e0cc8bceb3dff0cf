import { effectivePermissions } from '@prakar/shared/permissions';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Executor } from '#src/db/client.ts';
import { userAccess, users } from '#src/db/schema.ts';
import { groupedBy } from '#src/grouped-by.ts';

export interface Recipient {
  id: number;
  email: string;
  name: string;
}

const MATTERS_POWER = 'view:matters:org';

/** The active users with these ids: the staff assigned to matters, by id. */
export async function activeUsersById(
  db: Database,
  ids: number[],
): Promise<Map<number, Recipient>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.status, 'active')));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Each organisation's active users who may see its matters: the administrators unless access
 * control took the power away, and anyone else it was given to.
 */
export async function matterWatchersByOrganisation(
  db: Executor,
  organisationIds: string[],
): Promise<Map<string, Recipient[]>> {
  if (organisationIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      organisationId: users.organisationId,
      allowed: userAccess.allowed,
    })
    .from(users)
    .leftJoin(userAccess, and(eq(userAccess.userId, users.id), eq(userAccess.item, MATTERS_POWER)))
    .where(and(inArray(users.organisationId, organisationIds), eq(users.status, 'active')));
  const watching = rows.filter(({ role, allowed }) => {
    const overrides = allowed === null ? {} : { [MATTERS_POWER]: allowed };
    return effectivePermissions(role, overrides).includes(MATTERS_POWER);
  });
  return groupedBy(
    watching,
    (row) => row.organisationId,
    ({ id, email, name }) => ({ id, email, name }),
  );
}
