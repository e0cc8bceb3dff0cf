import { referenceSchema } from '@prakar/shared/payments';
import { eq, exists, or, type SQL, sql } from 'drizzle-orm';
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

/**
 * What the back office's one search box asks for, read from its shape: an order number
 * (`ORD-000042`, `42`), a payment reference, a GSTIN (the buyer's on the order, or its
 * organisation's), else part of the payer's name, e-mail, GSTIN or PAN, or of the organisation's
 * name, legal name, GSTIN or PAN. Each is served by an index: the unique number and reference,
 * `orders_buyer_gstin_idx` and `organisations_gstin_idx`, and the trigram indexes on the buyer's
 * and the organisation's search text.
 */
export function orderSearchCondition(db: Executor, text: string): SQL | undefined {
  const number = ORDER_NUMBER.exec(text)?.[1];
  if (number) return eq(orders.number, Number(number));
  if (referenceSchema.safeParse(text).success) return eq(orders.reference, text);
  const organisationWhere = (condition: SQL | undefined) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(organisations)
        .where(sql`${organisations.id} = ${orders.organisationId} and ${condition}`),
    );
  if (GSTIN_SHAPE.test(text)) {
    const gstin = text.toUpperCase();
    return or(eq(orders.buyerGstin, gstin), organisationWhere(eq(organisations.gstin, gstin)));
  }
  const pattern = partPattern(text);
  return or(
    sql`(${orderBuyerSearchText}) ilike ${pattern}`,
    organisationWhere(sql`${organisationSearchText} ilike ${pattern}`),
  );
}
