import { eq, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { Executor } from '#src/db/client.ts';
import {
  COUNT_LIMIT,
  type KeysetOrder,
  type KeysetRead,
  keysetPage,
  keyText,
} from '#src/db/keyset.ts';
import { partPattern } from '#src/db/like-pattern.ts';
import {
  applicantSearchText,
  creditNotes,
  invoices,
  jobApplications,
  jobOpenings,
  orders,
} from '#src/db/schema.ts';
import { orderSearchCondition } from '#src/modules/transactions/order-search.ts';

const newestFirst = (column: PgColumn, tieBreaker: PgColumn): KeysetOrder => ({
  column,
  tieBreaker,
  descending: true,
});

const INVOICES_ORDER = newestFirst(invoices.issuedAt, invoices.id);
const CREDIT_NOTES_ORDER = newestFirst(creditNotes.issuedAt, creditNotes.id);
const APPLICANTS_ORDER = newestFirst(jobApplications.createdAt, jobApplications.id);

/** The newest `limit` matching rows, and how many match up to the lists' bound. */
function newest<Row extends { id: string; key: string | null; total: number | null }>(
  order: KeysetOrder,
  limit: number,
  read: KeysetRead<Row>,
  matching: PgSelect,
) {
  return keysetPage(
    order,
    undefined,
    limit,
    read,
    (row) => ({ value: row.key, id: row.id }),
    matching,
  );
}

const numberHolds = (column: PgColumn, text: string): SQL =>
  sql`${column} ilike ${partPattern(text)}`;

/** As many records as the lists count to: the ids one kind hands the next to look up. */
const MATCHING_LIMIT = COUNT_LIMIT + 1;

/**
 * `column = any(array(…))`: the ids are worked out once, and each is then a scan of the column's
 * index, which PostgreSQL can join to another index's scan (a bitmap OR) on the same table.
 */
const oneOf = (column: PgColumn, ids: PgSelect): SQL =>
  sql`${column} = any(array(${ids.limit(MATCHING_LIMIT)}))`;

/** Invoices by part of their number (a trigram index) or of their order's (its own indexes). */
const invoiceMatching = (db: Executor, text: string) =>
  or(
    numberHolds(invoices.number, text),
    oneOf(
      invoices.orderId,
      db.select({ id: orders.id }).from(orders).where(orderSearchCondition(db, text)).$dynamic(),
    ),
  );

/**
 * What the back office's search reads beyond the lists it shares with other screens: invoices and
 * credit notes by part of their number or by their order (as the orders' search finds it), and
 * job applicants of every opening by part of their name, e-mail or mobile. Each reads the newest
 * `limit` through its indexes and counts the rest up to the lists' bound.
 */
export function createBackOfficeSearchRepository(db: Executor) {
  return {
    invoices(text: string, limit: number) {
      const where = invoiceMatching(db, text);
      return newest(
        INVOICES_ORDER,
        limit,
        ({ orderBy, limit: rows, total }) =>
          db
            .select({
              id: invoices.id,
              number: invoices.number,
              orderReference: orders.reference,
              buyerName: orders.buyerName,
              key: keyText(INVOICES_ORDER.column),
              total,
            })
            .from(invoices)
            .innerJoin(orders, eq(orders.id, invoices.orderId))
            .where(where)
            .orderBy(...orderBy)
            .limit(rows),
        db.select({ id: invoices.id }).from(invoices).where(where).$dynamic(),
      );
    },

    creditNotes(text: string, limit: number) {
      const where = or(
        numberHolds(creditNotes.number, text),
        oneOf(
          creditNotes.invoiceId,
          db.select({ id: invoices.id }).from(invoices).where(invoiceMatching(db, text)).$dynamic(),
        ),
      );
      return newest(
        CREDIT_NOTES_ORDER,
        limit,
        ({ orderBy, limit: rows, total }) =>
          db
            .select({
              id: creditNotes.id,
              number: creditNotes.number,
              orderReference: orders.reference,
              buyerName: orders.buyerName,
              key: keyText(CREDIT_NOTES_ORDER.column),
              total,
            })
            .from(creditNotes)
            .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
            .innerJoin(orders, eq(orders.id, invoices.orderId))
            .where(where)
            .orderBy(...orderBy)
            .limit(rows),
        db.select({ id: creditNotes.id }).from(creditNotes).where(where).$dynamic(),
      );
    },

    applicants(text: string, limit: number) {
      const where = sql`(${applicantSearchText}) ilike ${partPattern(text)}`;
      return newest(
        APPLICANTS_ORDER,
        limit,
        ({ orderBy, limit: rows, total }) =>
          db
            .select({
              id: jobApplications.id,
              openingId: jobApplications.openingId,
              openingTitle: jobOpenings.title,
              name: jobApplications.name,
              email: jobApplications.email,
              key: keyText(APPLICANTS_ORDER.column),
              total,
            })
            .from(jobApplications)
            .innerJoin(jobOpenings, eq(jobOpenings.id, jobApplications.openingId))
            .where(where)
            .orderBy(...orderBy)
            .limit(rows),
        db.select({ id: jobApplications.id }).from(jobApplications).where(where).$dynamic(),
      );
    },
  };
}
