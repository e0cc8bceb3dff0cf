import { referenceSchema } from '@prakar/shared/payments';
import { eq, exists, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import { partPattern } from '#src/db/like-pattern.ts';
import {
  orderBuyerSearchText,
  orders,
  organisationSearchText,
  organisations,
} from '#src/db/schema.ts';

const ORDER_NUMBER = /^(?:ORD-?)?0*(\d{1,9})$/i;
const GSTIN_SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][0-9A-Z]{3}$/i;

/** What a search asks of the order itself, and of its organisation where it names one. */
interface SearchParts {
  order: SQL;
  organisation?: SQL;
}

/**
 * What the back office's one search box asks for, read from its shape: an order number
 * (`ORD-000042`, `42`), a payment reference, a GSTIN (the buyer's on the order, or its
 * organisation's), else part of the payer's name, e-mail, GSTIN or PAN, or of the organisation's
 * name, legal name, GSTIN or PAN. Each is served by an index: the unique number and reference,
 * `orders_buyer_gstin_idx` and `organisations_gstin_idx`, and the trigram indexes on the buyer's
 * and the organisation's search text.
 */
function searchParts(text: string): SearchParts {
  const number = ORDER_NUMBER.exec(text)?.[1];
  if (number) return { order: eq(orders.number, Number(number)) };
  if (referenceSchema.safeParse(text).success) return { order: eq(orders.reference, text) };
  if (GSTIN_SHAPE.test(text)) {
    const gstin = text.toUpperCase();
    return { order: eq(orders.buyerGstin, gstin), organisation: eq(organisations.gstin, gstin) };
  }
  const pattern = partPattern(text);
  return {
    order: sql`(${orderBuyerSearchText}) ilike ${pattern}`,
    organisation: sql`${organisationSearchText} ilike ${pattern}`,
  };
}

const organisationIds = (db: Executor, condition: SQL) =>
  db.select({ id: organisations.id }).from(organisations).where(condition);

/** The search as one condition, for a query that reads a few orders (the search's invoices). */
export function orderSearchCondition(db: Executor, text: string): SQL | undefined {
  const { order, organisation } = searchParts(text);
  if (!organisation) return order;
  return or(
    order,
    exists(
      organisationIds(db, sql`${organisations.id} = ${orders.organisationId} and ${organisation}`),
    ),
  );
}

/**
 * The search as the orders list runs it: the matching organisations are read first, and their
 * ids handed over as a value, so the planner sees how few orders they have and reads them by
 * `orders_organisation_created_number_idx` instead of walking every order newest first.
 */
export async function orderSearchOfList(db: Executor, text: string): Promise<SQL | undefined> {
  const { order, organisation } = searchParts(text);
  if (!organisation) return order;
  const ids = (await organisationIds(db, organisation)).map((row) => row.id);
  return ids.length === 0 ? order : or(order, inArray(orders.organisationId, ids));
}
