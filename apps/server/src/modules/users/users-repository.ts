import type { UserListQuery } from '@prakar/shared/users';
import { and, asc, count, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import { type KeysetOrder, keyedRead, keysetPage, pageInfo } from '#src/db/keyset.ts';
import { nameOrEmailMatching } from '#src/db/like-pattern.ts';
import { organisations, users } from '#src/db/schema.ts';
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

/**
 * The users a search finds, looked up by their ids first (the name and e-mail indexes), so a page
 * sorts the few found: as a condition on each row, the planner walked the organisation in the
 * list's order whenever it expected many matches (22,001 rows read for 26 among 100,000 users).
 */
function searched(search: string, inOrganisation: SQL | undefined): SQL {
  const matching = and(inOrganisation, nameOrEmailMatching(users.name, users.email, search));
  return sql`${users.id} = any(array(select ${users.id} from ${users} where ${matching}))`;
}

/** Which users a list shows: the organisation, then the filters. */
function listConditions(query: UserListQuery, organisationId: string | undefined) {
  const inOrganisation = organisationId ? eq(users.organisationId, organisationId) : undefined;
  return and(
    inOrganisation,
    query.status ? eq(users.status, query.status) : undefined,
    query.search ? searched(query.search, inOrganisation) : undefined,
  );
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
      const where = listConditions(query, organisationId);
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
