import { and, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import {
  type KeysetCursor,
  type KeysetOrder,
  keysetPage,
  keyText,
  pageInfo,
  type RowKey,
} from '#src/db/keyset.ts';
import { likeLiteral } from '#src/db/like-pattern.ts';
import { contactMessages, organisationSearchText, organisations, users } from '#src/db/schema.ts';

const BY_NAME: KeysetOrder = {
  column: organisations.name,
  tieBreaker: organisations.id,
  descending: false,
};

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

/** The organisations as the back office reads them; their users, orders and subscriptions come from their modules. */
export function createOrganisationsRepository(db: Executor) {
  return {
    async list(search: string | undefined, cursor: KeysetCursor | undefined, pageSize: number) {
      const where = matching(search);
      const page = await keysetPage(
        BY_NAME,
        cursor,
        pageSize,
        ({ beyond, orderBy, limit, total }) =>
          db
            .select({
              id: organisations.id,
              name: organisations.name,
              gstin: organisations.gstin,
              city: organisations.city,
              stateCode: organisations.stateCode,
              createdAt: organisations.createdAt,
              // Named in full: a one-table select leaves its columns unqualified, and `id` inside
              // the subquery would be the user's.
              userCount:
                sql<number>`(select count(*) from ${users} where ${users.organisationId} = "organisations"."id")`.mapWith(
                  Number,
                ),
              key: keyText(BY_NAME.column),
              total,
            })
            .from(organisations)
            .where(and(where, beyond))
            .orderBy(...orderBy)
            .limit(limit),
        (row): RowKey => ({ value: row.key, id: row.id }),
        db.select({ id: organisations.id }).from(organisations).where(where).$dynamic(),
      );
      return { rows: page.rows, paging: pageInfo(page, pageSize) };
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
