import type { OrganisationSortField } from '@prakar/shared/back-office-organisations';
import type { Sorting } from '@prakar/shared/list-query';
import { and, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import {
  type KeysetCursor,
  type KeysetOrder,
  keyedBatches,
  keyedPage,
  keyedRead,
} from '#src/db/keyset.ts';
import { likeLiteral } from '#src/db/like-pattern.ts';
import { contactMessages, organisationSearchText, organisations, users } from '#src/db/schema.ts';

/** The columns the back office sorts its organisations by, as its list names them. */
const SORT_COLUMNS = {
  name: organisations.name,
  since: organisations.createdAt,
} as const;

/** The list's order; the id, unique, breaks ties. */
const orderOf = ({ sort, order }: Sorting<OrganisationSortField>): KeysetOrder => ({
  column: SORT_COLUMNS[sort],
  tieBreaker: organisations.id,
  descending: order === 'desc',
});

const GSTIN_SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][0-9A-Z]{3}$/i;
const TRIGRAM_LENGTH = 3;

/**
 * The customers (never the firm itself) whose name, GSTIN or PAN holds the search anywhere
 * (trigrams from three letters; shorter, the start of the name), or with that whole GSTIN.
 */
function matching(search: string | undefined): SQL | undefined {
  const customers = eq(organisations.isFirm, false);
  if (!search) return customers;
  if (GSTIN_SHAPE.test(search))
    return and(customers, eq(organisations.gstin, search.toUpperCase()));
  const literal = likeLiteral(search);
  return and(
    customers,
    search.length >= TRIGRAM_LENGTH
      ? sql`${organisationSearchText} ilike ${`%${literal}%`}`
      : ilike(organisations.name, `${literal}%`),
  );
}

/** The organisations `where` selects as their list shows them, a keyset page at a time. */
function readSummaries(db: Executor, where: SQL | undefined, order: KeysetOrder) {
  return keyedRead(order, where, (keyed) =>
    db
      .select({
        id: organisations.id,
        name: organisations.name,
        gstin: organisations.gstin,
        city: organisations.city,
        stateCode: organisations.stateCode,
        createdAt: organisations.createdAt,
        // Named in full: a one-table select leaves its columns unqualified, and `id` inside the
        // subquery would be the user's.
        userCount:
          sql<number>`(select count(*) from ${users} where ${users.organisationId} = "organisations"."id")`.mapWith(
            Number,
          ),
        ...keyed,
      })
      .from(organisations)
      .$dynamic(),
  );
}

/** The organisations as the back office reads them; their users, orders and subscriptions come from their modules. */
export function createOrganisationsRepository(db: Executor) {
  return {
    /**
     * One page in the sorting's order, from the cursor: unsearched, by
     * `organisations_customers_by_name_idx` or `organisations_customers_since_idx`.
     */
    async list(
      search: string | undefined,
      cursor: KeysetCursor | undefined,
      pageSize: number,
      sorting: Sorting<OrganisationSortField>,
    ) {
      const where = matching(search);
      const order = orderOf(sorting);
      return keyedPage(
        order,
        cursor,
        pageSize,
        readSummaries(db, where, order),
        db.select({ id: organisations.id }).from(organisations).where(where).$dynamic(),
        sorting,
      );
    },

    /** Every matching organisation up to `maxRows`, in the sorting's order, a batch at a time. */
    batches(search: string | undefined, maxRows: number, sorting: Sorting<OrganisationSortField>) {
      const order = orderOf(sorting);
      return keyedBatches(order, maxRows, readSummaries(db, matching(search), order));
    },

    async find(id: string) {
      const [row] = await db.select().from(organisations).where(eq(organisations.id, id)).limit(1);
      return row;
    },

    /**
     * The latest contact-form messages sent from one of the organisation's users' addresses
     * (users' addresses are kept lower-cased; a message's as typed: `contact_messages_email_idx`).
     */
    leads(organisationId: string, limit: number) {
      const addresses = db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.organisationId, organisationId));
      return db
        .select({
          id: contactMessages.id,
          name: contactMessages.name,
          email: contactMessages.email,
          subject: contactMessages.subject,
          createdAt: contactMessages.createdAt,
        })
        .from(contactMessages)
        .where(inArray(sql`lower(${contactMessages.email})`, addresses))
        .orderBy(desc(contactMessages.createdAt))
        .limit(limit);
    },
  };
}
