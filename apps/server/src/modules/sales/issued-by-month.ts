import { INDIA_TIME_ZONE } from '@prakar/shared/ist-calendar';
import type { DocumentAmounts, DocumentsIssued } from '@prakar/shared/sales';
import { type AnyColumn, sql } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import { creditNotes, invoices, orders } from '#src/db/schema.ts';
import { rowsOf } from '#src/db/text-sql.ts';

/** Invoices (gross sales) and credit notes (refunds) issued in one IST month. */
export interface IssuedInMonth {
  month: string;
  invoices: DocumentsIssued;
  creditNotes: DocumentsIssued;
}

export const NONE_ISSUED: DocumentsIssued = {
  documents: 0,
  taxablePaise: 0,
  cgstPaise: 0,
  sgstPaise: 0,
  igstPaise: 0,
  totalPaise: 0,
};

const HEADS = ['taxablePaise', 'cgstPaise', 'sgstPaise', 'igstPaise', 'totalPaise'] as const;

export const addIssued = (a: DocumentsIssued, b: DocumentsIssued): DocumentsIssued => ({
  documents: a.documents + b.documents,
  ...(Object.fromEntries(HEADS.map((head) => [head, a[head] + b[head]])) as DocumentAmounts),
});

export const lessRefunds = (gross: DocumentAmounts, refunds: DocumentAmounts): DocumentAmounts =>
  Object.fromEntries(HEADS.map((head) => [head, gross[head] - refunds[head]])) as DocumentAmounts;

/** An invoice's figure as issued: from its document, or from its order when it predates them. */
const invoiced = (key: string, column: AnyColumn) =>
  sql`coalesce((${invoices.document}->>${key})::bigint, ${column})`;

const istMonthOf = (column: AnyColumn) =>
  sql`to_char(${column} at time zone ${INDIA_TIME_ZONE}, 'YYYY-MM')`;

interface MonthRow {
  month: string;
  kind: 'invoice' | 'credit_note';
  documents: number | string;
  taxable: number | string;
  cgst: number | string;
  sgst: number | string;
  igst: number | string;
  total: number | string;
}

/**
 * The invoices and credit notes issued in [from, to), summed per IST month in one statement that
 * reaches both tables through their `issued_at` indexes; a credit note counts in its own month,
 * whenever its invoice was issued. Months with nothing issued are not in the answer.
 */
export async function issuedByMonth(db: Executor, from: Date, to: Date): Promise<IssuedInMonth[]> {
  const [start, end] = [
    sql`${from.toISOString()}::timestamptz`,
    sql`${to.toISOString()}::timestamptz`,
  ];
  const rows = await rowsOf<MonthRow>(
    db,
    sql`select month, kind, count(*) as documents, sum(taxable) as taxable, sum(cgst) as cgst,
          sum(sgst) as sgst, sum(igst) as igst, sum(total) as total
        from (
          select ${istMonthOf(invoices.issuedAt)} as month, 'invoice' as kind,
            ${invoiced('subtotalPaise', orders.subtotalPaise)} as taxable,
            ${invoiced('cgstPaise', orders.cgstPaise)} as cgst,
            ${invoiced('sgstPaise', orders.sgstPaise)} as sgst,
            ${invoiced('igstPaise', orders.igstPaise)} as igst,
            ${invoiced('totalPaise', orders.totalPaise)} as total
          from ${invoices} inner join ${orders} on ${orders.id} = ${invoices.orderId}
          where ${invoices.issuedAt} >= ${start} and ${invoices.issuedAt} < ${end}
          union all
          select ${istMonthOf(creditNotes.issuedAt)}, 'credit_note', ${creditNotes.taxablePaise},
            ${creditNotes.cgstPaise}, ${creditNotes.sgstPaise}, ${creditNotes.igstPaise},
            ${creditNotes.totalPaise}
          from ${creditNotes}
          where ${creditNotes.issuedAt} >= ${start} and ${creditNotes.issuedAt} < ${end}
        ) as issued
        group by month, kind
        order by month`,
  );
  const months = new Map<string, IssuedInMonth>();
  for (const row of rows) {
    const month = months.get(row.month) ?? {
      month: row.month,
      invoices: NONE_ISSUED,
      creditNotes: NONE_ISSUED,
    };
    month[row.kind === 'invoice' ? 'invoices' : 'creditNotes'] = {
      documents: Number(row.documents),
      taxablePaise: Number(row.taxable),
      cgstPaise: Number(row.cgst),
      sgstPaise: Number(row.sgst),
      igstPaise: Number(row.igst),
      totalPaise: Number(row.total),
    };
    months.set(row.month, month);
  }
  return [...months.values()];
}
