import type { UserListQuery } from '@prakar/shared/users';
import { and, asc, count, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import { organisations, users } from '#src/db/schema.ts';

const SORT_COLUMNS = {
  name: users.name,
  email: users.email,
  role: users.role,
  status: users.status,
  lastSignInAt: users.lastSignInAt,
} as const;

/** `%` and `_` typed by a user are literal characters, not wildcards. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * Users as administrators see them. `organisationId` undefined means every organisation (platform
 * administrators only; the routes decide the scope).
 */
export function createUsersRepository(db: Executor) {
  return {
    async list(query: UserListQuery, organisationId: string | undefined) {
      const conditions: SQL[] = [];
      if (organisationId) conditions.push(eq(users.organisationId, organisationId));
      if (query.status) conditions.push(eq(users.status, query.status));
      if (query.search) {
        const pattern = containing(query.search);
        const matches = or(ilike(users.name, pattern), ilike(users.email, pattern));
        if (matches) conditions.push(matches);
      }
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const direction = query.order === 'desc' ? sql`desc` : sql`asc`;
      const sortColumn = SORT_COLUMNS[query.sort];
      const rows = await db
        .select({ user: users, organisationName: organisations.name })
        .from(users)
        .innerJoin(organisations, eq(organisations.id, users.organisationId))
        .where(where)
        // Never-signed-in users sort last either way; the id keeps pages stable between ties.
        .orderBy(sql`${sortColumn} ${direction} nulls last`, sql`${users.id} ${direction}`)
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      const [total] = await db.select({ value: count() }).from(users).where(where);
      return { rows, total: total?.value ?? 0 };
    },

    /** A user within the scope, or undefined: another organisation's user is as good as absent. */
    async findInScope(id: number, organisationId: string | undefined) {
      const conditions = [eq(users.id, id)];
      if (organisationId) conditions.push(eq(users.organisationId, organisationId));
      const [row] = await db
        .select({ user: users, organisationName: organisations.name })
        .from(users)
        .innerJoin(organisations, eq(organisations.id, users.organisationId))
        .where(and(...conditions))
        .limit(1);
      return row;
    },

    /** Active administrators of an organisation other than `exceptId`. */
    async countOtherActiveAdmins(organisationId: string, exceptId: number): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(users)
        .where(
          and(
            eq(users.organisationId, organisationId),
            eq(users.role, 'org_admin'),
            eq(users.status, 'active'),
            ne(users.id, exceptId),
          ),
        );
      return row?.value ?? 0;
    },

    async deleteUser(id: number): Promise<void> {
      await db.delete(users).where(eq(users.id, id));
    },

    async listOrganisations() {
      return db
        .select({ id: organisations.id, name: organisations.name })
        .from(organisations)
        .orderBy(asc(organisations.name));
    },

    async findOrganisation(id: string) {
      const [row] = await db.select().from(organisations).where(eq(organisations.id, id)).limit(1);
      return row;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
