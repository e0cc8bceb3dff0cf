import type { UserListQuery } from '@prakar/shared/users';
import { and, asc, count, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import { COUNT_LIMIT, type KeysetOrder, keyedRead, keysetPage, pageInfo } from '#src/db/keyset.ts';
import { nameOrEmailMatching } from '#src/db/like-pattern.ts';
import { organisations, users } from '#src/db/schema.ts';
import { rowsOf } from '#src/db/text-sql.ts';
import { overridesColumn } from '#src/modules/access/access-records.ts';

const SORT_COLUMNS = {
  name: users.name,
  email: users.email,
  role: users.role,
  status: users.status,
  lastSignInAt: users.lastSignInAt,
} as const;

/**
 * What a list shows of each user: never the password hash, which has no business on a list page
 * (and would be read, mapped and held for every row of it).
 */
const LISTED_COLUMNS = {
  id: users.id,
  name: users.name,
  email: users.email,
  mobile: users.mobile,
  role: users.role,
  status: users.status,
  lastSignInAt: users.lastSignInAt,
  createdAt: users.createdAt,
  organisationId: users.organisationId,
};
export type ListedUser = Pick<typeof users.$inferSelect, keyof typeof LISTED_COLUMNS>;

/** Which users a list shows: the organisation, then the filters. */
function listConditions(
  query: UserListQuery,
  organisationId: string | undefined,
  search: SQL | undefined,
) {
  return and(
    organisationId ? eq(users.organisationId, organisationId) : undefined,
    query.status ? eq(users.status, query.status) : undefined,
    search,
  );
}

/**
 * A search's condition, chosen by how many users it matches, which is looked up first (the name
 * and e-mail trigram indexes, at most `COUNT_LIMIT + 1` ids). Up to `COUNT_LIMIT`, the page sorts
 * those ids: as a condition on each row, the planner walked the organisation in the list's order
 * whenever it expected many matches (22,001 rows read for 26 among 100,000 users). Beyond it,
 * matches are dense enough for that walk to find a page soon, and sorting them all would cost in
 * proportion to their number.
 */
async function searchCondition(
  db: Executor,
  query: UserListQuery,
  organisationId: string | undefined,
): Promise<SQL | undefined> {
  if (!query.search) return undefined;
  const matching = nameOrEmailMatching(users.name, users.email, query.search);
  // Materialised, the lookup is planned to find every match (through the trigram indexes) and
  // stops after the limit; a limit of its own would let the planner walk the organisation again.
  const found = await rowsOf<{ id: number }>(
    db,
    sql`with matching as materialized (
      select ${users.id} from ${users} where ${listConditions(query, organisationId, matching)}
    ) select id from matching limit ${COUNT_LIMIT + 1}`,
  );
  if (found.length > COUNT_LIMIT) return matching;
  // One array literal, the same statement however many were found, on either driver.
  const ids = `{${found.map((row) => row.id).join(',')}}`;
  return sql`${users.id} = any(${ids}::integer[])`;
}

/**
 * Users as administrators see them. `organisationId` undefined means every organisation (platform
 * administrators only; the routes decide the scope).
 */
export function createUsersRepository(db: Executor) {
  return {
    /**
     * One page in the chosen order, the id breaking ties so pages never overlap; within an
     * organisation each order walks one of the `users_organisation_<column>_idx` indexes.
     */
    async list(
      query: UserListQuery,
      organisationId: string | undefined,
      options: { withAccess?: boolean } = {},
    ) {
      const where = listConditions(
        query,
        organisationId,
        await searchCondition(db, query, organisationId),
      );
      const order: KeysetOrder = {
        column: SORT_COLUMNS[query.sort],
        tieBreaker: users.id,
        descending: query.order === 'desc',
      };
      const page = await keysetPage(
        order,
        query.cursor,
        query.pageSize,
        keyedRead(order, where, (keyed) =>
          db
            .select({
              user: LISTED_COLUMNS,
              organisationName: organisations.name,
              // The access matrix's overrides come in the page's own query; other lists skip them.
              access: options.withAccess
                ? overridesColumn(users.id)
                : sql<Record<string, boolean> | null>`null`,
              ...keyed,
            })
            .from(users)
            .innerJoin(organisations, eq(organisations.id, users.organisationId))
            .$dynamic(),
        ),
        (row) => ({ value: row.key, id: row.user.id }),
        db.select({ id: users.id }).from(users).where(where).$dynamic(),
      );
      // Counted up to a thousand, like the other lists: counting all of a 10,000-user
      // organisation's index entries took longer than reading the page, on every page.
      const paging = pageInfo(page, query.pageSize, { sort: query.sort, order: query.order });
      return { rows: page.rows, paging };
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
        .where(eq(organisations.isFirm, false))
        .orderBy(asc(organisations.name));
    },

    async findOrganisation(id: string) {
      const [row] = await db.select().from(organisations).where(eq(organisations.id, id)).limit(1);
      return row;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
